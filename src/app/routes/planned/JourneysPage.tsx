import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function JourneysPage() {
  return (
    <PlannedScreen
      title={'Journeys'}
      description={'Multi-day programmes built from tools and trail steps, at a gentle pace, with no streaks and no guilt for missed days.'}
      back={{ to: paths.insight, label: 'Back to Insight' }}
    />
  );
}
