/**
 * The inbox's rows (feedback.inboxes and feedback.inbox_returns, migration 0015; feedback.inbox_day_counts, 0017).
 * SQL only; the handlers decide what the answers are. Timestamps go in as ISO strings and come back as Date objects
 * on both drivers (db/client.ts). Migration 0015's `acknowledged_at` and `withdrawn_at` columns are neither written
 * nor read: a return is deleted when acknowledged or withdrawn. They are dropped in a later migration, once no
 * running instance of the code before this one can still select them (expand, then contract).
 */
import type { SqlClient } from '../db/client.ts';

export const INBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface InboxRow {
  inboxId: string;
  sendTokenHash: string;
  fetchTokenHash: string;
  createdAt: Date;
}

export interface InboxReturnRow {
  returnId: string;
  sealed: string | null;
  size: number;
  receivedAt: Date;
}

interface RawReturn {
  return_id: string;
  sealed: string | null;
  size: number;
  received_at: Date;
}

function returnFromRaw(row: RawReturn): InboxReturnRow {
  return {
    returnId: row.return_id,
    sealed: row.sealed,
    size: Number(row.size),
    receivedAt: new Date(row.received_at),
  };
}

export async function findInbox(db: SqlClient, inboxId: string): Promise<InboxRow | null> {
  const rows = await db.query<{ inbox_id: string; send_token_hash: string; fetch_token_hash: string; created_at: Date }>(
    'select inbox_id, send_token_hash, fetch_token_hash, created_at from feedback.inboxes where inbox_id = $1',
    [inboxId],
  );
  const row = rows[0];
  return row
    ? { inboxId: row.inbox_id, sendTokenHash: row.send_token_hash, fetchTokenHash: row.fetch_token_hash, createdAt: new Date(row.created_at) }
    : null;
}

/** Registers an inbox; false when the id is taken already (the caller compares the hashes). */
export async function insertInbox(db: SqlClient, row: InboxRow): Promise<boolean> {
  const inserted = await db.query<{ inbox_id: string }>(
    `insert into feedback.inboxes (inbox_id, send_token_hash, fetch_token_hash, created_at)
     values ($1, $2, $3, $4::timestamptz)
     on conflict (inbox_id) do nothing
     returning inbox_id`,
    [row.inboxId, row.sendTokenHash, row.fetchTokenHash, row.createdAt.toISOString()],
  );
  return inserted.length === 1;
}

/** The 30-day expiry, run lazily by sends and fetches: every return not acknowledged or withdrawn by then goes. */
export async function deleteExpiredReturns(db: SqlClient, now: Date): Promise<number> {
  const rows = await db.query<{ return_id: string }>(
    'delete from feedback.inbox_returns where received_at <= $1::timestamptz returning return_id',
    [new Date(now.getTime() - INBOX_RETENTION_MS).toISOString()],
  );
  return rows.length;
}

export async function findReturn(db: SqlClient, inboxId: string, returnId: string): Promise<InboxReturnRow | null> {
  const rows = await db.query<RawReturn>(
    `select return_id, sealed, size, received_at from feedback.inbox_returns where inbox_id = $1 and return_id = $2`,
    [inboxId, returnId],
  );
  return rows[0] ? returnFromRaw(rows[0]) : null;
}

/** The UTC calendar day of `now` as YYYY-MM-DD: the unit of the daily budget (feedback.inbox_day_counts). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Takes one of the inbox's `limit` slots for `now`'s UTC day in one statement: the row's lock makes concurrent sends
 * wait for each other, and the `where` is checked again on the row they then see, so two sends cannot both take the
 * last slot. False when the day's slots are taken (nothing changed).
 */
export async function takeDaySlot(db: SqlClient, inboxId: string, now: Date, limit: number): Promise<boolean> {
  const rows = await db.query<{ count: number }>(
    `insert into feedback.inbox_day_counts as counts (inbox_id, day, count) values ($1, $2::date, 1)
     on conflict (inbox_id, day) do update set count = counts.count + 1 where counts.count < $3
     returning counts.count`,
    [inboxId, utcDay(now), limit],
  );
  return rows.length === 1;
}

/** Day counts older than yesterday count nothing any more; deleted lazily by sends, as the expired returns are. */
export async function deleteOldDayCounts(db: SqlClient, now: Date): Promise<number> {
  const rows = await db.query<{ inbox_id: string }>('delete from feedback.inbox_day_counts where day < $1::date returning inbox_id', [
    utcDay(new Date(now.getTime() - 24 * 60 * 60 * 1000)),
  ]);
  return rows.length;
}

/** Stores a sealed return once; false when this return id is there already (a resend). */
export async function insertReturn(
  db: SqlClient,
  row: { inboxId: string; returnId: string; sealed: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db.query<{ return_id: string }>(
    `insert into feedback.inbox_returns (inbox_id, return_id, sealed, size, received_at)
     values ($1, $2, $3, $4, $5::timestamptz)
     on conflict (inbox_id, return_id) do nothing
     returning return_id`,
    [row.inboxId, row.returnId, row.sealed, row.sealed.length, row.receivedAt.toISOString()],
  );
  return inserted.length === 1;
}

/** The sealed returns still waiting, oldest first. */
export async function waitingReturns(db: SqlClient, inboxId: string): Promise<InboxReturnRow[]> {
  const rows = await db.query<RawReturn>(
    `select return_id, sealed, size, received_at from feedback.inbox_returns
     where inbox_id = $1 and sealed is not null order by received_at, return_id`,
    [inboxId],
  );
  return rows.map(returnFromRaw);
}

/**
 * Deletes a return's row entirely (acknowledged or withdrawn): the server then holds nothing of it, not even its id,
 * size or times. Exactly once after that is the therapist's device's work (its import is idempotent by return id).
 * True when a row was there.
 */
export async function deleteReturn(db: SqlClient, inboxId: string, returnId: string): Promise<boolean> {
  const rows = await db.query<{ return_id: string }>(
    'delete from feedback.inbox_returns where inbox_id = $1 and return_id = $2 returning return_id',
    [inboxId, returnId],
  );
  return rows.length === 1;
}
