import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function AdminDashboardPage() {
  return (
    <PlannedScreen
      title={'Admin dashboard'}
      description={"Feedback review and moderation for the site's administrators."}
      back={{ to: paths.adminLogin, label: 'Admin sign-in' }}
    />
  );
}
