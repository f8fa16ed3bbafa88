import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function ChartLoginPage() {
  return (
    <PlannedScreen
      title={'Professional sign-in'}
      description={'Sign-in for therapists and other professionals who use Star Chart.'}
      back={{ to: paths.home, label: 'Back home' }}
    />
  );
}
