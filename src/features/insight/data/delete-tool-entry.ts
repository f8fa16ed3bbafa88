import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';

/** Deletes one entry from this device. */
export async function deleteToolEntry(id: string): Promise<boolean> {
  try {
    await db.insightEntries.delete(id);
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
