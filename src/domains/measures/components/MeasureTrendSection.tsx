import { Pending } from '@/components/ui/Pending';
import { MeasureTrendChart } from '@/domains/measures/components/MeasureTrendChart';
import type { MeasureId } from '@/domains/measures/scores-over-time';
import { useMeasureTrend } from '../data/use-measure-trend';

interface MeasureTrendSectionProps {
  measureId: MeasureId;
  /** The section's heading ("Your scores over time" on the tool page, the questionnaire's name in Your reflections). */
  title: string;
  headingId: string;
  headingLevel: 2 | 3;
}

/** One questionnaire's scores over time from this device's entries; nothing while they load, a line when there are none. */
export function MeasureTrendSection({ measureId, title, headingId, headingLevel }: MeasureTrendSectionProps) {
  const points = useMeasureTrend(measureId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="insight-section" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {points === undefined ? (
        <Pending loading={<p className="insight-muted">Loading…</p>} nothingStored={<MeasureTrendChart instrumentId={measureId} points={[]} />} />
      ) : (
        <MeasureTrendChart instrumentId={measureId} points={points} />
      )}
    </section>
  );
}
