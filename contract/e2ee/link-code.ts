/**
 * Linking a device by a code (docs/e2ee-sync.md, section 2.5). The linked device shows a sealed short code's shape
 * (contract/sealed-share-code.ts: 24 Crockford symbols in six groups of four, the first 8 a random locator, 14 key
 * symbols = 70 bits, a free symbol, a check symbol), typed or scanned. It parks on the server, under the locator, the
 * grant envelope:
 *   sealed = b64u(iv (12) ‖ AES-256-GCM(HKDF(utf8(key symbols), "link grant|" ‖ locator, 32), iv, plaintext,
 *                                        aad = utf8("link grant|" ‖ locator)))
 *   plaintext = utf8(JSON({ "v": 1, "a": accountId, "s": b64u(grant secret, 32 bytes), "keys": [{ "g", "k" }, ...] }))
 * with SHA-256 of the grant secret beside it (the grant opens once, within 600 s). The new device fetches the envelope
 * by the locator, opens it with the key symbols, and so learns the account, the keyring and the grant secret it
 * proves the link with. The key symbols never reach the server. Opening never throws.
 */
import { z } from '../zod.ts';
import { concatBytes, fromBase64Url, toBase64Url } from '../share-bytes.ts';
import { composeSealedShareCode, formatSealedShareCode, newSealedCodeKey, normalizeSealedShareCode } from '../sealed-share-code.ts';
import { generateShareCode } from '../share-code.ts';
import { ACCOUNT_KEY_BYTES } from './keys.ts';
import { keyringPlaintext, MAX_KEYRING_GENERATIONS, type KeyringEntry } from './keyring.ts';
import { AES_GCM_IV_BYTES, aesGcmOpen, aesGcmSeal, fromUtf8, hkdfAesKey, importHkdfBase, platformRandomBytes, utf8, type RandomBytes } from './primitives.ts';

export const GRANT_SECRET_BYTES = 32;
/** b64u characters of the largest grant envelope: a thousand generations' keyring and the account and grant. */
export const MAX_SEALED_GRANT_LENGTH = 100_000;
/** What a QR code carries: the scheme names the use, so a camera app does not offer to open it as a link. */
export const LINK_QR_PREFIX = 'bm-link:1:';
const ID_22 = /^[A-Za-z0-9_-]{22}$/;
const B64U_32 = /^[A-Za-z0-9_-]{43}$/;

export interface LinkCode {
  /** The 24 canonical symbols. */
  code: string;
  /** The 9-symbol locator (8 random symbols and their check symbol): the only part the server sees. */
  locator: string;
  /** The 14 key symbols. */
  key: string;
}

export interface LinkGrantContents {
  accountId: string;
  grantSecret: Uint8Array;
  keys: KeyringEntry[];
}

const grantSchema = z.strictObject({
  v: z.literal(1),
  a: z.string().regex(ID_22),
  s: z.string().regex(B64U_32),
  keys: z.array(z.strictObject({ g: z.int().min(1), k: z.string().regex(B64U_32) })).min(1).max(MAX_KEYRING_GENERATIONS),
});

/** A fresh code: a random locator (the same 40 bits a short code has) and 14 random key symbols. */
export function newLinkCode(random: RandomBytes = platformRandomBytes): LinkCode {
  const code = composeSealedShareCode(generateShareCode(random), newSealedCodeKey(random));
  const parts = normalizeSealedShareCode(code);
  if (parts === null) throw new Error('unreachable: a composed code reads back');
  return parts;
}

/** A code as typed (forgiving as short codes are) or as scanned (`bm-link:1:` and the symbols); null for neither. */
export function readLinkCode(input: string): LinkCode | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  const symbols = trimmed.toLowerCase().startsWith(LINK_QR_PREFIX) ? trimmed.slice(LINK_QR_PREFIX.length) : trimmed;
  return normalizeSealedShareCode(symbols);
}

/** `XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`, as shown under the QR code. */
export function formatLinkCode(code: string): string {
  return formatSealedShareCode(code);
}

export function linkQrText(code: string): string {
  return LINK_QR_PREFIX + code;
}

function grantAad(locator: string): Uint8Array {
  return utf8(`link grant|${locator}`);
}

async function grantKey(code: LinkCode): Promise<CryptoKey> {
  return hkdfAesKey(await importHkdfBase(utf8(code.key)), `link grant|${code.locator}`);
}

export function newGrantSecret(random: RandomBytes = platformRandomBytes): Uint8Array {
  return random(GRANT_SECRET_BYTES);
}

export async function sealLinkGrant(code: LinkCode, contents: LinkGrantContents, random: RandomBytes = platformRandomBytes): Promise<string> {
  if (!ID_22.test(contents.accountId) || contents.grantSecret.length !== GRANT_SECRET_BYTES) throw new RangeError('A grant names an account and a 32-byte secret');
  // keyringPlaintext refuses a keyring that is not 1..g; its keys are then re-read here beside the account and secret.
  const { keys } = JSON.parse(fromUtf8(keyringPlaintext(contents.keys)) ?? '{}') as { keys: unknown };
  const plaintext = utf8(JSON.stringify({ v: 1, a: contents.accountId, s: toBase64Url(contents.grantSecret), keys }));
  const iv = random(AES_GCM_IV_BYTES);
  const sealed = toBase64Url(concatBytes(iv, await aesGcmSeal(await grantKey(code), iv, plaintext, grantAad(code.locator))));
  if (sealed.length > MAX_SEALED_GRANT_LENGTH) throw new RangeError('This keyring is too large for a link grant');
  return sealed;
}

export type OpenLinkGrantResult = { ok: true; grant: LinkGrantContents } | { ok: false; problem: 'damaged' | 'cannot-open' | 'invalid' };

/** Opens a grant envelope with the code: a wrong code, another locator's envelope or a changed byte fail the tag. */
export async function openLinkGrant(code: LinkCode, sealed: string): Promise<OpenLinkGrantResult> {
  const bytes = typeof sealed === 'string' && sealed.length <= MAX_SEALED_GRANT_LENGTH ? fromBase64Url(sealed) : null;
  if (bytes === null || bytes.length <= AES_GCM_IV_BYTES) return { ok: false, problem: 'damaged' };
  const plain = await aesGcmOpen(await grantKey(code), bytes.slice(0, AES_GCM_IV_BYTES), bytes.slice(AES_GCM_IV_BYTES), grantAad(code.locator));
  if (plain === null) return { ok: false, problem: 'cannot-open' };
  let parsed: z.infer<typeof grantSchema>;
  try {
    const result = grantSchema.safeParse(JSON.parse(fromUtf8(plain) ?? ''));
    if (!result.success) return { ok: false, problem: 'invalid' };
    parsed = result.data;
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  const keys: KeyringEntry[] = [];
  for (const [index, entry] of parsed.keys.entries()) {
    const key = fromBase64Url(entry.k);
    if (key === null || key.length !== ACCOUNT_KEY_BYTES || entry.g !== index + 1) return { ok: false, problem: 'invalid' };
    keys.push({ generation: entry.g, key });
  }
  const grantSecret = fromBase64Url(parsed.s);
  if (grantSecret === null || grantSecret.length !== GRANT_SECRET_BYTES) return { ok: false, problem: 'invalid' };
  return { ok: true, grant: { accountId: parsed.a, grantSecret, keys } };
}
