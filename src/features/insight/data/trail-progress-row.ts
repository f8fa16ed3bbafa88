import type { TrailProgressRow } from '@/db/types';

/** A fresh progress row for a trail the person has just begun. */
export function newTrailProgress(trailId: string, firstStepId: string | null, now: Date): TrailProgressRow {
  return {
    trailId,
    startedAt: now.toISOString(),
    updatedAt: now.toISOString(),
    currentStepId: firstStepId,
    completedStepIds: [],
    responses: {},
    finishedAt: null,
  };
}
