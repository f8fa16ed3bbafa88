/**
 * The short-code service's three handlers (routes in functions/share-codes.ts). Codes and bodies are checked with the
 * contract's own functions and schemas (contract/share-code.ts, contract/share-code-schemas.ts) before the database
 * is asked anything; every attempt counts against the caller's rate limit first, malformed and unknown codes included.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { generateShareCode, normalizeShareCode } from '../../../contract/share-code.ts';
import {
  createShareCodeBodySchema,
  MAX_SHARE_PAYLOAD_LENGTH,
  revokeShareCodeBodySchema,
  type CreatedShareCode,
  type GoneReason,
  type OpenedShareCode,
  type RevokedShareCode,
} from '../../../contract/share-code-schemas.ts';
import { HttpError, jsonResponse, ok, readJsonBody } from '../http.ts';
import { enforceRateLimit, parseWith, type HandlerContext } from '../request-context.ts';
import { addressGroup } from '../address-group.ts';
import { KEY_TRANSFER_LIFETIME_MS, isSealedKeyBundlePayload } from '../../../contract/inbox-key-transfer.ts';
import { consumeShareCode, countLiveCodes, deleteLongExpiredCodes, dropExpiredPayload, findShareCode, insertShareCode, revokeShareCode } from './store.ts';

/** A payload of the largest size in its JSON body, with room for the other field and white space. */
export const CREATE_BODY_LIMIT = MAX_SHARE_PAYLOAD_LENGTH + 1024;
export const REVOKE_BODY_LIMIT = 1024;
/** 40 random bits make a collision rare; five in a row would mean the generator is broken, not bad luck. */
export const MAX_CODE_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The most live codes (payload still held) the service keeps at once, whoever made them: the per-address limit
 * slows one caller, this bounds what all callers together can make the database hold (at most 16,000 characters a
 * payload, so about 320 MB). Far above what therapists' shares need; reaching it is a flood, answered with a 503.
 */
export const MAX_LIVE_SHARE_CODES = 20_000;
export const SHARE_CODES_FULL_ERROR = 'Share codes cannot be made just now. Please share the link or QR code instead, or try again later.';

export interface ShareCodeContext extends HandlerContext {
  /** Random bytes for codes and revoke keys (node:crypto's; tests pass their own to force a collision). */
  randomBytes(count: number): Uint8Array;
}

export type ShareCodeHandler = (request: Request, context: ShareCodeContext) => Promise<Response>;

export const MALFORMED_CODE_ERROR =
  'This is not a share code: a code has 8 letters or digits and a check symbol (shown XXXX-XXXX-X). Check it for a typo.';
export const UNKNOWN_CODE_ERROR = 'No share with this code was found.';
export const GONE_ERRORS: Record<GoneReason, string> = {
  expired: 'This share code has expired. Ask the person who shared it for a new one.',
  revoked: 'This share code was withdrawn by the person who shared it.',
};
export const WRONG_REVOKE_KEY_ERROR = 'This revoke key does not belong to this code.';

/** Counts the request against the bucket for the caller's address (an IPv6 caller's whole /64). */
function limit(context: ShareCodeContext, bucket: 'share' | 'open'): Promise<void> {
  return enforceRateLimit({ ...context, ip: addressGroup(context.ip) }, bucket);
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function codeFromPath(context: ShareCodeContext): string {
  const code = normalizeShareCode(context.params.code ?? '');
  if (code === null) throw new HttpError(400, MALFORMED_CODE_ERROR);
  return code;
}

/** POST / : stores the payload under a new code and answers the code, its expiry and the revoke key (this once). */
export const createCode: ShareCodeHandler = async (request, context) => {
  await limit(context, 'share');
  const body = parseWith(createShareCodeBodySchema, await readJsonBody(request, CREATE_BODY_LIMIT));
  const { db } = context.backend;
  const now = context.backend.now();
  // Inbox keys moving to a therapist's other device are parked 10 minutes at most, whatever was asked.
  const lifetimeMs = isSealedKeyBundlePayload(body.payload) ? KEY_TRANSFER_LIFETIME_MS : body.expiresInDays * DAY_MS;
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await deleteLongExpiredCodes(db, now);
  if ((await countLiveCodes(db, now)) >= MAX_LIVE_SHARE_CODES) {
    console.error(`Share codes: the cap of ${MAX_LIVE_SHARE_CODES} live codes is reached (code share-codes-full)`);
    throw new HttpError(503, SHARE_CODES_FULL_ERROR, { 'Retry-After': '3600' });
  }
  const revokeToken = Buffer.from(context.randomBytes(32)).toString('base64url');
  const revokeKeyHash = sha256Hex(revokeToken);
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const code = generateShareCode((count) => context.randomBytes(count));
    if (await insertShareCode(db, { code, payload: body.payload, revokeKeyHash, createdAt: now, expiresAt })) {
      return ok<CreatedShareCode>({ code, expiresAt: expiresAt.toISOString(), revokeToken }, 201);
    }
  }
  console.error(`Share codes: ${MAX_CODE_ATTEMPTS} codes in a row were taken; is the random generator broken?`);
  throw new HttpError(503, 'No share code could be made just now. Please try again shortly.', { 'Retry-After': '5' });
};

/**
 * GET /{code}: 200 with the payload, 404 unknown, 410 expired or revoked (with `reason`), 400 malformed. A sealed key
 * bundle is answered once: the first answer deletes it, and later ones are 410 'revoked' (used).
 */
export const openCode: ShareCodeHandler = async (_request, context) => {
  await limit(context, 'open');
  const code = codeFromPath(context);
  const { db } = context.backend;
  const row = await findShareCode(db, code);
  if (!row) throw new HttpError(404, UNKNOWN_CODE_ERROR);
  const gone = (reason: GoneReason) => jsonResponse(410, { success: false, error: GONE_ERRORS[reason], reason });
  if (row.revokedAt) return gone('revoked');
  if (row.expiresAt.getTime() <= context.backend.now().getTime() || row.payload === null) {
    // Lazy clean-up: the payload of an expired code is never answered again, so it is not kept either.
    await dropExpiredPayload(db, code);
    return gone('expired');
  }
  if (isSealedKeyBundlePayload(row.payload)) {
    // One time only: the payload is taken and the code marked used in one statement, so of two fetches at once
    // exactly one gets it; the second (and any later one) is told it is gone.
    const taken = await consumeShareCode(db, code, context.backend.now());
    if (taken === null) return gone('revoked');
    return ok<OpenedShareCode>({ code, payload: taken, expiresAt: row.expiresAt.toISOString() });
  }
  return ok<OpenedShareCode>({ code, payload: row.payload, expiresAt: row.expiresAt.toISOString() });
};

/** POST /{code}/revoke { revokeToken }: 200 (again on a repeat), 403 wrong key, 404 unknown, 400 malformed. */
export const revokeCode: ShareCodeHandler = async (request, context) => {
  await limit(context, 'share');
  const code = codeFromPath(context);
  const { revokeToken } = parseWith(revokeShareCodeBodySchema, await readJsonBody(request, REVOKE_BODY_LIMIT));
  const { db } = context.backend;
  const row = await findShareCode(db, code);
  if (!row) throw new HttpError(404, UNKNOWN_CODE_ERROR);
  // Both sides are 32-byte digests, so the comparison takes the same time whatever the key.
  const matches = timingSafeEqual(Buffer.from(sha256Hex(revokeToken), 'hex'), Buffer.from(row.revokeKeyHash, 'hex'));
  if (!matches) throw new HttpError(403, WRONG_REVOKE_KEY_ERROR);
  const revokedAt = await revokeShareCode(db, code, context.backend.now());
  return ok<RevokedShareCode>({ code, revokedAt: revokedAt.toISOString() });
};
