import { Dexie } from 'dexie';
import { readSavedResult } from '@contract/measure-scoring';
import { db } from '@/db/database';
import { trendPoints, type MeasureId, type MeasureTrendPoint, type ScoredAt } from '../scores-over-time';

/**
 * The person's own scores on one questionnaire, oldest first, by the [toolId+createdAt] index (only that tool's
 * rows are read). An entry without a readable result (damaged, or not a questionnaire's) is left out.
 */
export async function readMeasureScores(id: MeasureId): Promise<ScoredAt[]> {
  const rows = await db.insightEntries.where('[toolId+createdAt]').between([id, Dexie.minKey], [id, Dexie.maxKey]).toArray();
  const scored: ScoredAt[] = [];
  for (const row of rows) {
    const result = readSavedResult(row.values);
    if (result) scored.push({ at: row.createdAt, score: result.score, flags: result.flags });
  }
  return scored;
}

/** The trend points of one questionnaire (for a live query: computed once per change of its entries). */
export async function readMeasureTrend(id: MeasureId): Promise<MeasureTrendPoint[]> {
  return trendPoints(id, await readMeasureScores(id));
}
