/**
 * Device signatures (docs/e2ee-sync.md, sections 3.2 and 4): ECDSA P-256 with SHA-256, signatures in IEEE P1363 form
 * (r ‖ s, 64 bytes, WebCrypto's), public keys as raw uncompressed points (65 bytes), both b64u.
 *
 * - A change: signed over utf8("change|" ‖ accountId ‖ "|" ‖ changeId ‖ "|") ‖ payload bytes.
 * - A request: signed over the canonical text below, carried in the five x-bm-* headers.
 * The client signs with its non-extractable private key; the server and the other devices verify with the public key
 * from the device list. Verifying never throws: a damaged key or signature simply does not verify. Replayed nonces are
 * the server store's to refuse (it remembers them for 10 minutes).
 */
import { concatBytes, fromBase64Url, toBase64Url } from '../share-bytes.ts';
import { RAW_P256_PUBLIC_KEY_BYTES } from './keys.ts';
import { platformRandomBytes, sha256, utf8, type RandomBytes } from './primitives.ts';

export const SYNC_HEADERS = {
  account: 'x-bm-account',
  device: 'x-bm-device',
  time: 'x-bm-time',
  nonce: 'x-bm-nonce',
  signature: 'x-bm-signature',
} as const;

/** A request's time may be this far from the server's, either way. */
export const MAX_REQUEST_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** How long the server remembers a device's nonces: twice the skew, so no accepted time outlives its nonce's memory. */
export const NONCE_MEMORY_MS = 10 * 60 * 1000;
export const SIGNATURE_BYTES = 64;
export const NONCE_BYTES = 16;

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;
const B64U_ID = /^[A-Za-z0-9_-]{22}$/;
const B64U_SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
const DECIMAL_TIME = /^(0|[1-9]\d{0,15})$/;

/** A raw P-256 public key (b64u) ready to verify with, or null for anything that is not a point on the curve. */
export async function importSigningPublicKey(publicKeyB64u: string): Promise<CryptoKey | null> {
  const raw = typeof publicKeyB64u === 'string' ? fromBase64Url(publicKeyB64u) : null;
  if (raw === null || raw.length !== RAW_P256_PUBLIC_KEY_BYTES || raw[0] !== 0x04) return null;
  try {
    return await globalThis.crypto.subtle.importKey('raw', new Uint8Array(raw), ECDSA, false, ['verify']);
  } catch {
    return null;
  }
}

/** A device signature over any protocol text (a snapshot's commit among them, contract/e2ee/snapshot.ts). */
export async function signBytes(signingKey: CryptoKey, bytes: Uint8Array): Promise<string> {
  return toBase64Url(new Uint8Array(await globalThis.crypto.subtle.sign(ECDSA_SHA256, signingKey, new Uint8Array(bytes))));
}

/**
 * Imported verifying keys by their b64u text: a push of 500 changes from one device verifies 500 signatures under one
 * key, and importing it each time was a third of the server's time per change. Public keys only, so sharing the cache
 * between accounts reveals nothing; bounded, oldest out first.
 */
const importedKeys = new Map<string, Promise<CryptoKey | null>>();
const MAX_IMPORTED_KEYS = 1024;

function cachedSigningPublicKey(publicKeyB64u: string): Promise<CryptoKey | null> {
  const known = importedKeys.get(publicKeyB64u);
  if (known !== undefined) return known;
  const imported = importSigningPublicKey(publicKeyB64u);
  importedKeys.set(publicKeyB64u, imported);
  if (importedKeys.size > MAX_IMPORTED_KEYS) importedKeys.delete(importedKeys.keys().next().value ?? '');
  return imported;
}

export async function verifyBytes(publicKeyB64u: string, signatureB64u: string, bytes: Uint8Array): Promise<boolean> {
  if (typeof signatureB64u !== 'string' || !B64U_SIGNATURE.test(signatureB64u)) return false;
  const signature = fromBase64Url(signatureB64u);
  const publicKey = typeof publicKeyB64u === 'string' ? await cachedSigningPublicKey(publicKeyB64u) : null;
  if (signature === null || signature.length !== SIGNATURE_BYTES || publicKey === null) return false;
  try {
    return await globalThis.crypto.subtle.verify(ECDSA_SHA256, publicKey, new Uint8Array(signature), new Uint8Array(bytes));
  } catch {
    return false;
  }
}

/** What a change's signature covers. */
export function changeSignedBytes(accountId: string, changeId: string, payload: Uint8Array): Uint8Array {
  return concatBytes(utf8(`change|${accountId}|${changeId}|`), payload);
}

export async function signChange(accountId: string, changeId: string, payload: Uint8Array, signingKey: CryptoKey): Promise<string> {
  return signBytes(signingKey, changeSignedBytes(accountId, changeId, payload));
}

export async function verifyChangeSignature(
  accountId: string,
  changeId: string,
  payloadBytes: Uint8Array,
  signatureB64u: string,
  signingPublicKeyB64u: string,
): Promise<boolean> {
  if (!(payloadBytes instanceof Uint8Array)) return false;
  return verifyBytes(signingPublicKeyB64u, signatureB64u, changeSignedBytes(accountId, changeId, payloadBytes));
}

export interface RequestIdentity {
  method: string;
  pathAndQuery: string;
  account: string;
  device: string;
  time: string;
  nonce: string;
}

/**
 * utf8("bm-sync-request v1\n" ‖ METHOD ‖ "\n" ‖ path and query ‖ "\n" ‖ account ‖ "\n" ‖ device ‖ "\n" ‖ time ‖ "\n" ‖
 * nonce ‖ "\n" ‖ b64u(SHA-256(body))). The method is upper-cased, so "post" and "POST" sign alike.
 */
export async function requestCanonicalBytes(request: RequestIdentity, body: Uint8Array): Promise<Uint8Array> {
  const bodyHash = toBase64Url(await sha256(body));
  const lines = ['bm-sync-request v1', request.method.toUpperCase(), request.pathAndQuery, request.account, request.device, request.time, request.nonce, bodyHash];
  return utf8(lines.join('\n'));
}

/** The five headers of a request signed by this device; `nonce` is drawn fresh unless a test fixes it. */
export async function signRequest(
  method: string,
  pathAndQuery: string,
  account: string,
  device: string,
  body: Uint8Array,
  signingKey: CryptoKey,
  now: number,
  nonce?: string,
  random: RandomBytes = platformRandomBytes,
): Promise<Record<(typeof SYNC_HEADERS)[keyof typeof SYNC_HEADERS], string>> {
  const identity: RequestIdentity = {
    method,
    pathAndQuery,
    account,
    device,
    time: String(Math.trunc(now)),
    nonce: nonce ?? toBase64Url(random(NONCE_BYTES)),
  };
  const signature = await signBytes(signingKey, await requestCanonicalBytes(identity, body));
  return {
    [SYNC_HEADERS.account]: identity.account,
    [SYNC_HEADERS.device]: identity.device,
    [SYNC_HEADERS.time]: identity.time,
    [SYNC_HEADERS.nonce]: identity.nonce,
    [SYNC_HEADERS.signature]: signature,
  };
}

export interface SyncHeaderValues {
  account: string;
  device: string;
  time: string;
  nonce: string;
  signature: string;
}

/** The five headers, each present and well-formed (ids and nonce 22 characters, decimal time, 86-character signature). */
export function readSyncHeaders(headers: Headers): SyncHeaderValues | null {
  const account = headers.get(SYNC_HEADERS.account);
  const device = headers.get(SYNC_HEADERS.device);
  const time = headers.get(SYNC_HEADERS.time);
  const nonce = headers.get(SYNC_HEADERS.nonce);
  const signature = headers.get(SYNC_HEADERS.signature);
  if (account === null || device === null || time === null || nonce === null || signature === null) return null;
  if (!B64U_ID.test(account) || !B64U_ID.test(device) || !B64U_ID.test(nonce)) return null;
  if (!DECIMAL_TIME.test(time) || !B64U_SIGNATURE.test(signature)) return null;
  return { account, device, time, nonce, signature };
}

export type VerifiedRequest = { ok: true } | { ok: false; code: 'unsigned' | 'bad-signature' | 'stale-time' };

/**
 * The server's check of a signed request against the device's signing key (from its store, found by the
 * x-bm-device header). Whether that device is linked to x-bm-account, and whether the nonce was seen, are the
 * store's questions. Never throws.
 */
export async function verifySignedRequest(
  request: { method: string; pathAndQuery: string; headers: Headers; body: Uint8Array },
  signingPublicKeyB64u: string,
  nowMs: number,
): Promise<VerifiedRequest> {
  const values = readSyncHeaders(request.headers);
  if (values === null) return { ok: false, code: 'unsigned' };
  if (Math.abs(Number(values.time) - nowMs) > MAX_REQUEST_CLOCK_SKEW_MS) return { ok: false, code: 'stale-time' };
  let canonical: Uint8Array;
  try {
    canonical = await requestCanonicalBytes({ ...values, method: request.method, pathAndQuery: request.pathAndQuery }, request.body);
  } catch {
    // A body that is not bytes cannot have been what the device signed.
    return { ok: false, code: 'bad-signature' };
  }
  const verified = await verifyBytes(signingPublicKeyB64u, values.signature, canonical);
  return verified ? { ok: true } : { ok: false, code: 'bad-signature' };
}
