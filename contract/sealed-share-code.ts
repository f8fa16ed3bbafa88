/**
 * Sealed short codes (issue 28): the payload behind a short code is encrypted on the device before it is stored, with
 * a key that travels only inside the code people type, so the sharing service holds ciphertext it cannot open.
 *
 * A sealed code is 24 Crockford base32 symbols, shown in six groups of four (`XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`):
 *   - symbols 1-8: the locator, the service's own 8-symbol code (40 random bits; the service adds its check symbol);
 *   - symbols 9-22: the key, 14 symbols = 70 random bits, which never reach the service;
 *   - symbol 23: a free symbol, chosen after the service answered, so that symbol 24 is a letter or digit;
 *   - symbol 24: Crockford's mod-37 check symbol over the 23 before it, so every single wrong symbol and every swap
 *     of two neighbours is caught before any request, as with plain codes.
 *
 * Why 70 bits: whoever holds the service's row (the ciphertext and its random salt) can only try keys offline. Each
 * row has its own salt, so no work is shared between rows; 2^69 tries on average per code, each an HKDF and an
 * AES-GCM tag check, is about 19 years at a trillion tries a second, and a code lives 30 days by default (a year at
 * most). 80 bits would add two symbols (26, no longer groups of four); 64 bits would save one group's worth of safety
 * and not a group of symbols. People read these aloud, so 24 symbols in six groups is where we stopped.
 *
 * The payload stored is `S1.` + base64url(salt 16 bytes, IV 12 bytes, AES-128-GCM ciphertext and tag of the share
 * token's bytes: its base64url part decoded, so sealing adds about 60 characters, not a third), the AES key derived
 * with HKDF-SHA256 from the 14 key symbols and the salt. Plain 9-symbol codes made
 * before this keep working until they expire (the client opens both).
 */
import { CROCKFORD_ALPHABET, forgivingForm, looksLikeShareCode, normalizeShareCode, shareCodeCheckSymbol } from './share-code.ts';
import { concatBytes, deriveCodeKey, fromBase64Url, toBase64Url } from './share-bytes.ts';

export const SEALED_CODE_LENGTH = 24;
export const SEALED_KEY_SYMBOLS = 14;
const LOCATOR_SYMBOLS = 8;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SEALED_PAYLOAD_PREFIX = 'S1.';
const INFO = new TextEncoder().encode('better-minds short code v1');
const CANONICAL_SEALED_CODE = new RegExp(`^[${CROCKFORD_ALPHABET}]{23}[0-9A-HJKMNP-TV-Z*~$=U]$`);

export interface SealedCodeParts {
  /** The 24 canonical symbols. */
  code: string;
  /** The service's 9-symbol code (locator and its own check symbol): the only part ever sent. */
  locator: string;
  /** The 14 key symbols. */
  key: string;
}

function randomBytes(count: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

/** The parts of a sealed code as a person typed it (forgiving as plain codes are), or null (not one, or a typo). */
export function normalizeSealedShareCode(input: string): SealedCodeParts | null {
  if (typeof input !== 'string' || input.length > 120) return null;
  const code = forgivingForm(input);
  if (!CANONICAL_SEALED_CODE.test(code)) return null;
  if (code.charAt(SEALED_CODE_LENGTH - 1) !== shareCodeCheckSymbol(code.slice(0, SEALED_CODE_LENGTH - 1))) return null;
  const data = code.slice(0, LOCATOR_SYMBOLS);
  return { code, locator: data + shareCodeCheckSymbol(data), key: code.slice(LOCATOR_SYMBOLS, LOCATOR_SYMBOLS + SEALED_KEY_SYMBOLS) };
}

/** True when the input has a sealed code's length and alphabet, whatever its check symbol (to say "typo"). */
export function looksLikeSealedShareCode(input: string): boolean {
  return typeof input === 'string' && input.length <= 120 && CANONICAL_SEALED_CODE.test(forgivingForm(input));
}

/** `XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`. */
export function formatSealedShareCode(code: string): string {
  const parts = normalizeSealedShareCode(code);
  if (parts === null) throw new RangeError('Not a valid sealed share code');
  return parts.code.match(/.{4}/g)?.join('-') ?? parts.code;
}

/** The service's code behind any code a person holds: the 9-symbol code itself, or a sealed code's locator. */
export function shareCodeLocator(input: string): string | null {
  return normalizeShareCode(input) ?? normalizeSealedShareCode(input)?.locator ?? null;
}

/** 14 random key symbols. */
export function newSealedCodeKey(random: (count: number) => Uint8Array = randomBytes): string {
  const bytes = random(SEALED_KEY_SYMBOLS);
  // One byte per symbol, its low five bits: uniform over the 32 symbols.
  return Array.from(bytes, (byte) => CROCKFORD_ALPHABET.charAt(byte & 31)).join('');
}

/**
 * The sealed code for the service's 9-symbol code and the key: the free 23rd symbol is the first that makes the check
 * symbol a letter or digit (32 of its 32 values give 32 different check values, so at least 27 qualify).
 */
export function composeSealedShareCode(serviceCode: string, key: string): string {
  const locator = normalizeShareCode(serviceCode);
  if (locator === null || !new RegExp(`^[${CROCKFORD_ALPHABET}]{${SEALED_KEY_SYMBOLS}}$`).test(key)) throw new RangeError('Not a service code and key');
  for (const free of CROCKFORD_ALPHABET) {
    const data = locator.slice(0, LOCATOR_SYMBOLS) + key + free;
    const check = shareCodeCheckSymbol(data);
    if (CROCKFORD_ALPHABET.includes(check)) return data + check;
  }
  throw new Error('unreachable: some free symbol always gives a letter or digit');
}

const TOKEN_PREFIX = '1.';

/** Encrypts a version-1 share token (`1.` + base64url) under the key: the payload the service stores. */
export async function sealShareToken(token: string, key: string, random: (count: number) => Uint8Array = randomBytes): Promise<string> {
  const tokenBytes = token.startsWith(TOKEN_PREFIX) ? fromBase64Url(token.slice(TOKEN_PREFIX.length)) : null;
  if (tokenBytes === null) throw new RangeError('Only a version-1 share token can be sealed');
  const salt = random(SALT_BYTES);
  const iv = random(IV_BYTES);
  const ciphertext = new Uint8Array(
    await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv: iv.slice() }, await deriveCodeKey(key, salt, INFO, 'encrypt'), tokenBytes.slice()),
  );
  return SEALED_PAYLOAD_PREFIX + toBase64Url(concatBytes(salt, iv, ciphertext));
}

/** The shape the service can check of a sealed payload (it has no key): prefix, strict base64url, room for a tag. */
export function isSealedSharePayload(payload: string): boolean {
  if (typeof payload !== 'string' || !payload.startsWith(SEALED_PAYLOAD_PREFIX)) return false;
  const bytes = fromBase64Url(payload.slice(SEALED_PAYLOAD_PREFIX.length));
  return bytes !== null && bytes.length > SALT_BYTES + IV_BYTES + TAG_BYTES;
}

/** The share token inside a sealed payload, or null when the key does not open it (or it was changed). */
export async function openSealedShareToken(payload: string, key: string): Promise<string | null> {
  if (!isSealedSharePayload(payload)) return null;
  const bytes = fromBase64Url(payload.slice(SEALED_PAYLOAD_PREFIX.length)) ?? new Uint8Array();
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(SALT_BYTES, SALT_BYTES + IV_BYTES) },
      await deriveCodeKey(key, bytes.slice(0, SALT_BYTES), INFO, 'decrypt'),
      bytes.slice(SALT_BYTES + IV_BYTES),
    );
    return TOKEN_PREFIX + toBase64Url(new Uint8Array(plain));
  } catch {
    return null;
  }
}

/** Any code a person may hold, canonical: a sealed code's 24 symbols or a plain code's 9; null for neither (or a typo). */
export function normalizeAnyShareCode(input: string): string | null {
  return normalizeShareCode(input) ?? normalizeSealedShareCode(input)?.code ?? null;
}

/** True when the input has the shape of either kind of code, typo or not (to tell a code from a pasted link). */
export function looksLikeAnyShareCode(input: string): boolean {
  return (typeof input === 'string' && input.length <= 16 && looksLikeShareCode(input)) || looksLikeSealedShareCode(input);
}
