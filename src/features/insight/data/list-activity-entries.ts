import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { ActivityEntryRow } from '@/db/types';

/** An activity's saved entries, newest first. */
async function listActivityEntries(activityId: string): Promise<ActivityEntryRow[]> {
  const rows = await db.activityEntries.where('activityId').equals(activityId).toArray();
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useActivityEntries(activityId: string): ActivityEntryRow[] | undefined {
  return useLiveQuery(() => listActivityEntries(activityId), [activityId]);
}

export function useActivityEntry(id: string | null): ActivityEntryRow | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.activityEntries.get(id)) ?? null) : null), [id]);
}

/** How many entries each activity has. */
export function useActivityEntryCounts(): Record<string, number> | undefined {
  return useLiveQuery(async () => {
    const counts: Record<string, number> = {};
    await db.activityEntries.each((row) => {
      counts[row.activityId] = (counts[row.activityId] ?? 0) + 1;
    });
    return counts;
  }, []);
}
