import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';

export async function deleteActivityEntry(id: string): Promise<boolean> {
  try {
    await db.activityEntries.delete(id);
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
