import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function PlansPage() {
  return (
    <PlannedScreen
      title={'Plans'}
      description={'The plans for professionals who use Star Chart, and what each includes.'}
      back={{ to: paths.home, label: 'Back home' }}
    />
  );
}
