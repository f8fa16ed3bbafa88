import { Link } from 'react-router-dom';
import type { ActivityContent } from '@/content/insight/types';
import type { ActivityEntryRow } from '@/db/types';
import { formatDateTime } from '@/lib/format';
import { deleteActivityEntry } from '../../data/delete-activity-entry';
import { useCopy } from '../../hooks/use-copy';
import { describeValues, summarizeValues } from '@/domains/tool-entries/describe-values';
import { paths } from '../../lib/paths';
import { ConfirmDelete } from '../ConfirmDelete';
import { EntryDetails } from '../EntryDetails';
import { ActivityDrawing } from './ActivityDrawing';

/** One saved entry of an activity: when, a summary, every answer (and its drawing) on demand, edit and delete. */
export function ActivityEntryItem({ activity, entry }: { activity: ActivityContent; entry: ActivityEntryRow }) {
  const pick = useCopy();
  const when = formatDateTime(entry.createdAt);
  const headingId = `insight-activity-entry-${entry.id}`;
  return (
    <li className="insight-entry">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="insight-entry__when">
          {when}
        </h3>
        <p className="insight-entry__summary insight-user-text">{summarizeValues(activity.fields, activity.summaryFields, entry.values, pick)}</p>
        <details className="insight-entry__more">
          <summary>Show all answers</summary>
          <ActivityDrawing activity={activity} values={entry.values} />
          <EntryDetails described={describeValues(activity.fields, entry.values, pick)} />
        </details>
        <div className="insight-actions">
          <Link className="button" to={`${paths.activity(activity.id)}?entry=${encodeURIComponent(entry.id)}`} aria-label={`Edit entry from ${when}`}>
            Edit
          </Link>
          <ConfirmDelete what={`entry from ${when}`} onDelete={() => deleteActivityEntry(entry.id)} />
        </div>
      </article>
    </li>
  );
}
