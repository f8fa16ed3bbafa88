import { db } from '@/db/database';
import type { JourneyProgressRow } from '@/db/types';
import { useLocalQuery } from '@/lib/use-local-query';

const NO_PROGRESS: Record<string, JourneyProgressRow> = {};

/** Live: the person's progress on one journey; null when not started (at once on a first visit), undefined while loading. */
export function useJourneyProgress(journeyId: string): JourneyProgressRow | null | undefined {
  return useLocalQuery(async () => (await db.journeyProgress.get(journeyId)) ?? null, [journeyId], null);
}

/** Live: progress on every journey, by journey id (none, at once, on a first visit). */
export function useAllJourneyProgress(): Record<string, JourneyProgressRow> | undefined {
  return useLocalQuery(
    async () => {
      const rows = await db.journeyProgress.toArray();
      return Object.fromEntries(rows.map((row) => [row.journeyId, row]));
    },
    [],
    NO_PROGRESS,
  );
}
