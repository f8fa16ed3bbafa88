import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function ForgeWizardPage() {
  return (
    <PlannedScreen
      title={'Forge wizard'}
      description={'A step-by-step guide through the forge, one question at a time.'}
      back={{ to: paths.forge, label: 'Back to the forge' }}
    />
  );
}
