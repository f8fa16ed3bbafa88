import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { journeyItemKey, newJourneyProgress } from './journey-progress-row';

/** Ticks (or unticks) one item of a journey day. */
export async function toggleJourneyItem(journeyId: string, day: number, index: number, done: boolean, now = new Date()): Promise<boolean> {
  const key = journeyItemKey(day, index);
  try {
    await db.transaction('rw', db.journeyProgress, async () => {
      const current = (await db.journeyProgress.get(journeyId)) ?? newJourneyProgress(journeyId, now);
      const items = new Set(current.completedItems);
      if (done) items.add(key);
      else items.delete(key);
      await db.journeyProgress.put({ ...current, completedItems: [...items], updatedAt: now.toISOString() });
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
