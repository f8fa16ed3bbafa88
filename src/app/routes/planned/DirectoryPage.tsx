import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function DirectoryPage() {
  return (
    <PlannedScreen
      title={'Directory'}
      description={'Therapists who have chosen to be listed, with their specialties and location.'}
      back={{ to: paths.home, label: 'Back home' }}
    />
  );
}
