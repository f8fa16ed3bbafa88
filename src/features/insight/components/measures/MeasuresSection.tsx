import { Link } from 'react-router-dom';
import { findTool } from '@/content/insight/tools';
import { measureWords, type MeasureId } from '@/domains/measures/trend';
import { useEntryCountsByTool } from '../../data/count-entries-by-tool';
import { useCopy } from '../../hooks/use-copy';
import { paths } from '../../lib/paths';
import { MeasureTrendSection } from './MeasureTrendSection';

/**
 * Your reflections' questionnaires: each one taken at least once, with its scores over time; the others are
 * offered by name, without pressing.
 */
export function MeasuresSection({ measureIds }: { measureIds: readonly MeasureId[] }) {
  const pick = useCopy();
  const counts = useEntryCountsByTool(measureIds);
  if (counts === undefined) return <p className="insight-muted">Loading…</p>;
  const taken = measureIds.filter((id) => (counts[id] ?? 0) > 0);
  const notTaken = measureIds.filter((id) => !taken.includes(id));
  return (
    <>
      {taken.length === 0 ? <p>No questionnaires yet. Their scores appear here over time, with what each range means.</p> : null}
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
