import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';

export async function resetJourneyProgress(journeyId: string): Promise<boolean> {
  try {
    await db.journeyProgress.delete(journeyId);
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
