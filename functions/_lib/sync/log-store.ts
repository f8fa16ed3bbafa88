/**
 * The account's log (feedback.sync_changes, migration 0018): appended only inside a transaction that holds the
 * account row (store.ts lockAccount), which gives each change the next seq and moves the head and the stored bytes in
 * the same transaction, so seqs have no gaps and the quota no race.
 */
import type { SqlClient } from '../db/client.ts';
import { base64UrlFromBytea, byteaFromBase64Url } from './bytea-text.ts';

export interface NewChange {
  changeId: string;
  /** base64url, canonical (stored as bytes, read back as the same text). */
  payload: string;
  signature: string;
  /** Payload bytes (decoded). */
  size: number;
}

export interface LoggedChange {
  seq: number;
  changeId: string;
  deviceId: string;
  payload: string;
  signature: string;
  receivedAt: Date;
}

/** The stored payloads of those of `changeIds` the log holds already, by change id. */
export async function storedPayloads(db: SqlClient, accountId: string, changeIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ change_id: string; payload: string }>(
    `select change_id, ${base64UrlFromBytea('payload')} as payload from feedback.sync_changes where account_id = $1 and change_id = any($2::text[])`,
    [accountId, [...changeIds]],
  );
  return new Map(rows.map((row) => [row.change_id, row.payload]));
}

/** Appends `changes` after `head` in one statement and moves the account's head and stored bytes; the new head. */
export async function appendChanges(
  tx: SqlClient,
  accountId: string,
  head: number,
  deviceId: string,
  changes: readonly NewChange[],
  now: Date,
): Promise<number> {
  if (changes.length === 0) return head;
  await tx.query(
    `insert into feedback.sync_changes (account_id, seq, change_id, device_id, payload, signature, size, received_at)
     select $1, $2::bigint + ord, change_id, $3, ${byteaFromBase64Url('payload')}, signature, size, $4::timestamptz
     from unnest($5::text[], $6::text[], $7::text[], $8::int[]) with ordinality as t(change_id, payload, signature, size, ord)`,
    [
      accountId,
      head,
      deviceId,
      now.toISOString(),
      changes.map((change) => change.changeId),
      changes.map((change) => change.payload),
      changes.map((change) => change.signature),
      changes.map((change) => change.size),
    ],
  );
  const added = changes.reduce((total, change) => total + change.size, 0);
  await tx.query('update feedback.sync_accounts set head = head + $2::bigint, stored_bytes = stored_bytes + $3::bigint where account_id = $1', [
    accountId,
    changes.length,
    added,
  ]);
  return head + changes.length;
}

/** The changes with `after` < seq <= `upTo`, in seq order, at most `limit`. */
export async function changesAfter(db: SqlClient, accountId: string, after: number, upTo: number, limit: number): Promise<LoggedChange[]> {
  const rows = await db.query<{ seq: unknown; change_id: string; device_id: string; payload: string; signature: string; received_at: Date }>(
    `select seq, change_id, device_id, ${base64UrlFromBytea('payload')} as payload, signature, received_at from feedback.sync_changes
     where account_id = $1 and seq > $2::bigint and seq <= $3::bigint order by seq limit $4`,
    [accountId, after, upTo, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    changeId: row.change_id,
    deviceId: row.device_id,
    payload: row.payload,
    signature: row.signature,
    receivedAt: new Date(row.received_at),
  }));
}
