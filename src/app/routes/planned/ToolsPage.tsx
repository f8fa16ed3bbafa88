import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function ToolsPage() {
  return (
    <PlannedScreen
      title={'Tools'}
      description={'Interactive self-reflection tools (mood check-in, thought record, paced breathing, grounding, a safety plan and more) that save what you write on this device.'}
      back={{ to: paths.insight, label: 'Back to Insight' }}
    />
  );
}
