import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function CodexPage() {
  return (
    <PlannedScreen
      title={'Codex'}
      description={'Short learning sections about how minds work, each with a quiz, that you can take at your own pace.'}
      back={{ to: paths.presence, label: 'Back to Presence' }}
    />
  );
}
