/**
 * The recovery code (docs/e2ee-sync.md, section 2.1): 16 random bytes shown once as 12 BIP-39 English words in four
 * groups of three, and everything derived from them. Reading a typed code is forgiving (case, spacing, line breaks,
 * numbering, a word typed by its first four letters) and never throws: a word it cannot read is named by its
 * position, and a code whose checksum fails is named as such.
 *
 * The BIP-39 seed (PBKDF2) is deliberately not used: the entropy is already 128 random bits, and stretching a random
 * key buys nothing.
 */
import { entropyToMnemonic, mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { toBase64Url } from '../share-bytes.ts';
import { hkdfAesKey, hkdfBytes, importHkdfBase, platformRandomBytes, sha256, type RandomBytes } from './primitives.ts';

export const RECOVERY_ENTROPY_BYTES = 16;
export const RECOVERY_WORD_COUNT = 12;
export const RECOVERY_GROUP_SIZE = 3;
/** Far more than twelve words typed with generous spacing; anything longer is not an attempt at a code. */
export const MAX_RECOVERY_INPUT_LENGTH = 1000;
/** BIP-39's English words are unique by their first four letters. */
const PREFIX_LETTERS = 4;

export const RECOVERY_INFO = {
  accountId: 'account id',
  recoveryAuth: 'recovery auth',
  recoveryWrap: 'recovery wrap',
} as const;

export function generateRecoveryEntropy(random: RandomBytes = platformRandomBytes): Uint8Array {
  const entropy = random(RECOVERY_ENTROPY_BYTES);
  if (entropy.length !== RECOVERY_ENTROPY_BYTES) throw new RangeError('The recovery entropy must be 16 bytes');
  return entropy;
}

/** The twelve words of the entropy, in order. */
export function recoveryWords(entropy: Uint8Array): string[] {
  if (entropy.length !== RECOVERY_ENTROPY_BYTES) throw new RangeError('The recovery entropy must be 16 bytes');
  return entropyToMnemonic(entropy, wordlist).split(' ');
}

/** The words in four groups of three, as they are shown and printed. */
export function recoveryWordGroups(entropy: Uint8Array): string[][] {
  const words = recoveryWords(entropy);
  const groups: string[][] = [];
  for (let start = 0; start < words.length; start += RECOVERY_GROUP_SIZE) groups.push(words.slice(start, start + RECOVERY_GROUP_SIZE));
  return groups;
}

/** One line per group of three words: what a printed sheet carries. */
export function formatRecoveryCode(entropy: Uint8Array): string {
  return recoveryWordGroups(entropy)
    .map((group) => group.join(' '))
    .join('\n');
}

export type RecoveryCodeProblem =
  | { problem: 'too-long' }
  | { problem: 'word-count'; count: number }
  | { problem: 'unknown-word'; position: number; typed: string }
  | { problem: 'checksum' };

export type ParsedRecoveryCode = { ok: true; entropy: Uint8Array; words: string[] } | ({ ok: false } & RecoveryCodeProblem);

const WORD_INDEX = new Map(wordlist.map((word, index) => [word, index]));
const WORD_BY_PREFIX = new Map(wordlist.map((word) => [word.slice(0, PREFIX_LETTERS), word]));

/**
 * The list word a typed token stands for: the word itself, or at least its first four letters and nothing that
 * differs from the word after them (so "abando" reads as "abandon" but "abandom" is not guessed at).
 */
function readWord(token: string): string | null {
  if (WORD_INDEX.has(token)) return token;
  if (token.length < PREFIX_LETTERS) return null;
  const word = WORD_BY_PREFIX.get(token.slice(0, PREFIX_LETTERS));
  return word !== undefined && word.startsWith(token) ? word : null;
}

/** Splits on anything that is not a letter; a printed sheet's numbering ("1.", "4)") falls away with it. */
function tokens(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((token) => token.length > 0);
}

/** Reads a typed recovery code. Never throws. */
export function parseRecoveryCode(text: string): ParsedRecoveryCode {
  if (typeof text !== 'string' || text.length > MAX_RECOVERY_INPUT_LENGTH) return { ok: false, problem: 'too-long' };
  const typed = tokens(text);
  if (typed.length !== RECOVERY_WORD_COUNT) return { ok: false, problem: 'word-count', count: typed.length };
  const words: string[] = [];
  for (const [index, token] of typed.entries()) {
    const word = readWord(token);
    if (word === null) return { ok: false, problem: 'unknown-word', position: index + 1, typed: token };
    words.push(word);
  }
  try {
    return { ok: true, entropy: mnemonicToEntropy(words.join(' '), wordlist), words };
  } catch {
    // Every word is a list word, so the only thing left to fail is the checksum (the 12th word's last 4 bits).
    return { ok: false, problem: 'checksum' };
  }
}

export interface RecoveryDerivations {
  /** b64u(HKDF(E, "account id", 16)): the opaque id the server knows, 22 characters. */
  accountId: string;
  /** HKDF(E, "recovery auth", 32): proves knowledge of the code when linking by recovery. */
  recoveryAuth: Uint8Array;
  /** HKDF(E, "recovery wrap", 32) as a non-extractable AES-256-GCM key: opens the keyring's recovery envelope. */
  recoveryWrapKey: CryptoKey;
}

export async function deriveFromRecoveryEntropy(entropy: Uint8Array): Promise<RecoveryDerivations> {
  if (entropy.length !== RECOVERY_ENTROPY_BYTES) throw new RangeError('The recovery entropy must be 16 bytes');
  const base = await importHkdfBase(entropy);
  return {
    accountId: toBase64Url(await hkdfBytes(base, RECOVERY_INFO.accountId, 16)),
    recoveryAuth: await hkdfBytes(base, RECOVERY_INFO.recoveryAuth, 32),
    recoveryWrapKey: await hkdfAesKey(base, RECOVERY_INFO.recoveryWrap),
  };
}

/** What the server stores and compares: b64u(SHA-256(recovery auth)), 43 characters. */
export async function recoveryAuthHash(recoveryAuth: Uint8Array): Promise<string> {
  return toBase64Url(await sha256(recoveryAuth));
}
