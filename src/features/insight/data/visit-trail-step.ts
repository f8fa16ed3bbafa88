import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { newTrailProgress } from './trail-progress-row';

/**
 * Remembers the step the person is on, so the trail resumes there. Starts the trail's progress if it has none
 * (opening a trail is beginning it; for trails with a content note, the person begins it explicitly).
 */
export async function visitTrailStep(trailId: string, stepId: string, now = new Date()): Promise<boolean> {
  try {
    await db.transaction('rw', db.trailProgress, async () => {
      const existing = await db.trailProgress.get(trailId);
      if (!existing) {
        await db.trailProgress.add(newTrailProgress(trailId, stepId, now));
        return;
      }
      if (existing.currentStepId === stepId) return;
      await db.trailProgress.update(trailId, { currentStepId: stepId, updatedAt: now.toISOString() });
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
