import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function ToolPage() {
  return (
    <PlannedScreen
      title="Tool"
      description="One interactive self-reflection tool, saving what you write on this device."
      back={{ to: paths.tools, label: 'All tools' }}
    />
  );
}
