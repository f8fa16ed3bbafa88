import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import type { InsightValues } from '@/db/types';

/** Replaces an entry's answers (editing is not a new completion). Returns false if it is gone or was not saved. */
export async function updateToolEntry(id: string, values: InsightValues, now = new Date()): Promise<boolean> {
  try {
    const changed = await db.insightEntries.update(id, { values, updatedAt: now.toISOString() });
    return changed === 1;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
