import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ToolContent } from '@/content/insight/types';
import type { InsightEntryRow, InsightValues } from '@/db/types';
// Not the data modules themselves: this chunk loads before hydration, and they bring Dexie and the sync records.
import { preloadToolPageWrites, saveToolEntry, tickJourneyStep } from '../../data/tool-page-writes';
import { useSearchParam } from '../../hooks/use-search-param';
import { wantsStartNow } from '../../lib/start-now';
import { EntryList } from '../EntryList';
import { PacedBreathing } from '../PacedBreathing';
import { EditEntry } from './EditEntry';
import { EntrySaved } from './EntrySaved';
import { ToolForm } from './ToolForm';

/** A tool that keeps entries: a new one (a form or a breathing session), a change to one, and the list of them. */
export function EntryTool({ tool, returnTo }: { tool: ToolContent; returnTo: string | null }) {
  const [params] = useSearchParams();
  const [editId, setEditId] = useSearchParam('entry');
  const [saved, setSaved] = useState<InsightEntryRow | null>(null);
  const [formKey, setFormKey] = useState(0);
  // A one-tap start applies to the first form only: a new entry after saving begins from the setup as usual.
  const startNow = wantsStartNow(params) && formKey === 0;
  useEffect(() => preloadToolPageWrites('entries'), []);

  const save = async (values: InsightValues) => {
    const entry = await saveToolEntry(tool.id, values);
    if (entry) {
      // Finished from a journey: its item is ticked before the saved screen offers the way back to it.
      await tickJourneyStep(tool.id, returnTo);
      setSaved(entry);
    }
    return entry !== null;
  };

  return (
    <>
      {editId ? (
        <EditEntry tool={tool} entryId={editId} onDone={() => setEditId(null)} />
      ) : saved ? (
        <EntrySaved
          tool={tool}
          entry={saved}
          returnTo={returnTo}
          onAgain={() => {
            setSaved(null);
            setFormKey((key) => key + 1);
          }}
        />
      ) : tool.kind === 'breathing' ? (
        <PacedBreathing key={formKey} tool={tool} onSave={save} startNow={startNow} />
      ) : (
        <ToolForm key={formKey} tool={tool} submitLabel="Save" onSubmit={save} startInView={startNow} />
      )}
      <section className="insight-section" aria-labelledby="insight-entries-title">
        <h2 id="insight-entries-title">Your entries</h2>
        <EntryList tool={tool} />
      </section>
    </>
  );
}
