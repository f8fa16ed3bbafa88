/**
 * Star Chart short share codes: 8 Crockford base32 symbols (40 random bits) and Crockford's mod-37 check symbol,
 * shown as `XXXX-XXXX-C`. People read these aloud and type them from paper, so reading forgives what Crockford's
 * encoding forgives (case, I and L for 1, O for 0, hyphens and spaces), and the check symbol catches every single
 * wrong symbol and every swap of two neighbours before a request is ever made.
 *
 * Pure and dependency-free: the app, the service worker and the functions all use it.
 */

/** Crockford's base32 alphabet: digits and letters without I, L, O and U. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The check symbols: the 32 above, then `*~$=U` for the values 32 to 36. */
export const CROCKFORD_CHECK_ALPHABET = `${CROCKFORD_ALPHABET}*~$=U`;

export const SHARE_CODE_DATA_LENGTH = 8;
/** Data symbols and the check symbol, as stored and sent: `^[0-9A-Z]{8}[0-9A-Z*~$=U]$` within the alphabets. */
export const SHARE_CODE_LENGTH = SHARE_CODE_DATA_LENGTH + 1;
/** The canonical form: what normalizeShareCode returns and the server stores. */
export const CANONICAL_SHARE_CODE = /^[0-9A-HJKMNP-TV-Z]{8}[0-9A-HJKMNP-TV-Z*~$=U]$/;

const RANDOM_BYTES = 5; // 40 bits = 8 symbols of 5 bits

/** The value of the data symbols modulo 37, as Crockford's check symbol encodes it. */
function checkValue(data: string): number {
  let remainder = 0;
  for (const symbol of data) {
    // (remainder * 32 + digit) mod 37 step by step: the number itself (40 bits) would also fit, but this never can overflow.
    remainder = (remainder * 32 + CROCKFORD_ALPHABET.indexOf(symbol)) % 37;
  }
  return remainder;
}

/** The check symbol for 8 canonical data symbols. */
export function shareCodeCheckSymbol(data: string): string {
  return CROCKFORD_CHECK_ALPHABET.charAt(checkValue(data));
}

/**
 * A new code from random bytes (default: the platform's cryptographic generator). Codes whose check symbol would be
 * one of `*~$=U` are drawn again (about 5 in 37), so every code we hand out is letters and digits only: those are the
 * symbols people can read aloud and type on any phone keyboard. Reading still accepts the five (normalizeShareCode).
 */
export function generateShareCode(randomBytes: (count: number) => Uint8Array = defaultRandomBytes): string {
  for (;;) {
    const bytes = randomBytes(RANDOM_BYTES);
    if (bytes.length < RANDOM_BYTES) throw new RangeError('generateShareCode needs 5 random bytes');
    let value = 0;
    for (let index = 0; index < RANDOM_BYTES; index++) value = value * 256 + (bytes[index] ?? 0);
    // Most significant symbol first.
    let data = '';
    for (let index = SHARE_CODE_DATA_LENGTH - 1; index >= 0; index--) {
      data += CROCKFORD_ALPHABET.charAt(Math.floor(value / 32 ** index) % 32);
    }
    const check = checkValue(data);
    if (check < 32) return data + CROCKFORD_ALPHABET.charAt(check);
  }
}

function defaultRandomBytes(count: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

/** Upper case with Crockford's confusions resolved, hyphens (and dashes) and white space removed; not yet checked. */
export function forgivingForm(input: string): string {
  return input
    .replace(/[\s\-\u2010-\u2015\u2212]/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
}

/** The 9 canonical symbols when the shape is right, before the check symbol is checked. */
function shapedCode(input: string): string | null {
  if (typeof input !== 'string' || input.length > 64) return null;
  const code = forgivingForm(input);
  return CANONICAL_SHARE_CODE.test(code) ? code : null;
}

/**
 * The canonical 9 symbols of a code as a person typed it (`abcd-efgh-j`, ` ABCDEFGHJ `, `0O1IL...`), or null when it
 * is not a code or its check symbol does not match (a typo).
 */
export function normalizeShareCode(input: string): string | null {
  const code = shapedCode(input);
  if (code === null) return null;
  const data = code.slice(0, SHARE_CODE_DATA_LENGTH);
  return code.charAt(SHARE_CODE_DATA_LENGTH) === shareCodeCheckSymbol(data) ? code : null;
}

/**
 * True when the input has the shape of a short code (8 symbols and a check symbol, forgiving as above), whether or not
 * its check symbol matches: a screen uses it to tell a short code (which may hold a typo, say so) from a share link.
 */
export function looksLikeShareCode(input: string): boolean {
  return shapedCode(input) !== null;
}

/**
 * `XXXX-XXXX-C` for display. Accepts any form normalizeShareCode accepts; a sealed code's 24 symbols
 * (contract/sealed-share-code.ts) are shown in six groups of four; anything else is a RangeError.
 */
export function formatShareCode(code: string): string {
  const canonical = normalizeShareCode(code);
  if (canonical === null) {
    const sealed = typeof code === 'string' && code.length <= 120 ? forgivingForm(code) : '';
    const data = sealed.slice(0, 23);
    if (sealed.length === 24 && /^[0-9A-HJKMNP-TV-Z]{23}/.test(sealed) && sealed.charAt(23) === shareCodeCheckSymbol(data)) {
      return sealed.match(/.{4}/g)?.join('-') ?? sealed;
    }
    throw new RangeError('Not a valid share code');
  }
  return `${canonical.slice(0, 4)}-${canonical.slice(4, 8)}-${canonical.slice(8)}`;
}
