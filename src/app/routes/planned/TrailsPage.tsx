import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function TrailsPage() {
  return (
    <PlannedScreen
      title={'Trails'}
      description={'Thirteen guided trails, each a sequence of readings, reflections and tools for a particular season of life.'}
      back={{ to: paths.insight, label: 'Back to Insight' }}
    />
  );
}
