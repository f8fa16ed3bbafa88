import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pending } from '@/components/ui/Pending';
import type { ToolContent } from '@/content/insight/types';
import { deleteToolEntry } from '../data/tool-page-writes';
import { useCopy } from '../hooks/use-copy';
import { useToolEntries } from '../hooks/use-tool-data';
import { allFields, describeValues, summarizeToolEntry } from '@/domains/tool-entries/describe-values';
import { formatDateTime } from '@/lib/format';
import { paths } from '../lib/paths';
import { ConfirmDelete } from './ConfirmDelete';
import { EntryDetails } from './EntryDetails';

const FIRST_PAGE = 10;
const MORE = 20;
const NOTHING_SAVED_YET = <p className="insight-muted">Nothing saved yet. What you save here stays on this device.</p>;

/** A tool's saved entries, newest first: read, edit or delete each one. */
export function EntryList({ tool }: { tool: ToolContent }) {
  const pick = useCopy();
  const [limit, setLimit] = useState(FIRST_PAGE);
  const result = useToolEntries(tool.id, limit);
  const fields = allFields(tool);

  if (result === undefined) return <Pending loading={<p className="insight-muted">Loading your entries…</p>} nothingStored={NOTHING_SAVED_YET} />;
  if (result.total === 0) return NOTHING_SAVED_YET;
  return (
    <>
      <p className="insight-muted">
        {result.total === 1 ? '1 entry, saved on this device.' : `${result.total} entries, saved on this device, newest first.`}
      </p>
      <ul className="insight-entries">
        {result.entries.map((entry) => {
          const when = formatDateTime(entry.createdAt);
          const headingId = `insight-entry-${entry.id}`;
          return (
            <li key={entry.id} className="insight-entry">
              <article aria-labelledby={headingId}>
                <h3 id={headingId} className="insight-entry__when">
                  {when}
                </h3>
                <p className="insight-entry__summary insight-user-text">{summarizeToolEntry(tool, entry.values, pick)}</p>
                <details className="insight-entry__more">
                  <summary>Show all answers</summary>
                  <EntryDetails described={describeValues(fields, entry.values, pick)} />
                  {entry.updatedAt !== entry.createdAt ? (
                    <p className="insight-muted">Last changed {formatDateTime(entry.updatedAt)}</p>
                  ) : null}
                </details>
                <div className="insight-actions">
                  <Link className="button" to={`${paths.tool(tool.id)}?entry=${encodeURIComponent(entry.id)}`} aria-label={`Edit entry from ${when}`}>
                    Edit
                  </Link>
                  <ConfirmDelete what={`entry from ${when}`} onDelete={() => deleteToolEntry(entry.id)} />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {result.entries.length < result.total ? (
        <p>
          <button type="button" className="button" onClick={() => setLimit((current) => current + MORE)}>
            Show more entries ({result.entries.length} of {result.total} shown)
          </button>
        </p>
      ) : null}
    </>
  );
}
