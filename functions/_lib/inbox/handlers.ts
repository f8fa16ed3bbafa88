/**
 * The returns inbox's handlers (routes in functions/inbox.ts; shapes in contract/inbox-schemas.ts). The server holds
 * no key that opens a return: it checks a sealed return's shape and size, who may send or fetch (hashed tokens), how
 * many returns an inbox took this UTC day (a bare count, feedback.inbox_day_counts), and keeps the ciphertext at most
 * INBOX_RETENTION_DAYS.
 *
 * Order of checks on a send: rate limit, inbox known (404), send token (403), body size (413), body shape (400),
 * the same return id again (200, stored once), then in one transaction the insert and the inbox's daily budget (201,
 * or 429 with Retry-After and the insert rolled back). Nothing is stored unless every check passed.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  INBOX_RETENTION_DAYS,
  MAX_INBOX_RETURNS_PER_DAY,
  MAX_SEALED_RETURN_LENGTH,
  inboxIdSchema,
  inboxReturnIdSchema,
  inboxTokenSchema,
  registerInboxBodySchema,
  sealedReturnSchema,
  sendReturnBodySchema,
  type AcknowledgedReturn,
  type FetchedReturns,
  type RegisteredInbox,
  type SentReturn,
  type WithdrawnReturn,
} from '../../../contract/inbox-schemas.ts';
import { fromBase64Url } from '../../../contract/share-bytes.ts';
import { HttpError, ok, readJsonBody } from '../http.ts';
import { enforceRateLimit, parseWith, type HandlerContext } from '../request-context.ts';
import { addressGroup } from '../address-group.ts';
import {
  deleteExpiredReturns,
  deleteOldDayCounts,
  deleteReturn,
  findInbox,
  findReturn,
  insertInbox,
  insertReturn,
  takeDaySlot,
  waitingReturns,
  type InboxRow,
} from './store.ts';

export type InboxHandler = (request: Request, context: HandlerContext) => Promise<Response>;

/** Room for the largest sealed return and the return id in their JSON body. */
export const SEND_BODY_LIMIT = MAX_SEALED_RETURN_LENGTH + 1024;
const REGISTER_BODY_LIMIT = 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds until the next UTC midnight, when the inbox's daily budget starts again; at least 1. */
export function secondsToNextUtcDay(now: Date): number {
  const nextDay = Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS;
  return Math.max(1, Math.ceil((nextDay - now.getTime()) / 1000));
}

export const UNKNOWN_INBOX_ERROR = 'This inbox is not known (yet). The therapist\'s device may not have been online since the prescription was made; try again later.';
export const TOKEN_ERROR = 'This prescription\'s key does not open this inbox.';
export const TOO_LARGE_ERROR = `A return can be at most ${MAX_SEALED_RETURN_LENGTH} characters sealed; choose less to send.`;
export const DAILY_LIMIT_ERROR = `This inbox takes at most ${MAX_INBOX_RETURNS_PER_DAY} returns a day and has taken them today (UTC); the return will be sent later.`;
export const INBOX_TAKEN_ERROR = 'This inbox id is taken by another inbox.';
export const ALREADY_OPENED_ERROR =
  'This return is no longer in the inbox: the therapist\'s device has received it (or it expired), so it can no longer be withdrawn.';

export const MALFORMED_SEALED_ERROR = 'sealed is not a sealed return: it must be version 1 with a P-256 encapsulated key and a ciphertext';
const ENC_BYTES = 65;
const TAG_BYTES = 16;

/**
 * What the server can check of a sealed return without any key: strict base64url, the version byte, an encapsulated
 * key that is a point on P-256 (WebCrypto refuses any other), and room for the AEAD tag. A changed ciphertext byte
 * cannot be seen here; the therapist's device refuses it when opening.
 */
async function assertSealedShape(sealed: string): Promise<void> {
  const bytes = fromBase64Url(sealed);
  if (bytes === null || bytes.length < 1 + ENC_BYTES + TAG_BYTES || bytes[0] !== 1) throw new HttpError(400, MALFORMED_SEALED_ERROR);
  try {
    await globalThis.crypto.subtle.importKey('raw', bytes.slice(1, 1 + ENC_BYTES), { name: 'ECDH', namedCurve: 'P-256' }, true, []);
  } catch {
    throw new HttpError(400, MALFORMED_SEALED_ERROR);
  }
}

function limit(context: HandlerContext, bucket: 'deliver' | 'inbox'): Promise<void> {
  return enforceRateLimit({ ...context, ip: addressGroup(context.ip) }, bucket);
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function inboxIdOf(context: HandlerContext): string {
  const parsed = inboxIdSchema.safeParse(context.params.inboxId);
  if (!parsed.success) throw new HttpError(400, 'Malformed inbox id in the path');
  return parsed.data;
}

function returnIdOf(context: HandlerContext): string {
  const parsed = inboxReturnIdSchema.safeParse(context.params.returnId);
  if (!parsed.success) throw new HttpError(400, 'Malformed return id in the path');
  return parsed.data;
}

async function knownInbox(context: HandlerContext): Promise<InboxRow> {
  const inbox = await findInbox(context.backend.db, inboxIdOf(context));
  if (!inbox) throw new HttpError(404, UNKNOWN_INBOX_ERROR);
  return inbox;
}

/**
 * The bearer token must be a well-formed token whose SHA-256 is the stored one: missing, malformed, wrong and another
 * inbox's are all the same 403. Both sides compared are 32-byte digests, so the time taken says nothing.
 */
function requireToken(request: Request, storedHash: string): void {
  const header = request.headers.get('authorization') ?? '';
  const token = /^Bearer (\S+)$/.exec(header.trim())?.[1] ?? '';
  const wellFormed = inboxTokenSchema.safeParse(token).success;
  const matches = timingSafeEqual(Buffer.from(sha256Hex(wellFormed ? token : ''), 'hex'), Buffer.from(storedHash, 'hex'));
  if (!wellFormed || !matches) throw new HttpError(403, TOKEN_ERROR);
}

/** PUT /{inboxId} { sendTokenHash, fetchTokenHash }: 201 made, 200 the same again, 409 the id is another inbox's. */
export const registerInbox: InboxHandler = async (request, context) => {
  await limit(context, 'inbox');
  const inboxId = inboxIdOf(context);
  const body = parseWith(registerInboxBodySchema, await readJsonBody(request, REGISTER_BODY_LIMIT));
  const now = context.backend.now();
  const row: InboxRow = { inboxId, sendTokenHash: body.sendTokenHash, fetchTokenHash: body.fetchTokenHash, createdAt: now };
  if (await insertInbox(context.backend.db, row)) return ok<RegisteredInbox>({ inboxId, createdAt: now.toISOString() }, 201);
  const existing = await findInbox(context.backend.db, inboxId);
  if (existing && existing.sendTokenHash === body.sendTokenHash && existing.fetchTokenHash === body.fetchTokenHash) {
    return ok<RegisteredInbox>({ inboxId, createdAt: existing.createdAt.toISOString() });
  }
  throw new HttpError(409, INBOX_TAKEN_ERROR);
};

/** POST /{inboxId}/returns { returnId, sealed } with the send token. */
export const sendReturn: InboxHandler = async (request, context) => {
  await limit(context, 'deliver');
  const inbox = await knownInbox(context);
  requireToken(request, inbox.sendTokenHash);
  const body = parseWith(sendReturnBodySchema, await readJsonBody(request, SEND_BODY_LIMIT));
  if (body.sealed.length > MAX_SEALED_RETURN_LENGTH) throw new HttpError(413, TOO_LARGE_ERROR);
  const sealed = parseWith(sealedReturnSchema, body.sealed);
  await assertSealedShape(sealed);
  const { db } = context.backend;
  const now = context.backend.now();
  await deleteExpiredReturns(db, now);
  await deleteOldDayCounts(db, now);
  const earlier = await findReturn(db, inbox.inboxId, body.returnId);
  if (earlier) {
    return ok<SentReturn>({ returnId: earlier.returnId, receivedAt: earlier.receivedAt.toISOString(), size: earlier.size });
  }
  // The return first, then its slot: a concurrent send of the same return id waits on the first one's insert and then
  // stores nothing, so it takes no slot; a send refused by the budget rolls its insert back.
  const stored = await db.transaction(async (tx) => {
    if (!(await insertReturn(tx, { inboxId: inbox.inboxId, returnId: body.returnId, sealed, receivedAt: now }))) return false;
    if (!(await takeDaySlot(tx, inbox.inboxId, now, MAX_INBOX_RETURNS_PER_DAY))) {
      throw new HttpError(429, DAILY_LIMIT_ERROR, { 'Retry-After': String(secondsToNextUtcDay(now)) });
    }
    return true;
  });
  if (!stored) {
    // Two sends of one return id at once: the other one stored it (and took its slot).
    const first = await findReturn(db, inbox.inboxId, body.returnId);
    return ok<SentReturn>({ returnId: body.returnId, receivedAt: (first?.receivedAt ?? now).toISOString(), size: sealed.length });
  }
  return ok<SentReturn>({ returnId: body.returnId, receivedAt: now.toISOString(), size: sealed.length }, 201);
};

/** GET /{inboxId}/returns with the fetch token: the sealed returns waiting, oldest first. */
export const fetchReturns: InboxHandler = async (request, context) => {
  await limit(context, 'inbox');
  const inbox = await knownInbox(context);
  requireToken(request, inbox.fetchTokenHash);
  await deleteExpiredReturns(context.backend.db, context.backend.now());
  const waiting = await waitingReturns(context.backend.db, inbox.inboxId);
  return ok<FetchedReturns>({
    returns: waiting.map((row) => ({ returnId: row.returnId, sealed: row.sealed ?? '', receivedAt: row.receivedAt.toISOString(), size: row.size })),
  });
};

/**
 * DELETE /{inboxId}/returns/{returnId} with the fetch token: the return's row is deleted entirely (ciphertext, size,
 * times). 200 again on a repeat and for an id it does not hold: after the deletion the server cannot tell "acknowledged
 * before" from "never here", and the therapist's device needs only to know that nothing of it is held.
 */
export const acknowledgeReturn: InboxHandler = async (request, context) => {
  await limit(context, 'inbox');
  const inbox = await knownInbox(context);
  requireToken(request, inbox.fetchTokenHash);
  const returnId = returnIdOf(context);
  await deleteReturn(context.backend.db, inbox.inboxId, returnId);
  return ok<AcknowledgedReturn>({ returnId, acknowledgedAt: context.backend.now().toISOString() });
};

/**
 * POST /{inboxId}/returns/{returnId}/withdraw with the send token: 200 and the row deleted entirely; 409 when the inbox
 * no longer holds it (the therapist's device received it and acknowledged it, which deleted it, or it expired).
 */
export const withdrawReturn: InboxHandler = async (request, context) => {
  await limit(context, 'deliver');
  const inbox = await knownInbox(context);
  requireToken(request, inbox.sendTokenHash);
  const returnId = returnIdOf(context);
  if (!(await deleteReturn(context.backend.db, inbox.inboxId, returnId))) throw new HttpError(409, ALREADY_OPENED_ERROR);
  return ok<WithdrawnReturn>({ returnId, withdrawnAt: context.backend.now().toISOString() });
};

export { INBOX_RETENTION_DAYS };
