/**
 * The account's snapshot (feedback.sync_snapshots and feedback.sync_snapshot_parts, migration 0018): parts are put
 * one by one under a snapshot id, and a commit makes that snapshot the account's one, deleting every other snapshot's
 * parts. Writes run in a transaction holding the account row (store.ts lockAccount), which keeps stored_bytes exact.
 */
import type { SqlClient } from '../db/client.ts';
import { base64UrlFromBytea, byteaFromBase64Url } from './bytea-text.ts';

export interface SnapshotRow {
  snapshotId: string;
  upTo: number;
  generation: number;
  parts: number;
  digest: string;
  /** The committing device and its signature (docs/e2ee-sync.md 11.3), kept as sent. */
  deviceId: string;
  signature: string;
  size: number;
  committedAt: Date;
}

/** Stores (or replaces) one part; the change in the account's stored bytes. */
export async function putPart(tx: SqlClient, accountId: string, snapshotId: string, part: number, payload: string, size: number): Promise<number> {
  const before = await tx.query<{ size: number }>(
    'select size from feedback.sync_snapshot_parts where account_id = $1 and snapshot_id = $2 and part = $3',
    [accountId, snapshotId, part],
  );
  await tx.query(
    `insert into feedback.sync_snapshot_parts (account_id, snapshot_id, part, payload, size) values ($1, $2, $3, ${byteaFromBase64Url('$4::text')}, $5)
     on conflict (account_id, snapshot_id, part) do update set payload = excluded.payload, size = excluded.size`,
    [accountId, snapshotId, part, payload, size],
  );
  const delta = size - (before[0]?.size ?? 0);
  await addStoredBytes(tx, accountId, delta);
  return delta;
}

export async function addStoredBytes(tx: SqlClient, accountId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx.query('update feedback.sync_accounts set stored_bytes = stored_bytes + $2::bigint where account_id = $1', [accountId, delta]);
}

/** The part numbers held for a snapshot and their total size. */
export async function partsOf(tx: SqlClient, accountId: string, snapshotId: string): Promise<{ parts: number[]; size: number }> {
  const rows = await tx.query<{ part: number; size: number }>(
    'select part, size from feedback.sync_snapshot_parts where account_id = $1 and snapshot_id = $2 order by part',
    [accountId, snapshotId],
  );
  return { parts: rows.map((row) => row.part), size: rows.reduce((total, row) => total + row.size, 0) };
}

/** Makes `snapshot` the account's one: every other snapshot's parts are deleted and their bytes released. */
export async function commitSnapshot(tx: SqlClient, accountId: string, snapshot: SnapshotRow): Promise<void> {
  const released = await tx.query<{ n: unknown }>(
    `with gone as (delete from feedback.sync_snapshot_parts where account_id = $1 and snapshot_id <> $2 returning size)
     select coalesce(sum(size), 0)::bigint as n from gone`,
    [accountId, snapshot.snapshotId],
  );
  await addStoredBytes(tx, accountId, -Number(released[0]?.n ?? 0));
  await tx.query(
    `insert into feedback.sync_snapshots (account_id, snapshot_id, up_to, generation, parts, digest, size, committed_at, device_id, signature)
     values ($1, $2, $3::bigint, $4::bigint, $5, $6, $7::bigint, $8::timestamptz, $9, $10)
     on conflict (account_id) do update set snapshot_id = excluded.snapshot_id, up_to = excluded.up_to,
       generation = excluded.generation, parts = excluded.parts, digest = excluded.digest, size = excluded.size,
       committed_at = excluded.committed_at, device_id = excluded.device_id, signature = excluded.signature`,
    [
      accountId,
      snapshot.snapshotId,
      snapshot.upTo,
      snapshot.generation,
      snapshot.parts,
      snapshot.digest,
      snapshot.size,
      snapshot.committedAt.toISOString(),
      snapshot.deviceId,
      snapshot.signature,
    ],
  );
}

export async function committedSnapshot(db: SqlClient, accountId: string): Promise<SnapshotRow | null> {
  const rows = await db.query<{
    snapshot_id: string;
    up_to: unknown;
    generation: unknown;
    parts: number;
    digest: string;
    device_id: string;
    signature: string;
    size: unknown;
    committed_at: Date;
  }>(
    'select snapshot_id, up_to, generation, parts, digest, device_id, signature, size, committed_at from feedback.sync_snapshots where account_id = $1',
    [accountId],
  );
  const row = rows[0];
  return row
    ? {
        snapshotId: row.snapshot_id,
        upTo: Number(row.up_to),
        generation: Number(row.generation),
        parts: row.parts,
        digest: row.digest,
        deviceId: row.device_id,
        signature: row.signature,
        size: Number(row.size),
        committedAt: new Date(row.committed_at),
      }
    : null;
}

export async function readPart(db: SqlClient, accountId: string, snapshotId: string, part: number): Promise<string | null> {
  const rows = await db.query<{ payload: string }>(
    `select ${base64UrlFromBytea('payload')} as payload from feedback.sync_snapshot_parts where account_id = $1 and snapshot_id = $2 and part = $3`,
    [accountId, snapshotId, part],
  );
  return rows[0]?.payload ?? null;
}

/**
 * Deletes the log rows with seq <= upTo (docs/e2ee-sync.md 11.6), releases their bytes and moves the account's
 * compacted_through to the highest seq deleted. Runs in the commit's transaction.
 */
export async function compactLog(tx: SqlClient, accountId: string, upTo: number): Promise<{ deleted: number; through: number }> {
  const gone = await tx.query<{ n: unknown; bytes: unknown; through: unknown }>(
    `with gone as (
       delete from feedback.sync_changes where account_id = $1 and seq <= $2::bigint returning seq, size
     ) select count(*)::bigint as n, coalesce(sum(size), 0)::bigint as bytes, coalesce(max(seq), 0)::bigint as through from gone`,
    [accountId, upTo],
  );
  const deleted = Number(gone[0]?.n ?? 0);
  const through = Number(gone[0]?.through ?? 0);
  if (deleted === 0) return { deleted, through };
  await addStoredBytes(tx, accountId, -Number(gone[0]?.bytes ?? 0));
  await tx.query('update feedback.sync_accounts set compacted_through = greatest(compacted_through, $2::bigint) where account_id = $1', [accountId, through]);
  return { deleted, through };
}

/** Payload bytes of the log rows after `upTo`: what a device weighs against the snapshot's size (section 11.4). */
export async function logBytesAfter(db: SqlClient, accountId: string, upTo: number): Promise<number> {
  const rows = await db.query<{ bytes: unknown }>(
    'select coalesce(sum(size), 0)::bigint as bytes from feedback.sync_changes where account_id = $1 and seq > $2::bigint',
    [accountId, upTo],
  );
  return Number(rows[0]?.bytes ?? 0);
}
