import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function SubscriptionSuccessPage() {
  return (
    <PlannedScreen
      title={'Subscription confirmed'}
      description={'The confirmation shown after a professional chooses a plan.'}
      back={{ to: paths.plans, label: 'See plans' }}
    />
  );
}
