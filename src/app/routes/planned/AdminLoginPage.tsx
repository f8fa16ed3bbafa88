import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function AdminLoginPage() {
  return (
    <PlannedScreen
      title={'Admin sign-in'}
      description={"Sign-in for the site's administrators, checked on the server."}
      back={{ to: paths.home, label: 'Back home' }}
    />
  );
}
