import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths } from '@/lib/paths';

export function ChartNewPage() {
  return (
    <PlannedScreen
      title={'New chart or prescription'}
      description={'A form for a therapist to prescribe tools, trails and journeys to a client and share them with a code.'}
      back={{ to: paths.chart, label: 'Back to Star Chart' }}
    />
  );
}
