import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { InsightEntryRow } from '@/db/types';

export interface MoodPoint {
  id: string;
  createdAt: string;
  pleasantness: number;
  energy: number;
  emotions: string[];
}

/** The newest `limit` mood check-ins, oldest first (for a chart over time). */
async function readMoodSeries(limit: number): Promise<MoodPoint[]> {
  const rows = await db.insightEntries
    .where('[toolId+createdAt]')
    .between(['mood-check-in', Dexie.minKey], ['mood-check-in', Dexie.maxKey])
    .reverse()
    .limit(limit)
    .toArray();
  return rows
    .reverse()
    .filter((row) => typeof row.values.pleasantness === 'number' && typeof row.values.energy === 'number')
    .map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      pleasantness: row.values.pleasantness as number,
      energy: row.values.energy as number,
      emotions: Array.isArray(row.values.emotions) ? (row.values.emotions as string[]) : [],
    }));
}

export function useMoodSeries(limit: number): MoodPoint[] | undefined {
  return useLiveQuery(() => readMoodSeries(limit), [limit]);
}

/** The newest entries across every tool. */
export function useRecentEntries(limit: number): InsightEntryRow[] | undefined {
  return useLiveQuery(() => db.insightEntries.orderBy('createdAt').reverse().limit(limit).toArray(), [limit]);
}

interface StoredTotals {
  entries: number;
  activityEntries: number;
  trailsStarted: number;
  journeysStarted: number;
  flowAnswers: number;
}

export function useStoredTotals(): StoredTotals | undefined {
  return useLiveQuery(async () => ({
    entries: await db.insightEntries.count(),
    activityEntries: await db.activityEntries.count(),
    trailsStarted: await db.trailProgress.count(),
    journeysStarted: await db.journeyProgress.count(),
    flowAnswers: await db.flowEvents.filter((row) => row.event_type === 'answer_given').count(),
  }), []);
}
