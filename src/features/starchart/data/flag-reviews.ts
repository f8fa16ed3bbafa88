/**
 * A therapist marks a flag in a client's chart reviewed, dated, and can undo it (issue 40). A reviewed flag no
 * longer counts as open in the client list. The reviews stay on this device: the therapist's synced tables
 * (therapist_clients, prescriptions, client_notes, client_returns) have no place for them, and a workspace pull
 * replaces client rows whole, so they live in a table of their own.
 */
import { db } from '@/db/database';
import type { FlagReviewRow } from '@/db/star-chart-types';
import { reportStorageError } from '@/db/storage-health';
import { flagKey, type ChartFlag } from './chart-summary';

/** One review per flag raised: the client, the flag and the time it was raised. */
export function flagReviewId(clientId: string, flag: Pick<ChartFlag, 'flag' | 'at'>): string {
  return `${clientId}|${flagKey(flag)}`;
}

/** The `flagKey` of each flag a review names, as `clientOverview` and the chart look them up. */
export function reviewedFlagKeys(rows: readonly FlagReviewRow[]): Map<string, FlagReviewRow> {
  return new Map(rows.map((row) => [flagKey({ flag: row.flag, at: row.raisedAt }), row]));
}

/** Marks the flag reviewed now; false when the browser refused the write (the storage banner says why). */
export async function markFlagReviewed(therapistId: string, clientId: string, flag: ChartFlag, now = new Date()): Promise<boolean> {
  const row: FlagReviewRow = { id: flagReviewId(clientId, flag), therapistId, clientId, flag: flag.flag, raisedAt: flag.at, reviewedAt: now.toISOString() };
  try {
    await db.transaction('rw', db.flagReviews, () => db.flagReviews.put(row));
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** Undoes a review: the flag is open again (while it is recent enough to be). */
export async function undoFlagReview(clientId: string, flag: Pick<ChartFlag, 'flag' | 'at'>): Promise<boolean> {
  try {
    await db.transaction('rw', db.flagReviews, () => db.flagReviews.delete(flagReviewId(clientId, flag)));
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
