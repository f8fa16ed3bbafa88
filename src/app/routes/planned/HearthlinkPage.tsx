import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function HearthlinkPage() {
  return (
    <PlannedScreen
      title={'Hearthlink'}
      description={'Your trusted people, with call and text links and ready-made messages for when words are hard.'}
      back={{ to: paths.presence, label: 'Back to Presence' }}
    />
  );
}
