import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function CommunityPage() {
  return (
    <PlannedScreen
      title={'Community'}
      description={'Stories shared by people in the Better Minds community, moderated before they appear.'}
      back={{ to: paths.resonance, label: 'Back to Resonance' }}
    />
  );
}
