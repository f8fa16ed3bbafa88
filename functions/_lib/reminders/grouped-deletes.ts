/**
 * Deletes the rows of pushes that went (or never will), only while their claim still holds them, by group commit: a
 * lane waits until its row is deleted before it takes the next, and every row that arrives while one delete runs goes
 * in the next, as one statement. So at most one accepted push per lane is ever unrecorded (the bound a crash can
 * repeat), and a batch costs a few statements instead of one per push.
 */
import type { SqlClient } from '../db/client.ts';
import type { DueRow } from './due-claims.ts';

/** How long a group of finished rows waits for more before its delete. */
export const GROUP_LINGER_MS = 20;

/** One claim's deleter: `finish(row)` resolves once the row's group has been deleted (and rejects if that failed). */
export function groupedDeleter(db: SqlClient, token: string): (row: DueRow) => Promise<void> {
  let chain: Promise<void> = Promise.resolve();
  let waiting: { rows: DueRow[]; done: Promise<void> } | null = null;
  return (row) => {
    if (!waiting) {
      const rows: DueRow[] = [];
      const done = chain.then(async () => {
        // A moment for the other lanes' rows to join, so a loaded machine commits in larger groups.
        await new Promise((resolve) => setTimeout(resolve, GROUP_LINGER_MS));
        if (waiting?.rows === rows) waiting = null;
        await db.query(
          `delete from feedback.reminder_occurrences where claim_token = $3 and (key_hash, occurrence_id) in (
             select * from unnest($1::text[], $2::text[]))`,
          [rows.map((item) => item.key_hash), rows.map((item) => item.occurrence_id), token],
        );
      });
      chain = done.catch(() => undefined);
      waiting = { rows, done };
    }
    waiting.rows.push(row);
    return waiting.done;
  };
}
