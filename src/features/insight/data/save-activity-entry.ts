import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import type { ActivityEntryRow, InsightValues } from '@/db/types';

/** Saves what the person wrote in an imaginarium activity, on this device only. */
export async function saveActivityEntry(activityId: string, values: InsightValues, now = new Date()): Promise<ActivityEntryRow | null> {
  const entry: ActivityEntryRow = {
    id: crypto.randomUUID(),
    activityId,
    values,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  try {
    await db.activityEntries.add(entry);
    return entry;
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}
