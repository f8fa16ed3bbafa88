import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function ImaginariumPage() {
  return (
    <PlannedScreen
      title={'Imaginarium'}
      description={'Guided-imagery and creative activities, such as a safe place or leaves on a stream, readable and narrated in audio mode.'}
      back={{ to: paths.insight, label: 'Back to Insight' }}
    />
  );
}
