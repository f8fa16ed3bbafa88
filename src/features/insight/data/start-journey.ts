import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { newJourneyProgress } from './journey-progress-row';

export async function startJourney(journeyId: string, now = new Date()): Promise<boolean> {
  try {
    await db.transaction('rw', db.journeyProgress, async () => {
      if (!(await db.journeyProgress.get(journeyId))) await db.journeyProgress.add(newJourneyProgress(journeyId, now));
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
