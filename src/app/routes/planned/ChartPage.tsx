import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function ChartPage() {
  return (
    <PlannedScreen
      title={'Star Chart'}
      description={'The professional area where therapists create prescriptions and charts for their clients.'}
      back={{ to: paths.chartLogin, label: 'Professional sign-in' }}
    />
  );
}
