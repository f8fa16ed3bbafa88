import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import type { InsightValues } from '@/db/types';

export async function updateActivityEntry(id: string, values: InsightValues, now = new Date()): Promise<boolean> {
  try {
    return (await db.activityEntries.update(id, { values, updatedAt: now.toISOString() })) === 1;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
