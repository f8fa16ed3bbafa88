/**
 * LOCAL STAND-IN (the server's branch only): the signed requests of docs/e2ee-sync.md section 4 and the change
 * signatures of section 3.2, with the names and signatures the contract's own module exports. The contract's module
 * replaces this file when the branches meet; the server codes against these names only.
 */
import { fromBase64Url, toBase64Url } from '../share-bytes.ts';

export const SYNC_HEADERS = {
  account: 'x-bm-account',
  device: 'x-bm-device',
  time: 'x-bm-time',
  nonce: 'x-bm-nonce',
  signature: 'x-bm-signature',
} as const;

/** How far a request's clock may be from the server's (section 4). */
export const REQUEST_TIME_SKEW_MS = 5 * 60 * 1000;

export interface SyncHeaderValues {
  account: string;
  device: string;
  time: string;
  nonce: string;
  signature: string;
}

export interface CanonicalRequest {
  method: string;
  pathAndQuery: string;
  account: string;
  device: string;
  time: string;
  nonce: string;
  body: Uint8Array;
}

const encoder = new TextEncoder();
const ECDSA = { name: 'ECDSA', hash: 'SHA-256' } as const;

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
}

/** The five headers, each present and non-empty, or null. Their shapes are checked by the signature and the server. */
export function readSyncHeaders(headers: Headers): SyncHeaderValues | null {
  const account = headers.get(SYNC_HEADERS.account);
  const device = headers.get(SYNC_HEADERS.device);
  const time = headers.get(SYNC_HEADERS.time);
  const nonce = headers.get(SYNC_HEADERS.nonce);
  const signature = headers.get(SYNC_HEADERS.signature);
  if (!account || !device || !time || !nonce || !signature) return null;
  return { account, device, time, nonce, signature };
}

/** `bm-sync-request v1\n METHOD\n path\n account\n device\n time\n nonce\n b64u(SHA-256(body))`, as UTF-8. */
export async function requestCanonicalBytes(request: CanonicalRequest): Promise<Uint8Array> {
  const bodyHash = toBase64Url(await sha256(request.body));
  return encoder.encode(
    ['bm-sync-request v1', request.method.toUpperCase(), request.pathAndQuery, request.account, request.device, request.time, request.nonce, bodyHash].join('\n'),
  );
}

async function importVerifyKey(publicKeyB64u: string): Promise<CryptoKey | null> {
  const raw = fromBase64Url(publicKeyB64u);
  if (!raw || raw.length !== 65) return null;
  try {
    return await crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  } catch {
    return null;
  }
}

async function verifyBytes(publicKeyB64u: string, signatureB64u: string, data: Uint8Array): Promise<boolean> {
  const key = await importVerifyKey(publicKeyB64u);
  const signature = fromBase64Url(signatureB64u);
  if (!key || !signature || signature.length !== 64) return false;
  return crypto.subtle.verify(ECDSA, key, new Uint8Array(signature), new Uint8Array(data));
}

/** The five headers of a request signed by `signingKey` (an ECDSA P-256 private key). */
export async function signRequest(
  request: { method: string; pathAndQuery: string; body: Uint8Array },
  identity: { accountId: string; deviceId: string; signingKey: CryptoKey },
  nowMs: number,
  nonce: string = toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
): Promise<Record<string, string>> {
  const time = String(Math.floor(nowMs));
  const canonical = await requestCanonicalBytes({ ...request, account: identity.accountId, device: identity.deviceId, time, nonce });
  const signature = new Uint8Array(await crypto.subtle.sign(ECDSA, identity.signingKey, new Uint8Array(canonical)));
  return {
    [SYNC_HEADERS.account]: identity.accountId,
    [SYNC_HEADERS.device]: identity.deviceId,
    [SYNC_HEADERS.time]: time,
    [SYNC_HEADERS.nonce]: nonce,
    [SYNC_HEADERS.signature]: toBase64Url(signature),
  };
}

/** Headers present, time within REQUEST_TIME_SKEW_MS of `nowMs`, and the signature verifying under the key. */
export async function verifySignedRequest(
  request: { method: string; pathAndQuery: string; headers: Headers; body: Uint8Array },
  signingPublicKeyB64u: string,
  nowMs: number,
): Promise<{ ok: true } | { ok: false; code: 'unsigned' | 'bad-signature' | 'stale-time' }> {
  const values = readSyncHeaders(request.headers);
  if (!values) return { ok: false, code: 'unsigned' };
  if (!/^\d{1,16}$/.test(values.time) || Math.abs(Number(values.time) - nowMs) > REQUEST_TIME_SKEW_MS) {
    return { ok: false, code: 'stale-time' };
  }
  const canonical = await requestCanonicalBytes({ ...values, method: request.method, pathAndQuery: request.pathAndQuery, body: request.body });
  return (await verifyBytes(signingPublicKeyB64u, values.signature, canonical)) ? { ok: true } : { ok: false, code: 'bad-signature' };
}

function changeSignedBytes(accountId: string, changeId: string, payloadBytes: Uint8Array): Uint8Array {
  const prefix = encoder.encode(`change|${accountId}|${changeId}|`);
  const bytes = new Uint8Array(prefix.length + payloadBytes.length);
  bytes.set(prefix, 0);
  bytes.set(payloadBytes, prefix.length);
  return bytes;
}

/** `b64u(ECDSA(signing key, utf8("change|" ‖ accountId ‖ "|" ‖ changeId ‖ "|") ‖ payload))` (section 3.2). */
export async function signChange(accountId: string, changeId: string, payloadBytes: Uint8Array, signingKey: CryptoKey): Promise<string> {
  const signature = await crypto.subtle.sign(ECDSA, signingKey, new Uint8Array(changeSignedBytes(accountId, changeId, payloadBytes)));
  return toBase64Url(new Uint8Array(signature));
}

export function verifyChangeSignature(
  accountId: string,
  changeId: string,
  payloadBytes: Uint8Array,
  signatureB64u: string,
  signingPublicKeyB64u: string,
): Promise<boolean> {
  return verifyBytes(signingPublicKeyB64u, signatureB64u, changeSignedBytes(accountId, changeId, payloadBytes));
}
