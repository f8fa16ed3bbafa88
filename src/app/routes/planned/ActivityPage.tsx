import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function ActivityPage() {
  return (
    <PlannedScreen
      title="Imaginarium activity"
      description="One guided-imagery or creative activity, readable and narrated in audio mode."
      back={{ to: paths.imaginarium, label: 'Back to the imaginarium' }}
    />
  );
}
