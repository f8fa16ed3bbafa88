import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { TrailProgressRow } from '@/db/types';

/** Live: the person's progress on one trail; null when not started, undefined while loading. */
export function useTrailProgress(trailId: string): TrailProgressRow | null | undefined {
  return useLiveQuery(async () => (await db.trailProgress.get(trailId)) ?? null, [trailId]);
}

/** Live: progress on every trail, by trail id. */
export function useAllTrailProgress(): Record<string, TrailProgressRow> | undefined {
  return useLiveQuery(async () => {
    const rows = await db.trailProgress.toArray();
    return Object.fromEntries(rows.map((row) => [row.trailId, row]));
  }, []);
}
