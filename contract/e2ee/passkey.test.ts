import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../share-bytes.ts';
import { generateAccountKeyBytes } from './keys.ts';
import { openKeyringEnvelope, passkeyRecipient, sealKeyringForPasskey, type EnvelopeOpener, type KeyringEntry } from './keyring.ts';
import { accountIdFromUserHandle, derivePasskeyAuth, passkeyAuthHash, passkeyProofSchema, passkeyPutRequestSchema, userHandleOfAccount } from './passkey.ts';
import { linkDeviceRequestSchema } from './sync-schemas.ts';

const ACCOUNT = 'w5cf5uyKEbPKG0KAGhTvaA';
const keys: KeyringEntry[] = [1, 2].map((generation) => ({ generation, key: generateAccountKeyBytes() }));
const credentialId = Uint8Array.from({ length: 16 }, (_, index) => index + 1);
const prfOutput = new Uint8Array(32).fill(7);
const opener: EnvelopeOpener = { kind: 'passkey', credentialId, prfOutput };
const envelope = await sealKeyringForPasskey({ accountId: ACCOUNT, keys, credentialId, prfOutput });
const open = (overrides: Partial<Parameters<typeof openKeyringEnvelope>[0]>) =>
  openKeyringEnvelope({ accountId: ACCOUNT, generation: 2, envelope, opener, ...overrides });

describe('the passkey envelope', () => {
  it('opens with the PRF output it was sealed under, to every generation', async () => {
    const opened = await open({});
    expect(opened.ok && opened.keys.map((entry) => toBase64Url(entry.key))).toEqual(keys.map((entry) => toBase64Url(entry.key)));
  });

  it('refuses, by name and without throwing, the PRF output of another salt, a truncated one and an empty one', async () => {
    // Another PRF input gives the authenticator's HMAC over other bytes: to us, simply another 32-byte output.
    const otherSalt = { ...opener, prfOutput: new Uint8Array(32).fill(8) };
    expect(await open({ opener: otherSalt })).toEqual({ ok: false, problem: 'cannot-open' });
    expect(await open({ opener: { ...opener, prfOutput: prfOutput.subarray(0, 31) } })).toEqual({ ok: false, problem: 'cannot-open' });
    expect(await open({ opener: { ...opener, prfOutput: new Uint8Array(0) } })).toEqual({ ok: false, problem: 'cannot-open' });
  });

  it('refuses another credential, whether the envelope names it or not', async () => {
    const otherCredential = Uint8Array.of(9, 9, 9);
    expect(await open({ opener: { ...opener, credentialId: otherCredential } })).toEqual({ ok: false, problem: 'wrong-recipient' });
    // The envelope relabelled for the other credential: the recipient is in the aad, so the tag fails.
    const relabelled = { ...envelope, recipient: passkeyRecipient(otherCredential) };
    expect(await open({ envelope: relabelled, opener: { ...opener, credentialId: otherCredential } })).toEqual({ ok: false, problem: 'cannot-open' });
  });

  it('refuses truncated envelopes, another account and another generation', async () => {
    const bytes = fromBase64Url(envelope.sealed) ?? new Uint8Array();
    for (const length of [0, 1, 12, 28, bytes.length - 1]) {
      const result = await open({ envelope: { ...envelope, sealed: toBase64Url(bytes.subarray(0, length)) } });
      expect(result.ok).toBe(false);
    }
    expect(await open({ envelope: { ...envelope, sealed: 'not base64url!' } })).toEqual({ ok: false, problem: 'damaged' });
    expect(await open({ accountId: 'AAAAAAAAAAAAAAAAAAAAAA' })).toEqual({ ok: false, problem: 'cannot-open' });
    expect(await open({ generation: 1 })).toEqual({ ok: false, problem: 'cannot-open' });
  });

  it('will not seal under a PRF output that is not 32 bytes', async () => {
    await expect(sealKeyringForPasskey({ accountId: ACCOUNT, keys, credentialId, prfOutput: prfOutput.subarray(1) })).rejects.toThrow(RangeError);
  });
});

describe('the passkey auth and user handle', () => {
  it('derives an auth apart from the wrap key, and its hash, only from a 32-byte output', async () => {
    const auth = await derivePasskeyAuth(prfOutput);
    expect(auth).toHaveLength(32);
    expect(toBase64Url(auth)).not.toBe(toBase64Url(await derivePasskeyAuth(new Uint8Array(32).fill(8))));
    expect(await passkeyAuthHash(auth)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(derivePasskeyAuth(new Uint8Array(16))).rejects.toThrow(RangeError);
  });

  it('carries the account id in the user handle, and reads no other handle as one', () => {
    expect(accountIdFromUserHandle(userHandleOfAccount(ACCOUNT))).toBe(ACCOUNT);
    expect(accountIdFromUserHandle(null)).toBeNull();
    expect(accountIdFromUserHandle(new Uint8Array(32))).toBeNull();
    expect(() => userHandleOfAccount('short')).toThrow(RangeError);
  });

  it('accepts a passkey link proof and a passkey envelope, and refuses an envelope of another kind', () => {
    const auth = toBase64Url(new Uint8Array(32));
    const proof = { passkey: { credentialId: toBase64Url(credentialId), auth } };
    expect(passkeyProofSchema.safeParse(proof).success).toBe(true);
    const device = { deviceId: ACCOUNT, signingKey: toBase64Url(new Uint8Array(65)), boxKey: toBase64Url(new Uint8Array(65)), name: toBase64Url(new Uint8Array(29)), nameGeneration: 1 };
    expect(linkDeviceRequestSchema.safeParse({ device, proof }).success).toBe(true);
    const body = { credentialId: toBase64Url(credentialId), generation: 2, sealed: envelope.sealed, authHash: auth };
    expect(passkeyPutRequestSchema.safeParse(body).success).toBe(true);
    const recoveryTagged = toBase64Url(Uint8Array.of(0x02, ...(fromBase64Url(envelope.sealed) ?? new Uint8Array()).subarray(1)));
    expect(passkeyPutRequestSchema.safeParse({ ...body, sealed: recoveryTagged }).success).toBe(false);
    expect(passkeyPutRequestSchema.safeParse({ ...body, authHash: 'short' }).success).toBe(false);
  });
});
