/**
 * Who is asking (docs/e2ee-sync.md section 4). Every request but an account's creation and a device's linking is
 * signed by a device linked to the account in the path:
 *   401 `unsigned`       a header missing or malformed
 *   403 `not-linked`     the account unknown, the device not one of its devices (another account's among them)
 *   401 `bad-signature`  the signature does not verify under the device's key (checked before anything else is said)
 *   401 `stale-time`     the device's clock more than 5 minutes from the server's
 *   403 `not-linked`     the device was unlinked
 *   429 `rate-limited`   the account's requests this minute are spent (Retry-After)
 *   401 `replayed`       the device sent this nonce within the last 10 minutes (kept in feedback.sync_nonces)
 * The two requests signed by a new device carry its key in the body, and are checked by requireNewDeviceSignature.
 */
import { createHash } from 'node:crypto';
import { readSyncHeaders, verifySignedRequest } from '../../../contract/e2ee/signatures.ts';
import { toBase64Url, fromBase64Url } from '../../../contract/share-bytes.ts';
import type { HandlerContext } from '../request-context.ts';
import { SyncError } from './request.ts';
import { findAccount, findDevice, forgetNonces, rememberNonce, type AccountRow, type DeviceRow } from './store.ts';

/** Nonces are kept this long: a request's time may be 5 minutes off either way, so none can come back after it. */
export const NONCE_WINDOW_MS = 10 * 60 * 1000;
const ID = /^[A-Za-z0-9_-]{22}$/;

const NOT_LINKED = 'This device is not linked to this account.';

export interface SignedCaller {
  account: AccountRow;
  device: DeviceRow;
}

function headersOf(request: Request) {
  const values = readSyncHeaders(request.headers);
  if (!values || !ID.test(values.account) || !ID.test(values.device) || !ID.test(values.nonce)) {
    throw new SyncError(401, 'unsigned', 'The request is not signed: the x-bm-* headers are missing or malformed.');
  }
  return values;
}

async function verify(request: Request, context: HandlerContext, body: Uint8Array, signingKey: string): Promise<void> {
  const verdict = await verifySignedRequest(
    { method: request.method, pathAndQuery: context.url.pathname + context.url.search, headers: request.headers, body },
    signingKey,
    context.backend.now().getTime(),
  );
  if (verdict.ok) return;
  if (verdict.code === 'stale-time') throw new SyncError(401, 'stale-time', 'The device\'s clock is more than 5 minutes from the server\'s.');
  if (verdict.code === 'unsigned') throw new SyncError(401, 'unsigned', 'The request is not signed.');
  throw new SyncError(401, 'bad-signature', 'The request\'s signature does not verify.');
}

/** Counts one request against the account's minute (`sync`, 600 by default); over it is a 429 with Retry-After. */
export async function countAccountRequest(context: HandlerContext, accountId: string): Promise<void> {
  const settings = context.backend.rateLimits;
  if (!settings) return;
  const decision = await context.backend.rateLimiter.hit(`sync:${accountId}`, settings.limits.sync, settings.windowMs, context.backend.now());
  if (!decision.allowed) {
    throw new SyncError(429, 'rate-limited', 'This account has sent too many requests this minute.', {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
}

/** Records the nonce (401 `replayed` when seen), forgetting the account's nonces older than the window as it goes. */
export async function spendNonce(context: HandlerContext, accountId: string, deviceId: string, nonce: string): Promise<void> {
  const { db } = context.backend;
  const now = context.backend.now();
  const before = new Date(now.getTime() - NONCE_WINDOW_MS);
  await forgetNonces(db, before, accountId);
  // Now and then every account's old nonces too, so an account that went quiet does not keep its rows.
  if (context.backend.random() < 0.01) await forgetNonces(db, before);
  if (!(await rememberNonce(db, accountId, deviceId, nonce, now))) {
    throw new SyncError(401, 'replayed', 'This request was sent before (its nonce was seen in the last 10 minutes).');
  }
}

/** The linked device that signed this request for the path's account, or the refusal listed at the top. */
export async function requireLinkedDevice(request: Request, context: HandlerContext, accountId: string, body: Uint8Array): Promise<SignedCaller> {
  const headers = headersOf(request);
  if (headers.account !== accountId) throw new SyncError(403, 'not-linked', NOT_LINKED);
  const account = await findAccount(context.backend.db, accountId);
  const device = account ? await findDevice(context.backend.db, accountId, headers.device) : null;
  if (!account || !device) throw new SyncError(403, 'not-linked', NOT_LINKED);
  await verify(request, context, body, device.signingKey);
  if (device.unlinkedAt !== null) throw new SyncError(403, 'not-linked', 'This device was unlinked from this account.');
  await countAccountRequest(context, accountId);
  await spendNonce(context, accountId, device.deviceId, headers.nonce);
  return { account, device };
}

/** `b64u(SHA-256(raw signing public key)[0..16])` (section 2.4). */
export function deviceIdOf(signingKeyB64u: string): string | null {
  const raw = fromBase64Url(signingKeyB64u);
  return raw ? toBase64Url(createHash('sha256').update(raw).digest().subarray(0, 16)) : null;
}

async function isP256Point(keyB64u: string, algorithm: 'ECDSA' | 'ECDH'): Promise<boolean> {
  const raw = fromBase64Url(keyB64u);
  if (!raw || raw.length !== 65) return false;
  try {
    await crypto.subtle.importKey('raw', new Uint8Array(raw), { name: algorithm, namedCurve: 'P-256' }, true, algorithm === 'ECDSA' ? ['verify'] : []);
    return true;
  } catch {
    return false;
  }
}

/**
 * An account's creation and a device's linking: signed by the new device with the key in the body. Its keys must be
 * P-256 points, its id the hash of its signing key, and the headers must name it and the account. Returns the nonce,
 * which the caller spends once the account exists (the nonces table names its account).
 */
export async function requireNewDeviceSignature(
  request: Request,
  context: HandlerContext,
  claimed: { accountId: string; deviceId: string; signingKey: string; boxKey: string },
  body: Uint8Array,
): Promise<string> {
  const headers = headersOf(request);
  if (!(await isP256Point(claimed.signingKey, 'ECDSA')) || !(await isP256Point(claimed.boxKey, 'ECDH'))) {
    throw new SyncError(400, 'bad-key', 'The device\'s keys must be P-256 public keys.');
  }
  if (deviceIdOf(claimed.signingKey) !== claimed.deviceId) {
    throw new SyncError(400, 'bad-device-id', 'The device id must be the first 16 bytes of the SHA-256 of its signing key.');
  }
  if (headers.account !== claimed.accountId || headers.device !== claimed.deviceId) {
    throw new SyncError(401, 'bad-signature', 'The request must be signed by the device in its body, for the account it names.');
  }
  await verify(request, context, body, claimed.signingKey);
  return headers.nonce;
}
