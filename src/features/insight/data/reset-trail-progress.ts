import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';

/** Forgets a trail's progress and answers, to walk it again from the start. */
export async function resetTrailProgress(trailId: string): Promise<boolean> {
  try {
    await db.trailProgress.delete(trailId);
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
