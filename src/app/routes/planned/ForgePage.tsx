import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function ForgePage() {
  return (
    <PlannedScreen
      title={'Forge'}
      description={'A workshop for building your own support: your plan, your people and the tools that help you.'}
      back={{ to: paths.presence, label: 'Back to Presence' }}
    />
  );
}
