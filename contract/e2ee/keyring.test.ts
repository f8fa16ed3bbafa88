import { describe, expect, it } from 'vitest';
import { concatBytes, fromBase64Url, toBase64Url } from '../share-bytes.ts';
import { generateAccountKeyBytes, generateDeviceKeys, type DeviceKeys } from './keys.ts';
import {
  keyringAad,
  openKeyringEnvelope,
  passkeyPrfInput,
  sealKeyringForDevice,
  sealKeyringForPasskey,
  sealKeyringForRecovery,
  type Envelope,
  type EnvelopeOpener,
  type KeyringEntry,
} from './keyring.ts';
import { Aes128Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { deriveFromRecoveryEntropy } from './recovery-code.ts';
import { createRecoveryBox, openRecoveryBox } from './recovery-box.ts';
import { toHex, utf8 } from './primitives.ts';

const ACCOUNT = 'AAAAAAAAAAAAAAAAAAAAAA';
const keys: KeyringEntry[] = [1, 2, 3].map((generation) => ({ generation, key: generateAccountKeyBytes() }));
const recovery = await deriveFromRecoveryEntropy(new Uint8Array(16).fill(9));
const recoveryBox = await createRecoveryBox({ accountId: ACCOUNT, wrapKey: recovery.recoveryWrapKey });
const recoveryPair = (await openRecoveryBox({ accountId: ACCOUNT, wrapKey: recovery.recoveryWrapKey, recoveryBox })) as CryptoKeyPair;
const credentialId = Uint8Array.of(1, 2, 3, 4, 5);
const prfOutput = new Uint8Array(32).fill(5);
const device: DeviceKeys = await generateDeviceKeys();
const deviceOpener: EnvelopeOpener = { kind: 'device', deviceId: device.deviceId, boxKeyPair: device.box };
const recoveryOpener: EnvelopeOpener = { kind: 'recovery', boxKeyPair: recoveryPair };
const passkeyOpener: EnvelopeOpener = { kind: 'passkey', credentialId, prfOutput };

async function envelopeFor(opener: EnvelopeOpener, entries: KeyringEntry[] = keys): Promise<Envelope> {
  if (opener.kind === 'device') return sealKeyringForDevice({ accountId: ACCOUNT, keys: entries, deviceId: device.deviceId, boxPublicKey: device.boxPublicKey });
  if (opener.kind === 'recovery') return sealKeyringForRecovery({ accountId: ACCOUNT, keys: entries, recoveryPublicKey: recoveryBox.publicKey });
  return sealKeyringForPasskey({ accountId: ACCOUNT, keys: entries, credentialId, prfOutput });
}

function flipped(envelope: Envelope, at: number): Envelope {
  const bytes = fromBase64Url(envelope.sealed) ?? new Uint8Array();
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return { ...envelope, sealed: toBase64Url(bytes) };
}

describe.each([
  ['a device', deviceOpener, 0x01],
  ['the recovery code', recoveryOpener, 0x02],
  ['a passkey', passkeyOpener, 0x03],
])('the keyring sealed to %s', (_name, opener, tag) => {
  it('opens to every generation, 1..g, with its tag byte', async () => {
    const envelope = await envelopeFor(opener);
    expect(fromBase64Url(envelope.sealed)?.[0]).toBe(tag);
    const opened = await openKeyringEnvelope({ accountId: ACCOUNT, generation: 3, envelope, opener });
    expect(opened.ok && opened.keys.map((entry) => [entry.generation, toHex(entry.key)])).toEqual(keys.map((entry) => [entry.generation, toHex(entry.key)]));
  });

  it('refuses every flipped byte, a truncation, another account and another generation', async () => {
    const envelope = await envelopeFor(opener);
    const length = (fromBase64Url(envelope.sealed) ?? new Uint8Array()).length;
    for (let at = 1; at < length; at += 1) {
      expect(await openKeyringEnvelope({ accountId: ACCOUNT, generation: 3, envelope: flipped(envelope, at), opener })).toEqual({ ok: false, problem: 'cannot-open' });
    }
    expect(await openKeyringEnvelope({ accountId: ACCOUNT, generation: 3, envelope: flipped(envelope, 0), opener })).toEqual({ ok: false, problem: 'wrong-recipient' });
    const cut = { ...envelope, sealed: toBase64Url((fromBase64Url(envelope.sealed) ?? new Uint8Array()).slice(0, -3)) };
    expect(await openKeyringEnvelope({ accountId: ACCOUNT, generation: 3, envelope: cut, opener })).toEqual({ ok: false, problem: 'cannot-open' });
    expect(await openKeyringEnvelope({ accountId: 'BBBBBBBBBBBBBBBBBBBBBA', generation: 3, envelope, opener })).toEqual({ ok: false, problem: 'cannot-open' });
    expect(await openKeyringEnvelope({ accountId: ACCOUNT, generation: 2, envelope, opener })).toEqual({ ok: false, problem: 'cannot-open' });
    expect(await openKeyringEnvelope({ accountId: ACCOUNT, generation: 4, envelope, opener })).toEqual({ ok: false, problem: 'cannot-open' });
  });

  it('names garbage, oversized and misaddressed envelopes without throwing', async () => {
    const envelope = await envelopeFor(opener);
    const open = (other: Envelope) => openKeyringEnvelope({ accountId: ACCOUNT, generation: 3, envelope: other, opener });
    expect(await open({ ...envelope, sealed: 'not*base64' })).toEqual({ ok: false, problem: 'damaged' });
    expect(await open({ ...envelope, sealed: 'AQ' })).toEqual({ ok: false, problem: 'damaged' });
    expect(await open({ ...envelope, sealed: 'A'.repeat(100_001) })).toEqual({ ok: false, problem: 'damaged' });
    expect(await open({ ...envelope, recipient: 'device:CCCCCCCCCCCCCCCCCCCCCA' })).toEqual({ ok: false, problem: 'wrong-recipient' });
    expect(await open(null as unknown as Envelope)).toEqual({ ok: false, problem: 'damaged' });
    expect(await openKeyringEnvelope({ accountId: ACCOUNT, generation: 0, envelope, opener })).toEqual({ ok: false, problem: 'generation-mismatch' });
  });
});

describe('opening the keyring', () => {
  it("refuses another device's key pair, another passkey and another recovery code", async () => {
    const other = await generateDeviceKeys();
    const envelope = await envelopeFor(deviceOpener);
    const wrongPair: EnvelopeOpener = { ...deviceOpener, boxKeyPair: other.box };
    expect(await openKeyringEnvelope({ accountId: ACCOUNT, generation: 3, envelope, opener: wrongPair })).toEqual({ ok: false, problem: 'cannot-open' });
    const passkeyEnvelope = await envelopeFor(passkeyOpener);
    const wrongPrf: EnvelopeOpener = { ...passkeyOpener, prfOutput: new Uint8Array(32).fill(6) };
    expect(await openKeyringEnvelope({ accountId: ACCOUNT, generation: 3, envelope: passkeyEnvelope, opener: wrongPrf })).toEqual({ ok: false, problem: 'cannot-open' });
    const otherCode = await deriveFromRecoveryEntropy(new Uint8Array(16).fill(8));
    expect(await openRecoveryBox({ accountId: ACCOUNT, wrapKey: otherCode.recoveryWrapKey, recoveryBox })).toBeNull();
    expect(await openRecoveryBox({ accountId: 'BBBBBBBBBBBBBBBBBBBBBA', wrapKey: recovery.recoveryWrapKey, recoveryBox })).toBeNull();
    const otherBox = await createRecoveryBox({ accountId: ACCOUNT, wrapKey: otherCode.recoveryWrapKey });
    const otherPair = (await openRecoveryBox({ accountId: ACCOUNT, wrapKey: otherCode.recoveryWrapKey, recoveryBox: otherBox })) as CryptoKeyPair;
    const recoveryEnvelope = await envelopeFor(recoveryOpener);
    const wrongBox: EnvelopeOpener = { kind: 'recovery', boxKeyPair: otherPair };
    expect(await openKeyringEnvelope({ accountId: ACCOUNT, generation: 3, envelope: recoveryEnvelope, opener: wrongBox })).toEqual({ ok: false, problem: 'cannot-open' });
    // The other box's private key under this box's public key: HPKE binds the recipient's public key, so it opens nothing.
    const mixed: EnvelopeOpener = { kind: 'recovery', boxKeyPair: { privateKey: otherPair.privateKey, publicKey: recoveryPair.publicKey } };
    expect(await openKeyringEnvelope({ accountId: ACCOUNT, generation: 3, envelope: recoveryEnvelope, opener: mixed })).toEqual({ ok: false, problem: 'cannot-open' });
  });

  it('refuses a keyring with a gap, one whose last generation is not g, and one that is not a keyring, though each is sealed well', async () => {
    const hpke = new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes128Gcm() });
    const sealRaw = async (plaintext: string, generation: number): Promise<Envelope> => {
      const { ct, enc } = await hpke.seal(
        { recipientPublicKey: recoveryPair.publicKey, info: utf8('better-minds keyring v1') },
        utf8(plaintext),
        keyringAad(ACCOUNT, generation, 'recovery'),
      );
      return { recipient: 'recovery', sealed: toBase64Url(concatBytes(Uint8Array.of(2), new Uint8Array(enc), new Uint8Array(ct))) };
    };
    const k = toBase64Url(new Uint8Array(32));
    const open = async (plaintext: string, generation: number) =>
      openKeyringEnvelope({ accountId: ACCOUNT, generation, envelope: await sealRaw(plaintext, generation), opener: recoveryOpener });
    expect(await open(JSON.stringify({ v: 1, keys: [{ g: 1, k }, { g: 3, k }] }), 3)).toEqual({ ok: false, problem: 'generation-gap' });
    expect(await open(JSON.stringify({ v: 1, keys: [{ g: 2, k }] }), 2)).toEqual({ ok: false, problem: 'generation-gap' });
    expect(await open(JSON.stringify({ v: 1, keys: [{ g: 1, k }, { g: 2, k }] }), 3)).toEqual({ ok: false, problem: 'generation-mismatch' });
    expect(await open(JSON.stringify({ v: 1, keys: [{ g: 1, k: 'short' }] }), 1)).toEqual({ ok: false, problem: 'invalid-keyring' });
    expect(await open(JSON.stringify({ v: 2, keys: [{ g: 1, k }] }), 1)).toEqual({ ok: false, problem: 'invalid-keyring' });
    expect(await open('{"v":1,', 1)).toEqual({ ok: false, problem: 'invalid-keyring' });
  });

  it('will not seal a keyring with a gap or a key of the wrong size', async () => {
    await expect(envelopeFor(recoveryOpener, [keys[0], keys[2]] as KeyringEntry[])).rejects.toThrow(RangeError);
    await expect(envelopeFor(recoveryOpener, [{ generation: 1, key: new Uint8Array(16) }])).rejects.toThrow(RangeError);
    await expect(envelopeFor(recoveryOpener, [])).rejects.toThrow(RangeError);
  });

  it('asks a passkey for the PRF of SHA-256 of its label', async () => {
    const expected = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(utf8('better-minds passkey prf v1'))));
    expect(toHex(await passkeyPrfInput())).toBe(toHex(expected));
  });
});
