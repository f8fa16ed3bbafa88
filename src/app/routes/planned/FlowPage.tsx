import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function FlowPage() {
  return (
    <PlannedScreen
      title="Guided flow"
      description="A step-by-step guided flow, written for your age group, one question at a time."
      back={{ to: paths.insight, label: 'Back to Insight' }}
    />
  );
}
