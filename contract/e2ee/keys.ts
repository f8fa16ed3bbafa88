/**
 * The account key's generations and the keys derived from them, and a device's two key pairs (docs/e2ee-sync.md,
 * sections 2.2 and 2.4). Every derived key and every device private key is non-extractable: usable by this device,
 * never readable, even by our own code.
 */
import { toBase64Url } from '../share-bytes.ts';
import { hkdfAesKey, importHkdfBase, platformRandomBytes, sha256, type RandomBytes } from './primitives.ts';

export const ACCOUNT_KEY_BYTES = 32;
/** Generations are unsigned 32-bit numbers (the payload carries one in 4 bytes), starting at 1. */
export const MAX_GENERATION = 0xffffffff;
export const RAW_P256_PUBLIC_KEY_BYTES = 65;
export const DEVICE_ID_BYTES = 16;

/**
 * Kinds and ids name records inside keys' info strings, aads and the fixed-size header: a small ASCII alphabet with
 * no "|" (the separator) and no '"' or '\' (which JSON would escape), so every one of them is unambiguous and a
 * character is one byte. The lengths are what the 128-byte header has room for (change-payload.ts).
 */
export const RECORD_NAME_PATTERN = /^[A-Za-z0-9_.:-]+$/;
export const MAX_KIND_LENGTH = 32;
export const MAX_RECORD_ID_LENGTH = 52;

export function isRecordKind(kind: string): boolean {
  return typeof kind === 'string' && kind.length <= MAX_KIND_LENGTH && RECORD_NAME_PATTERN.test(kind);
}

export function isRecordId(id: string): boolean {
  return typeof id === 'string' && id.length <= MAX_RECORD_ID_LENGTH && RECORD_NAME_PATTERN.test(id);
}

export function isGeneration(generation: number): boolean {
  return Number.isInteger(generation) && generation >= 1 && generation <= MAX_GENERATION;
}

export const ACCOUNT_KEY_INFO = {
  header: 'header',
  record: (kind: string, id: string) => `record|${kind}|${id}`,
  snapshot: (snapshotId: string) => `snapshot|${snapshotId}`,
  deviceName: 'device name',
} as const;

/** A fresh account key for a new generation. */
export function generateAccountKeyBytes(random: RandomBytes = platformRandomBytes): Uint8Array {
  const key = random(ACCOUNT_KEY_BYTES);
  if (key.length !== ACCOUNT_KEY_BYTES) throw new RangeError('An account key is 32 bytes');
  return key;
}

/** One generation of the account key, as a device holds it to derive from. */
export interface AccountKey {
  generation: number;
  base: CryptoKey;
}

export async function importAccountKey(generation: number, key: Uint8Array): Promise<AccountKey> {
  if (!isGeneration(generation)) throw new RangeError('A generation is 1 to 2^32 - 1');
  if (key.length !== ACCOUNT_KEY_BYTES) throw new RangeError('An account key is 32 bytes');
  return { generation, base: await importHkdfBase(key) };
}

export async function deriveHeaderKey(accountKey: AccountKey): Promise<CryptoKey> {
  return hkdfAesKey(accountKey.base, ACCOUNT_KEY_INFO.header);
}

export async function deriveRecordKey(accountKey: AccountKey, kind: string, id: string): Promise<CryptoKey> {
  if (!isRecordKind(kind) || !isRecordId(id)) throw new RangeError('A record is named by a short ASCII kind and id');
  return hkdfAesKey(accountKey.base, ACCOUNT_KEY_INFO.record(kind, id));
}

export async function deriveSnapshotKey(accountKey: AccountKey, snapshotId: string): Promise<CryptoKey> {
  return hkdfAesKey(accountKey.base, ACCOUNT_KEY_INFO.snapshot(snapshotId));
}

export async function deriveDeviceNameKey(accountKey: AccountKey): Promise<CryptoKey> {
  return hkdfAesKey(accountKey.base, ACCOUNT_KEY_INFO.deviceName);
}

/** A device's keys as it keeps them (IndexedDB keeps CryptoKeys by structured clone) and the public halves it shows. */
export interface DeviceKeys {
  deviceId: string;
  signing: CryptoKeyPair;
  box: CryptoKeyPair;
  /** Raw uncompressed P-256 points, b64u (87 characters): what the server's device list carries. */
  signingPublicKey: string;
  boxPublicKey: string;
}

/** deviceId = b64u(SHA-256(raw signing public key)[0..16]), 22 characters. */
export async function deviceIdFor(rawSigningPublicKey: Uint8Array): Promise<string> {
  return toBase64Url((await sha256(rawSigningPublicKey)).slice(0, DEVICE_ID_BYTES));
}

async function rawPublicKey(key: CryptoKey): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.exportKey('raw', key));
}

/** A new device's signing (ECDSA) and box (ECDH, for HPKE) key pairs; both private keys are non-extractable. */
export async function generateDeviceKeys(): Promise<DeviceKeys> {
  const signing = await globalThis.crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const box = await globalThis.crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  const signingRaw = await rawPublicKey(signing.publicKey);
  return {
    deviceId: await deviceIdFor(signingRaw),
    signing,
    box,
    signingPublicKey: toBase64Url(signingRaw),
    boxPublicKey: toBase64Url(await rawPublicKey(box.publicKey)),
  };
}
