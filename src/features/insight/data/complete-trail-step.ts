import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import type { TrailProgressRow } from '@/db/types';
import { newTrailProgress } from './trail-progress-row';

interface CompleteTrailStepInput {
  trailId: string;
  stepId: string;
  /** Every step id of the trail, in order: decides the next step and when the trail is finished. */
  stepIds: readonly string[];
  /** The answer to a reflection prompt, if the step has one. */
  response?: string;
}

/**
 * Marks a step done (saving its answer, if any) and moves the trail on to the next step not yet done.
 * Returns the updated progress, or null if it could not be saved.
 */
export async function completeTrailStep(
  { trailId, stepId, stepIds, response }: CompleteTrailStepInput,
  now = new Date(),
): Promise<TrailProgressRow | null> {
  try {
    return await db.transaction('rw', db.trailProgress, async () => {
      const current = (await db.trailProgress.get(trailId)) ?? newTrailProgress(trailId, stepId, now);
      const completed = current.completedStepIds.includes(stepId)
        ? current.completedStepIds
        : stepIds.filter((id) => id === stepId || current.completedStepIds.includes(id));
      const responses = response === undefined ? current.responses : { ...current.responses, [stepId]: response };
      const after = stepIds.slice(stepIds.indexOf(stepId) + 1).find((id) => !completed.includes(id));
      const before = stepIds.find((id) => !completed.includes(id));
      const allDone = stepIds.every((id) => completed.includes(id));
      const next: TrailProgressRow = {
        ...current,
        completedStepIds: completed,
        responses,
        currentStepId: allDone ? null : (after ?? before ?? null),
        updatedAt: now.toISOString(),
        finishedAt: allDone ? (current.finishedAt ?? now.toISOString()) : null,
      };
      await db.trailProgress.put(next);
      return next;
    });
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}
