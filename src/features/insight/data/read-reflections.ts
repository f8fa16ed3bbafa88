import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { InsightEntryRow } from '@/db/types';

import type { MoodCheckIn } from '../lib/mood-trend';

/**
 * The mood check-ins since a moment (all of them for null), oldest first, by the [toolId+createdAt] index: only the
 * stretch a view shows is read, so opening Your reflections reads four weeks, not years.
 */
export async function readMoodCheckIns(since: string | null): Promise<MoodCheckIn[]> {
  const rows = await db.insightEntries
    .where('[toolId+createdAt]')
    .between(['mood-check-in', since ?? Dexie.minKey], ['mood-check-in', Dexie.maxKey])
    .toArray();
  const checkIns: MoodCheckIn[] = [];
  for (const row of rows) {
    const { pleasantness, energy, emotions } = row.values;
    if (typeof pleasantness !== 'number' || typeof energy !== 'number') continue;
    checkIns.push({
      id: row.id,
      createdAt: row.createdAt,
      pleasantness,
      energy,
      emotions: Array.isArray(emotions) ? emotions.filter((word): word is string => typeof word === 'string') : [],
    });
  }
  return checkIns;
}

export function useMoodCheckIns(since: string | null): MoodCheckIn[] | undefined {
  return useLiveQuery(() => readMoodCheckIns(since), [since]);
}

/** How many mood check-ins there are in all (counted on the index, without reading them). */
export function useMoodCheckInCount(): number | undefined {
  return useLiveQuery(() => db.insightEntries.where('toolId').equals('mood-check-in').count(), []);
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
