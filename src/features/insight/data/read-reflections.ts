import { Dexie } from 'dexie';
import { db } from '@/db/database';
import type { InsightEntryRow } from '@/db/types';
import { useLocalQuery } from '@/lib/use-local-query';

// Each reader answers an empty list (or zeros) at once on a first visit, when there is no database to read yet.
const NONE: never[] = [];

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
  return useLocalQuery(() => readMoodSeries(limit), [limit], NONE);
}

/** The newest entries across every tool. */
export function useRecentEntries(limit: number): InsightEntryRow[] | undefined {
  return useLocalQuery(() => db.insightEntries.orderBy('createdAt').reverse().limit(limit).toArray(), [limit], NONE);
}

interface StoredTotals {
  entries: number;
  activityEntries: number;
  trailsStarted: number;
  journeysStarted: number;
  flowAnswers: number;
}

const NOTHING_STORED: StoredTotals = { entries: 0, activityEntries: 0, trailsStarted: 0, journeysStarted: 0, flowAnswers: 0 };

export function useStoredTotals(): StoredTotals | undefined {
  return useLocalQuery(async () => ({
    entries: await db.insightEntries.count(),
    activityEntries: await db.activityEntries.count(),
    trailsStarted: await db.trailProgress.count(),
    journeysStarted: await db.journeyProgress.count(),
    flowAnswers: await db.flowEvents.filter((row) => row.event_type === 'answer_given').count(),
  }), [], NOTHING_STORED);
}
