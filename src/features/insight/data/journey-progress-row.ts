import type { JourneyProgressRow } from '@/db/types';

export function newJourneyProgress(journeyId: string, now: Date): JourneyProgressRow {
  return {
    journeyId,
    startedAt: now.toISOString(),
    updatedAt: now.toISOString(),
    completedItems: [],
    completedDays: {},
    finishedAt: null,
  };
}

export function journeyItemKey(day: number, index: number): string {
  return `${day}:${index}`;
}

/** The first day not yet marked done (days never expire: this is where the person picks up). */
export function nextJourneyDay(progress: JourneyProgressRow | null | undefined, totalDays: number): number | null {
  for (let day = 1; day <= totalDays; day += 1) {
    if (!progress?.completedDays[String(day)]) return day;
  }
  return null;
}
