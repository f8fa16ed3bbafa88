import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { inLowestPleasantnessBand } from '@/content/insight/emotions';
import type { InsightEntryRow, InsightValues } from '@/db/types';
import { entryFlags } from '@contract/measure-scoring';
import { announceToolCompleted } from '@/domains/tool-entries/tool-completed';
import { recordTrackingEvent } from '@/domains/usage-events/data/record-tracking-event';

/**
 * Saves a new entry of a tool (it stays on this device: entries have no outbox kind) and records the tool's
 * completion, `tool_completed` with { toolId } and its outbox entry, in the same transaction: both are stored or
 * neither: this is the one writer of `tool_completed`. With usage events turned off, the entry is saved and no event
 * is recorded. Once both are stored, the completion is announced to the rest of the app (the feedback prompt counts
 * it; nothing records it again; a mood check-in in the lowest pleasantness band is announced as such, so that no
 * feedback is asked for in this session). Returns the
 * saved row, or null when the device refused to store it (the storage banner then explains why).
 */
export async function saveToolEntry(toolId: string, values: InsightValues, now = new Date()): Promise<InsightEntryRow | null> {
  const entry: InsightEntryRow = {
    id: crypto.randomUUID(),
    toolId,
    values,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  try {
    await db.transaction('rw', [db.insightEntries, db.settings, db.trackingEvents, db.outbox], async () => {
      await db.insightEntries.add(entry);
      // Runs inside this transaction (Dexie nests it), so the event cannot outlive a failed save.
      await recordTrackingEvent(
        {
          type: 'tool_completed',
          data: { toolId },
          context: { module: 'insight', page: typeof location === 'undefined' ? null : location.pathname },
        },
        now,
      );
    });
  } catch (error) {
    reportStorageError(error);
    return null;
  }
  // A flagged questionnaire (PHQ-9 item 9 above 0) is a hard moment too: crisis help is on screen, so nothing is asked.
  const hardMoment = (toolId === 'mood-check-in' && inLowestPleasantnessBand(values.pleasantness)) || entryFlags(values).length > 0;
  announceToolCompleted(toolId, { lowMood: hardMoment });
  return entry;
}
