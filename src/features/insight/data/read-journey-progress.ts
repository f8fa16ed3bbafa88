import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { JourneyProgressRow } from '@/db/types';

export function useJourneyProgress(journeyId: string): JourneyProgressRow | null | undefined {
  return useLiveQuery(async () => (await db.journeyProgress.get(journeyId)) ?? null, [journeyId]);
}

export function useAllJourneyProgress(): Record<string, JourneyProgressRow> | undefined {
  return useLiveQuery(async () => {
    const rows = await db.journeyProgress.toArray();
    return Object.fromEntries(rows.map((row) => [row.journeyId, row]));
  }, []);
}
