/**
 * Feedback ids bound to their device. The client sends its device key (contract/device-key.ts) as a header; the
 * first write under a feedback id stores the key's SHA-256, and from then on only that key may read the id's
 * records or write under it. Hashes are compared with timingSafeEqual, so the time an answer takes says nothing
 * about how much of a guessed key was right.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SqlClient } from './db/client.ts';
import { HttpError } from './http.ts';
import { DEVICE_KEY_HEADER, DEVICE_KEY_PATTERN } from '../../contract/device-key.ts';

export const KEY_MISSING = `This request needs the device key (${DEVICE_KEY_HEADER}) of the device that owns this id`;
export const KEY_MALFORMED = `${DEVICE_KEY_HEADER} must be 43 base64url characters`;
export const NOT_YOURS = 'This id belongs to another device';

/** The device key sent with the request, or null when none was; a malformed one (any length, any bytes) is a 400. */
export function deviceKeyOf(request: Request): string | null {
  const raw = request.headers.get(DEVICE_KEY_HEADER);
  if (raw === null) return null;
  const key = raw.trim();
  if (!DEVICE_KEY_PATTERN.test(key)) throw new HttpError(400, KEY_MALFORMED);
  return key;
}

/** The device key, or a 403 when the request carries none. */
export function requireDeviceKey(request: Request): string {
  const key = deviceKeyOf(request);
  if (key === null) throw new HttpError(403, KEY_MISSING);
  return key;
}

function hashOf(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Two hex hashes compared in constant time (the community's key hashes use it too). */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A throwaway hash compared against when an id has no binding, so a known and an unknown id take the same time. */
const NO_BINDING = '0'.repeat(64);

/** Ids compare without regard to case (UUIDs may be written either way). */
function subjectOf(id: string): string {
  return id.toLowerCase();
}

/**
 * Who owns `id` as far as `key` can tell: 'mine' (bound to this key), 'unbound' (never written under), or a 403
 * when it is bound to another key.
 */
export async function ownership(db: SqlClient, id: string, key: string): Promise<'mine' | 'unbound'> {
  const rows = await db.query<{ key_hash: string }>('select key_hash from feedback.device_bindings where subject = $1', [
    subjectOf(id),
  ]);
  const stored = rows[0]?.key_hash;
  const matches = sameHash(stored ?? NO_BINDING, hashOf(key));
  if (stored === undefined) return 'unbound';
  if (!matches) throw new HttpError(403, NOT_YOURS);
  return 'mine';
}

/**
 * Binds each id to `key` unless it is bound already, and refuses (403) when any of them is bound to another key.
 * Called before a write stores anything, so a refused write stores nothing.
 */
export async function bindToKey(db: SqlClient, ids: Iterable<string>, key: string, now: Date): Promise<void> {
  const hash = hashOf(key);
  for (const subject of new Set([...ids].map(subjectOf))) {
    let rows = await db.query<{ key_hash: string }>(
      `with inserted as (
         insert into feedback.device_bindings (subject, key_hash, created_at) values ($1, $2, $3::timestamptz)
         on conflict (subject) do nothing
         returning key_hash)
       select key_hash from inserted
       union all
       select key_hash from feedback.device_bindings where subject = $1`,
      [subject, hash, now.toISOString()],
    );
    // A concurrent first write committed between this statement's snapshot and its insert: read it now.
    if (rows.length === 0) {
      rows = await db.query('select key_hash from feedback.device_bindings where subject = $1', [subject]);
    }
    const stored = rows[0]?.key_hash;
    if (stored === undefined || !sameHash(stored, hash)) throw new HttpError(403, NOT_YOURS);
  }
}

/** Binds the ids a write names to the request's device key (required: a missing one is a 403). */
export async function bindRequest(db: SqlClient, request: Request, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await bindToKey(db, ids, requireDeviceKey(request), now);
}

/**
 * Erases what the functions hold of a feedback id: its usage events, prompt interactions and preferences are
 * deleted; its submissions stay for the team, without the session id, the user id, or a session id kept in their
 * context or metadata. One transaction: all of it or none.
 */
export async function eraseRecordsOf(
  db: SqlClient,
  id: string,
): Promise<{ events: number; promptInteractions: number; preferences: number; submissionsUnlinked: number }> {
  // The id as sent and lower-cased: stored rows keep the client's spelling, and the indexes serve an exact match.
  const spellings = [...new Set([id, subjectOf(id)])];
  return db.transaction(async (tx) => {
    const events = await tx.query<{ n: number }>(
      `with gone as (delete from feedback.events where session_id = any($1::text[]) returning 1) select count(*)::int as n from gone`,
      [spellings],
    );
    const prompts = await tx.query<{ n: number }>(
      `with gone as (delete from feedback.prompt_interactions where session_id = any($1::text[]) returning 1)
       select count(*)::int as n from gone`,
      [spellings],
    );
    const preferences = await tx.query<{ n: number }>(
      `with gone as (delete from feedback.preferences where user_id = any($1::text[]) returning 1) select count(*)::int as n from gone`,
      [spellings],
    );
    const unlinked = await tx.query<{ n: number }>(
      `with changed as (
         update feedback.submissions set session_id = null, user_id = null,
           context = context - 'sessionId' - 'userId', metadata = metadata - 'sessionId' - 'userId'
         where session_id = any($1::text[]) returning 1)
       select count(*)::int as n from changed`,
      [spellings],
    );
    return {
      events: events[0]?.n ?? 0,
      promptInteractions: prompts[0]?.n ?? 0,
      preferences: preferences[0]?.n ?? 0,
      submissionsUnlinked: unlinked[0]?.n ?? 0,
    };
  });
}
