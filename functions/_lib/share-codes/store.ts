/**
 * The short codes' rows (feedback.share_codes, migration 0008). SQL only; the handlers decide what the answers are.
 * Timestamps go in as ISO strings and come back as Date objects on both drivers (db/client.ts).
 */
import type { SqlClient } from '../db/client.ts';

/** How long an expired code is kept (without answering its payload) so it still says "expired", not "unknown". */
export const EXPIRED_CODE_GRACE_MS = 30 * 24 * 60 * 60 * 1000;

export interface ShareCodeRow {
  code: string;
  payload: string | null;
  revokeKeyHash: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

interface RawRow {
  code: string;
  payload: string | null;
  revoke_key_hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

function fromRaw(row: RawRow): ShareCodeRow {
  return {
    code: row.code,
    payload: row.payload,
    revokeKeyHash: row.revoke_key_hash,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  };
}

/** Stores a new code; false when the code is taken already (the caller draws another). */
export async function insertShareCode(
  db: SqlClient,
  row: { code: string; payload: string; revokeKeyHash: string; createdAt: Date; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db.query<{ code: string }>(
    `insert into feedback.share_codes (code, payload, revoke_key_hash, created_at, expires_at)
     values ($1, $2, $3, $4::timestamptz, $5::timestamptz)
     on conflict (code) do nothing
     returning code`,
    [row.code, row.payload, row.revokeKeyHash, row.createdAt.toISOString(), row.expiresAt.toISOString()],
  );
  return inserted.length === 1;
}

export async function findShareCode(db: SqlClient, code: string): Promise<ShareCodeRow | null> {
  const rows = await db.query<RawRow>(
    'select code, payload, revoke_key_hash, created_at, expires_at, revoked_at from feedback.share_codes where code = $1',
    [code],
  );
  return rows[0] ? fromRaw(rows[0]) : null;
}

/** Forgets the payload of an expired code (it will never be answered again). */
export async function dropExpiredPayload(db: SqlClient, code: string): Promise<void> {
  await db.query('update feedback.share_codes set payload = null where code = $1 and payload is not null', [code]);
}

/**
 * Takes a one-time payload (a sealed key bundle): forgets it and marks the code revoked in one statement, answering the
 * payload only to the one caller whose statement did it; null when another fetch took it first.
 */
export async function consumeShareCode(db: SqlClient, code: string, now: Date): Promise<string | null> {
  const rows = await db.query<{ payload: string }>(
    `with taken as (
       select code, payload from feedback.share_codes
       where code = $1 and payload is not null and revoked_at is null
       for update
     )
     update feedback.share_codes codes set payload = null, revoked_at = $2::timestamptz
     from taken where codes.code = taken.code
     returning taken.payload`,
    [code, now.toISOString()],
  );
  return rows[0]?.payload ?? null;
}

/** Marks a code revoked and forgets its payload; a second revoke keeps the first time. Returns when it was revoked. */
export async function revokeShareCode(db: SqlClient, code: string, now: Date): Promise<Date> {
  const rows = await db.query<{ revoked_at: Date }>(
    `update feedback.share_codes
     set revoked_at = coalesce(revoked_at, $2::timestamptz), payload = null
     where code = $1
     returning revoked_at`,
    [code, now.toISOString()],
  );
  return new Date(rows[0]?.revoked_at ?? now);
}

/** The lazy clean-up, run when a code is made: rows that expired over EXPIRED_CODE_GRACE_MS ago are deleted. */
export async function deleteLongExpiredCodes(db: SqlClient, now: Date): Promise<number> {
  const rows = await db.query<{ code: string }>(
    'delete from feedback.share_codes where expires_at < $1::timestamptz returning code',
    [new Date(now.getTime() - EXPIRED_CODE_GRACE_MS).toISOString()],
  );
  return rows.length;
}

/** How many codes still hold a payload that can be opened (neither expired nor revoked). */
export async function countLiveCodes(db: SqlClient, now: Date): Promise<number> {
  const rows = await db.query<{ live: number }>(
    'select count(*)::int as live from feedback.share_codes where payload is not null and expires_at > $1::timestamptz',
    [now.toISOString()],
  );
  return rows[0]?.live ?? 0;
}
