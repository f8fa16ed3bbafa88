import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

/** Outside the main layout: a journey a therapist shared with a client by code. */
export function JourneySharePage() {
  return (
      <PlannedScreen
        title="Shared journey"
        description="A journey a therapist prescribed and shared with you by code, to follow at your own pace."
        back={{ to: paths.home, label: 'Go to Better Minds' }}
      />
  );
}
