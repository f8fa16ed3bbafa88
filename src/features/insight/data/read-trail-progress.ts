import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { TrailProgressRow } from '@/db/types';
import { useLocalQuery } from '@/lib/use-local-query';

const NO_PROGRESS: Record<string, TrailProgressRow> = {};

/** Live: the person's progress on one trail; null when not started, undefined while loading. */
export function useTrailProgress(trailId: string): TrailProgressRow | null | undefined {
  return useLiveQuery(async () => (await db.trailProgress.get(trailId)) ?? null, [trailId]);
}

/** Live: progress on every trail, by trail id (none, at once, on a first visit). */
export function useAllTrailProgress(): Record<string, TrailProgressRow> | undefined {
  return useLocalQuery(
    async () => {
      const rows = await db.trailProgress.toArray();
      return Object.fromEntries(rows.map((row) => [row.trailId, row]));
    },
    [],
    NO_PROGRESS,
  );
}
