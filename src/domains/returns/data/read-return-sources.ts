import { useLiveQuery } from 'dexie-react-hooks';
import type { Prescription } from '@contract/prescription-schemas';
import { findActivity } from '@/content/insight/activities';
import { findTool } from '@/content/insight/tools';
import { db } from '@/db/database';
import { allFields } from '@/domains/tool-entries/describe-values';
import type { ItemSource, SourceEntry } from '../client-return';

/** What this device holds for each item of a prescription, to choose from for a return. */
async function readReturnSources(prescription: Prescription): Promise<ItemSource[]> {
  const since = prescription.createdAt;
  const completions = await db.prescribedCompletions.where('prescriptionId').equals(prescription.id).toArray();
  return Promise.all(
    prescription.items.map(async (item): Promise<ItemSource> => {
      const itemCompletions = completions.filter((row) => row.itemId === item.id);
      let entries: SourceEntry[] = [];
      let fields: ItemSource['fields'] = null;
      if (item.kind === 'tool') {
        const tool = findTool(item.contentId);
        if (tool) {
          fields = allFields(tool);
          entries = await db.insightEntries.where('toolId').equals(item.contentId).filter((row) => row.createdAt >= since).toArray();
        }
      } else if (item.kind === 'activity') {
        const activity = findActivity(item.contentId);
        if (activity) {
          fields = activity.fields;
          entries = await db.activityEntries.where('activityId').equals(item.contentId).filter((row) => row.createdAt >= since).toArray();
        }
      }
      entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { item, completions: itemCompletions, entries, fields };
    }),
  );
}

/** Live: the sources of a return; undefined while loading (and never the sources of another prescription). */
export function useReturnSources(prescription: Prescription | null): ItemSource[] | undefined {
  const result = useLiveQuery(
    async () => ({ for: prescription, sources: prescription ? await readReturnSources(prescription) : [] }),
    [prescription],
  );
  return result && result.for === prescription ? result.sources : undefined;
}
