/**
 * The byte-level pieces of a share token: strict base64url, CRC-32 and lengths (the bounded inflate is in
 * bounded-inflate.ts, so that what reads base64url does not load fflate). Each is total on hostile input: it returns
 * null (or false) instead of throwing, and does bounded work.
 */
const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64URL_VALUES = new Int8Array(128).fill(-1);
for (let index = 0; index < BASE64URL_ALPHABET.length; index += 1) {
  BASE64URL_VALUES[BASE64URL_ALPHABET.charCodeAt(index)] = index;
}

/** Base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    const symbols = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6));
    for (let symbol = 0; symbol < symbols; symbol += 1) {
      text += BASE64URL_ALPHABET[(triple >> (18 - symbol * 6)) & 63];
    }
  }
  return text;
}

/**
 * Strict base64url without padding: any other character, an impossible length (4k + 1) or non-zero unused bits
 * in the last symbol give null, so every byte string has exactly one accepted spelling.
 */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const value = code < 128 ? (BASE64URL_VALUES[code] ?? -1) : -1;
    if (value < 0) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written] = (buffer >> bits) & 0xff;
      written += 1;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}

// Made on first use, not when the module loads: this module is part of every page's start (issue 40).
let crcTable: Uint32Array | null = null;
function crcTableNow(): Uint32Array {
  if (crcTable) return crcTable;
  crcTable = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crcTable[n] = c >>> 0;
  }
  return crcTable;
}

/** CRC-32 (IEEE 802.3, as zip and PNG), unsigned. */
export function crc32(bytes: Uint8Array): number {
  const table = crcTableNow();
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (table[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function writeUint32(value: number): Uint8Array {
  return new Uint8Array([(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

export function readUint32(bytes: Uint8Array, offset: number): number {
  const byteAt = (index: number) => bytes[offset + index] ?? 0;
  return ((byteAt(0) << 24) | (byteAt(1) << 16) | (byteAt(2) << 8) | byteAt(3)) >>> 0;
}

/** The parts laid end to end: a sealed payload's salt, nonce and ciphertext, or a version byte before them. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * An AES-128-GCM key derived with HKDF-SHA256 from code symbols typed by a person, a per-payload salt and an info
 * string naming the use (a sealed short code and a key-transfer code each have their own, so one's key never opens
 * the other's payload). Not extractable.
 */
export async function deriveCodeKey(symbols: string, salt: Uint8Array, info: Uint8Array, usage: KeyUsage): Promise<CryptoKey> {
  const material = await globalThis.crypto.subtle.importKey('raw', new TextEncoder().encode(symbols), 'HKDF', false, ['deriveKey']);
  return globalThis.crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: salt.slice(), info: info.slice() },
    material,
    { name: 'AES-GCM', length: 128 },
    false,
    [usage],
  );
}
