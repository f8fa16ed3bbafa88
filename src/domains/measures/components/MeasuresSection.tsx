import { Link } from 'react-router-dom';
import { findTool } from '@/content/insight/tools';
import { measureWords, type MeasureId } from '@/domains/measures/scores-over-time';
import { useCopy } from '@/components/ui/use-copy';
import { Pending } from '@/components/ui/Pending';
import { paths } from '@/lib/paths';
import { MeasureTrendSection } from './MeasureTrendSection';

/** The questionnaires not taken yet, offered by name, without pressing. */
function Offered({ measureIds, taken }: { measureIds: readonly MeasureId[]; taken: readonly MeasureId[] }) {
  const notTaken = measureIds.filter((id) => !taken.includes(id));
  return (
    <>
      {taken.length === 0 ? <p>No questionnaires yet. Their scores appear here over time, with what each range means.</p> : null}
      {notTaken.length > 0 ? (
        <p>
          {taken.length === 0 ? 'You can take ' : 'Also there: '}
          {notTaken.map((id, index) => (
            <span key={id}>
              {index > 0 ? (index === notTaken.length - 1 ? ' or ' : ', ') : ''}
              <Link to={paths.tool(id)}>the {measureWords(id).name}</Link>
            </span>
          ))}
          , each in a few minutes, whenever you like.
        </p>
      ) : null}
    </>
  );
}

interface MeasuresSectionProps {
  measureIds: readonly MeasureId[];
  /** How many entries each questionnaire has (Insight counts its tools' entries); undefined while they load. */
  counts: Readonly<Record<string, number>> | undefined;
}

/** Your reflections' questionnaires: each one taken at least once, with its scores over time. */
export function MeasuresSection({ measureIds, counts }: MeasuresSectionProps) {
  const pick = useCopy();
  if (counts === undefined) return <Pending loading={<p className="insight-muted">Loading…</p>} nothingStored={<Offered measureIds={measureIds} taken={[]} />} />;
  const taken = measureIds.filter((id) => (counts[id] ?? 0) > 0);
  return (
    <>
      {taken.map((id) => {
        const tool = findTool(id);
        return (
          <div key={id}>
            <MeasureTrendSection measureId={id} title={tool ? pick(tool.title) : measureWords(id).name} headingId={`insight-measure-${id}-title`} headingLevel={3} />
            <p>
              <Link to={paths.tool(id)}>Open the {measureWords(id).name}</Link>
            </p>
          </div>
        );
      })}
      <Offered measureIds={measureIds} taken={taken} />
    </>
  );
}
