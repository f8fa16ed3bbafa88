import { describe, expect, it } from 'vitest';
import { fromBase64Url } from '../share-bytes.ts';
import {
  deriveDeviceNameKey,
  deriveHeaderKey,
  deriveRecordKey,
  deriveSnapshotKey,
  deviceIdFor,
  generateAccountKeyBytes,
  generateDeviceKeys,
  importAccountKey,
} from './keys.ts';
import { openDeviceName, sealDeviceName } from './device-name.ts';
import { aesGcmOpen, aesGcmSeal, sha256, toHex } from './primitives.ts';

const IV = new Uint8Array(12);
const NO_AAD = new Uint8Array();

async function opensWith(sealingKey: CryptoKey, openingKey: CryptoKey): Promise<boolean> {
  const sealed = await aesGcmSeal(sealingKey, IV, Uint8Array.of(7), NO_AAD);
  return (await aesGcmOpen(openingKey, IV, sealed, NO_AAD)) !== null;
}

describe('account keys', () => {
  it('derives one key per use and per record, none readable', async () => {
    const accountKey = await importAccountKey(1, generateAccountKeyBytes());
    const header = await deriveHeaderKey(accountKey);
    const record = await deriveRecordKey(accountKey, 'journal', 'a');
    expect(header.extractable).toBe(false);
    expect(accountKey.base.extractable).toBe(false);
    expect(await opensWith(record, await deriveRecordKey(accountKey, 'journal', 'a'))).toBe(true);
    expect(await opensWith(record, await deriveRecordKey(accountKey, 'journal', 'b'))).toBe(false);
    expect(await opensWith(record, await deriveRecordKey(accountKey, 'journa', 'la'))).toBe(false);
    expect(await opensWith(record, header)).toBe(false);
    expect(await opensWith(header, await deriveSnapshotKey(accountKey, 'AAAAAAAAAAAAAAAAAAAAAA'))).toBe(false);
    expect(await opensWith(header, await deriveDeviceNameKey(accountKey))).toBe(false);
  });

  it('gives each generation its own keys', async () => {
    const bytes = generateAccountKeyBytes();
    const first = await importAccountKey(1, bytes);
    const next = await importAccountKey(2, generateAccountKeyBytes());
    expect(await opensWith(await deriveHeaderKey(first), await deriveHeaderKey(next))).toBe(false);
    expect(await opensWith(await deriveHeaderKey(first), await deriveHeaderKey(await importAccountKey(1, bytes)))).toBe(true);
  });

  it('refuses a record name that could be ambiguous or too long, a key of the wrong size and a generation out of range', async () => {
    const accountKey = await importAccountKey(1, generateAccountKeyBytes());
    await expect(deriveRecordKey(accountKey, 'journal|a', 'b')).rejects.toThrow(RangeError);
    await expect(deriveRecordKey(accountKey, 'journal', 'x'.repeat(53))).rejects.toThrow(RangeError);
    await expect(deriveRecordKey(accountKey, 'k'.repeat(33), 'a')).rejects.toThrow(RangeError);
    await expect(deriveRecordKey(accountKey, 'journal', '')).rejects.toThrow(RangeError);
    await expect(importAccountKey(1, new Uint8Array(31))).rejects.toThrow(RangeError);
    await expect(importAccountKey(0, new Uint8Array(32))).rejects.toThrow(RangeError);
    await expect(importAccountKey(2 ** 32, new Uint8Array(32))).rejects.toThrow(RangeError);
  });
});

describe('device keys', () => {
  it('makes two P-256 key pairs whose private halves cannot be read, and an id from the signing key', async () => {
    const device = await generateDeviceKeys();
    expect(device.signing.privateKey.extractable).toBe(false);
    expect(device.box.privateKey.extractable).toBe(false);
    await expect(globalThis.crypto.subtle.exportKey('pkcs8', device.signing.privateKey)).rejects.toThrow();
    const rawSigning = fromBase64Url(device.signingPublicKey) ?? new Uint8Array();
    expect(rawSigning).toHaveLength(65);
    expect(rawSigning[0]).toBe(4);
    expect(device.boxPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(device.deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(device.deviceId).toBe(await deviceIdFor(rawSigning));
    expect(toHex(fromBase64Url(device.deviceId) ?? new Uint8Array())).toBe(toHex((await sha256(rawSigning)).slice(0, 16)));
  });
});

describe('device names', () => {
  it('opens only for the device it was sealed for, under the same generation', async () => {
    const accountKey = await importAccountKey(1, generateAccountKeyBytes());
    const where = { accountKey, accountId: 'AAAAAAAAAAAAAAAAAAAAAA', deviceId: 'BBBBBBBBBBBBBBBBBBBBBA' };
    const sealed = await sealDeviceName({ ...where, name: "  Sam's phone 📱 " });
    expect(await openDeviceName({ ...where, sealed })).toBe("Sam's phone 📱");
    expect(await openDeviceName({ ...where, deviceId: 'CCCCCCCCCCCCCCCCCCCCCA', sealed })).toBeNull();
    const otherGeneration = await importAccountKey(2, generateAccountKeyBytes());
    expect(await openDeviceName({ ...where, accountKey: otherGeneration, sealed })).toBeNull();
    expect(await openDeviceName({ ...where, sealed: 'not base64!' })).toBeNull();
    expect(await openDeviceName({ ...where, sealed: 'AAAA' })).toBeNull();
    await expect(sealDeviceName({ ...where, name: 'x'.repeat(65) })).rejects.toThrow(RangeError);
    await expect(sealDeviceName({ ...where, name: '   ' })).rejects.toThrow(RangeError);
  });
});
