/**
 * The few WebCrypto calls every part of the end-to-end encrypted sync is built from (docs/e2ee-sync.md, section 1):
 * HKDF-SHA256 with the protocol's one salt, AES-256-GCM with a 96-bit IV and a 128-bit tag, SHA-256. Opening
 * returns null instead of throwing, so each caller turns a failed tag into its own named problem.
 */

/** Every HKDF call of protocol version 1 uses this salt, so no other use of the same input key can collide with ours. */
export const HKDF_SALT = utf8('better-minds e2ee v1');
export const AES_GCM_IV_BYTES = 12;
export const AES_GCM_TAG_BYTES = 16;

/** Where the random bytes come from: the platform's CSPRNG, or fixed bytes in test vectors. */
export type RandomBytes = (count: number) => Uint8Array;

export const platformRandomBytes: RandomBytes = (count) => globalThis.crypto.getRandomValues(new Uint8Array(count));

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** Strict UTF-8 decoding: bytes that are not UTF-8 give null rather than replacement characters. */
export function fromUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A fresh ArrayBuffer-backed copy: WebCrypto's types refuse views over SharedArrayBuffer, and callers' views vary. */
function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

export async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', own(bytes)));
}

/**
 * Input key material as a non-extractable HKDF base: the account key's generations and the recovery entropy are
 * only ever derived from, never read back.
 */
export async function importHkdfBase(material: Uint8Array): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', own(material), 'HKDF', false, ['deriveKey', 'deriveBits']);
}

/** `HKDF(ikm, info, length)` of the specification: the protocol's salt, utf8(info), `length` bytes. */
export async function hkdfBytes(base: CryptoKey, info: string, length: number): Promise<Uint8Array> {
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: own(HKDF_SALT), info: own(utf8(info)) },
    base,
    length * 8,
  );
  return new Uint8Array(bits);
}

/** `HKDF(ikm, info, 32)` as a non-extractable AES-256-GCM key: the same 32 bytes hkdfBytes gives, never readable. */
export async function hkdfAesKey(base: CryptoKey, info: string): Promise<CryptoKey> {
  return globalThis.crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: own(HKDF_SALT), info: own(utf8(info)) },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Raw key bytes (a wrap key from a passkey's PRF, say) as a non-extractable AES-256-GCM key. */
export async function importAesKey(raw: Uint8Array): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', own(raw), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** AES-256-GCM: ciphertext followed by its 16-byte tag. */
export async function aesGcmSeal(key: CryptoKey, iv: Uint8Array, plaintext: Uint8Array, aad: Uint8Array): Promise<Uint8Array> {
  const sealed = await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv: own(iv), additionalData: own(aad) }, key, own(plaintext));
  return new Uint8Array(sealed);
}

/** The plaintext, or null when the tag fails (a wrong key, a wrong aad, a changed or missing byte). Never throws. */
export async function aesGcmOpen(key: CryptoKey, iv: Uint8Array, sealed: Uint8Array, aad: Uint8Array): Promise<Uint8Array | null> {
  if (iv.length !== AES_GCM_IV_BYTES || sealed.length < AES_GCM_TAG_BYTES) return null;
  try {
    const opened = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: own(iv), additionalData: own(aad) }, key, own(sealed));
    return new Uint8Array(opened);
  } catch {
    return null;
  }
}

/** Fixed-time comparison, for secrets (a recovery auth's hash, a grant's hash). */
export function equalBytes(left: Uint8Array, right: Uint8Array): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new RangeError('not hexadecimal bytes');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}
