import type { ToolContent } from '@/content/insight/types';
import { formatDateTime } from '@/lib/format';
// Not the data modules themselves: this chunk loads before hydration, and they bring Dexie and the sync records.
import { updateToolEntry } from '../../data/tool-page-writes';
import { useToolEntry } from '../../hooks/use-tool-data';
import { ToolForm } from './ToolForm';

/** One saved entry of a tool, changed in the tool's own form (?entry=<id>). */
export function EditEntry({ tool, entryId, onDone }: { tool: ToolContent; entryId: string; onDone: () => void }) {
  const entry = useToolEntry(entryId);
  if (entry === undefined) return <p className="insight-muted">Loading…</p>;
  if (entry === null || entry.toolId !== tool.id) {
    return (
      <section className="insight-section">
        <h2>This entry is not here</h2>
        <p>It may have been deleted.</p>
        <button type="button" className="button" onClick={onDone}>
          Back to this tool
        </button>
      </section>
    );
  }
  // A breathing session's own figures (pattern, length) are kept: only the answers about it can change.
  return (
    <section className="insight-section" aria-labelledby="insight-edit-title">
      <p id="insight-edit-title" className="insight-form__progress">
        Changing your entry from {formatDateTime(entry.createdAt)}
      </p>
      <ToolForm
        tool={tool}
        saved={entry.values}
        submitLabel="Save changes"
        onSubmit={async (values) => {
          const ok = await updateToolEntry(entry.id, { ...entry.values, ...values });
          if (ok) onDone();
          return ok;
        }}
        onCancel={onDone}
      />
    </section>
  );
}
