import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function LibraryPage() {
  return (
    <PlannedScreen
      title={'Library'}
      description={'Books and stories chosen for people working on their mental wellbeing.'}
      back={{ to: paths.resonance, label: 'Back to Resonance' }}
    />
  );
}
