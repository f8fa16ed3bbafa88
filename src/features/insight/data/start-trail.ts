import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { newTrailProgress } from './trail-progress-row';

/** Begins a trail at its first step (after its content note, for trails that have one). Keeps existing progress. */
export async function startTrail(trailId: string, firstStepId: string, now = new Date()): Promise<boolean> {
  try {
    await db.transaction('rw', db.trailProgress, async () => {
      if (!(await db.trailProgress.get(trailId))) await db.trailProgress.add(newTrailProgress(trailId, firstStepId, now));
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
