import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { newJourneyProgress } from './journey-progress-row';

/** Marks a day done (or not). The journey is finished when every day is done; there are no dates to keep up with. */
export async function markJourneyDay(journeyId: string, day: number, done: boolean, totalDays: number, now = new Date()): Promise<boolean> {
  try {
    await db.transaction('rw', db.journeyProgress, async () => {
      const current = (await db.journeyProgress.get(journeyId)) ?? newJourneyProgress(journeyId, now);
      const completedDays = { ...current.completedDays };
      if (done) completedDays[String(day)] = completedDays[String(day)] ?? now.toISOString();
      else delete completedDays[String(day)];
      const allDone = Array.from({ length: totalDays }, (_, index) => String(index + 1)).every((key) => completedDays[key]);
      await db.journeyProgress.put({
        ...current,
        completedDays,
        updatedAt: now.toISOString(),
        finishedAt: allDone ? (current.finishedAt ?? now.toISOString()) : null,
      });
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
