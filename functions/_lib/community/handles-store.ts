/**
 * The community's handles (migration 0010): one name reserved per device key, and suspensions that follow the key.
 * SQL only; the handlers decide.
 */
import type { SqlClient } from '../db/client.ts';

export interface HandleRow {
  handleKey: string;
  handle: string;
  keyHash: string;
  suspendedAt: Date | null;
}

export async function findHandle(db: SqlClient, handleKey: string): Promise<HandleRow | null> {
  const rows = await db.query<{ handle_key: string; handle: string; key_hash: string; suspended_at: Date | null }>(
    'select handle_key, handle, key_hash, suspended_at from feedback.community_handles where handle_key = $1',
    [handleKey],
  );
  const row = rows[0];
  return row ? { handleKey: row.handle_key, handle: row.handle, keyHash: row.key_hash, suspendedAt: row.suspended_at } : null;
}

/** Reserves the handle for the key unless it is reserved already; answers who holds it now. */
export async function reserveHandle(db: SqlClient, handleKey: string, handle: string, keyHash: string, now: Date): Promise<HandleRow> {
  await db.query(
    `insert into feedback.community_handles (handle_key, handle, key_hash, created_at) values ($1, $2, $3, $4::timestamptz)
     on conflict (handle_key) do nothing`,
    [handleKey, handle, keyHash, now.toISOString()],
  );
  const row = await findHandle(db, handleKey);
  if (!row) throw new Error('a reserved handle was not found');
  return row;
}

/** True when any handle of this key is suspended: a suspension follows the person, not one name. */
export async function keyIsSuspended(db: SqlClient, keyHash: string): Promise<boolean> {
  const rows = await db.query<{ suspended: boolean }>(
    'select exists (select 1 from feedback.community_handles where key_hash = $1 and suspended_at is not null) as suspended',
    [keyHash],
  );
  return rows[0]?.suspended === true;
}

export async function suspendHandle(db: SqlClient, handleKey: string, by: string, reason: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ handle_key: string }>(
    `update feedback.community_handles set suspended_at = coalesce(suspended_at, $2::timestamptz), suspended_by = $3, suspend_reason = $4
     where handle_key = $1 returning handle_key`,
    [handleKey, now.toISOString(), by, reason],
  );
  return rows.length === 1;
}
