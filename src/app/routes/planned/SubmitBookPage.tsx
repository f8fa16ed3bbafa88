import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function SubmitBookPage() {
  return (
    <PlannedScreen
      title={'Submit a book'}
      description={'A form to recommend a book to the Resonance library.'}
      back={{ to: paths.resonance, label: 'Back to Resonance' }}
    />
  );
}
