import { describe, expect, it } from 'vitest';
import { toBase64Url } from '../share-bytes.ts';
import { generateDeviceKeys } from './keys.ts';
import { utf8 } from './primitives.ts';
import {
  MAX_REQUEST_CLOCK_SKEW_MS,
  SYNC_HEADERS,
  readSyncHeaders,
  requestCanonicalBytes,
  signChange,
  signRequest,
  verifyChangeSignature,
  verifySignedRequest,
} from './signatures.ts';

const ACCOUNT = 'AAAAAAAAAAAAAAAAAAAAAA';
const CHANGE = 'CCCCCCCCCCCCCCCCCCCCCA';
const NOW = 1_760_000_000_000;
const device = await generateDeviceKeys();
const other = await generateDeviceKeys();
const PATH = `/.netlify/functions/sync/accounts/${ACCOUNT}/changes?after=5&limit=100`;
const BODY = utf8('{"changes":[]}');

async function signedRequest(overrides: { method?: string; path?: string; body?: Uint8Array; time?: number } = {}) {
  const headers = await signRequest('POST', PATH, ACCOUNT, device.deviceId, BODY, device.signing.privateKey, overrides.time ?? NOW);
  return { method: overrides.method ?? 'POST', pathAndQuery: overrides.path ?? PATH, headers: new Headers(headers), body: overrides.body ?? BODY };
}

describe('change signatures', () => {
  it("verify against the author's key, and not for another change, account, payload or key", async () => {
    const payload = Uint8Array.of(1, 2, 3, 4);
    const signature = await signChange(ACCOUNT, CHANGE, payload, device.signing.privateKey);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(await verifyChangeSignature(ACCOUNT, CHANGE, payload, signature, device.signingPublicKey)).toBe(true);
    expect(await verifyChangeSignature(ACCOUNT, 'EEEEEEEEEEEEEEEEEEEEEA', payload, signature, device.signingPublicKey)).toBe(false);
    expect(await verifyChangeSignature('BBBBBBBBBBBBBBBBBBBBBA', CHANGE, payload, signature, device.signingPublicKey)).toBe(false);
    expect(await verifyChangeSignature(ACCOUNT, CHANGE, Uint8Array.of(1, 2, 3, 5), signature, device.signingPublicKey)).toBe(false);
    expect(await verifyChangeSignature(ACCOUNT, CHANGE, payload, signature, other.signingPublicKey)).toBe(false);
  });

  it('is false, never a throw, for garbage keys and signatures', async () => {
    const payload = Uint8Array.of(1);
    const signature = await signChange(ACCOUNT, CHANGE, payload, device.signing.privateKey);
    const offCurve = toBase64Url(Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : 1)));
    for (const key of ['', 'garbage!', offCurve, device.signingPublicKey.slice(1), 'A'.repeat(10_000), device.boxPublicKey.replace(/^./, 'A')]) {
      expect(await verifyChangeSignature(ACCOUNT, CHANGE, payload, signature, key)).toBe(false);
    }
    for (const bad of ['', 'x'.repeat(86), signature.slice(1), `${signature}A`, 'A'.repeat(86)]) {
      expect(await verifyChangeSignature(ACCOUNT, CHANGE, payload, bad, device.signingPublicKey)).toBe(false);
    }
    expect(await verifyChangeSignature(ACCOUNT, CHANGE, 'bytes' as unknown as Uint8Array, signature, device.signingPublicKey)).toBe(false);
  });
});

describe('signed requests', () => {
  it('carry the five headers and verify', async () => {
    const request = await signedRequest();
    expect(readSyncHeaders(request.headers)).toMatchObject({ account: ACCOUNT, device: device.deviceId, time: String(NOW) });
    expect(Object.keys(Object.fromEntries(request.headers)).sort()).toEqual(Object.values(SYNC_HEADERS).sort());
    expect(await verifySignedRequest(request, device.signingPublicKey, NOW + 1000)).toEqual({ ok: true });
  });

  it('fail when the method, the path, the query or the body differ, or another key verifies', async () => {
    const badSignature = { ok: false, code: 'bad-signature' };
    expect(await verifySignedRequest(await signedRequest({ method: 'PUT' }), device.signingPublicKey, NOW)).toEqual(badSignature);
    expect(await verifySignedRequest(await signedRequest({ path: PATH.replace('after=5', 'after=0') }), device.signingPublicKey, NOW)).toEqual(badSignature);
    expect(await verifySignedRequest(await signedRequest({ body: utf8('{"changes":[1]}') }), device.signingPublicKey, NOW)).toEqual(badSignature);
    expect(await verifySignedRequest(await signedRequest(), other.signingPublicKey, NOW)).toEqual(badSignature);
    expect(await verifySignedRequest(await signedRequest(), 'garbage', NOW)).toEqual(badSignature);
    const swappedAccount = await signedRequest();
    swappedAccount.headers.set(SYNC_HEADERS.account, 'BBBBBBBBBBBBBBBBBBBBBA');
    expect(await verifySignedRequest(swappedAccount, device.signingPublicKey, NOW)).toEqual(badSignature);
    const otherNonce = await signedRequest();
    otherNonce.headers.set(SYNC_HEADERS.nonce, 'NNNNNNNNNNNNNNNNNNNNNA');
    expect(await verifySignedRequest(otherNonce, device.signingPublicKey, NOW)).toEqual(badSignature);
  });

  it('are stale more than 5 minutes either side of the server clock', async () => {
    const request = await signedRequest();
    expect(await verifySignedRequest(request, device.signingPublicKey, NOW + MAX_REQUEST_CLOCK_SKEW_MS)).toEqual({ ok: true });
    expect(await verifySignedRequest(request, device.signingPublicKey, NOW + MAX_REQUEST_CLOCK_SKEW_MS + 1)).toEqual({ ok: false, code: 'stale-time' });
    expect(await verifySignedRequest(request, device.signingPublicKey, NOW - MAX_REQUEST_CLOCK_SKEW_MS - 1)).toEqual({ ok: false, code: 'stale-time' });
  });

  it('are unsigned with a header missing or malformed', async () => {
    for (const name of Object.values(SYNC_HEADERS)) {
      const request = await signedRequest();
      request.headers.delete(name);
      expect(await verifySignedRequest(request, device.signingPublicKey, NOW)).toEqual({ ok: false, code: 'unsigned' });
    }
    for (const [name, value] of [
      [SYNC_HEADERS.time, '1e12'],
      [SYNC_HEADERS.time, '-5'],
      [SYNC_HEADERS.device, 'short'],
      [SYNC_HEADERS.nonce, 'a nonce with spaces!!!'],
      [SYNC_HEADERS.signature, 'A'.repeat(87)],
    ] as const) {
      const request = await signedRequest();
      request.headers.set(name, value);
      expect(await verifySignedRequest(request, device.signingPublicKey, NOW)).toEqual({ ok: false, code: 'unsigned' });
    }
  });

  it('sign the canonical text the specification writes, line by line', async () => {
    const canonical = await requestCanonicalBytes(
      { method: 'get', pathAndQuery: '/p?q=1', account: ACCOUNT, device: device.deviceId, time: '5', nonce: 'NNNNNNNNNNNNNNNNNNNNNA' },
      new Uint8Array(),
    );
    // SHA-256 of the empty string, b64u.
    const emptyHash = '47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU';
    expect(new TextDecoder().decode(canonical)).toBe(`bm-sync-request v1\nGET\n/p?q=1\n${ACCOUNT}\n${device.deviceId}\n5\nNNNNNNNNNNNNNNNNNNNNNA\n${emptyHash}`);
  });
});
