import { describe, expect, it } from 'vitest';
import {
  deriveFromRecoveryEntropy,
  formatRecoveryCode,
  generateRecoveryEntropy,
  parseRecoveryCode,
  recoveryAuthHash,
  recoveryWordGroups,
  recoveryWords,
} from './recovery-code.ts';
import { aesGcmOpen, aesGcmSeal, fromHex, toHex } from './primitives.ts';

const ZERO_ENTROPY = new Uint8Array(16);
const ZERO_WORDS = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
// BIP-39's published English vector for 7f x 16.
const SEVENS_WORDS = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

describe('the recovery code', () => {
  it("gives BIP-39's own words for BIP-39's test entropy", () => {
    expect(recoveryWords(ZERO_ENTROPY).join(' ')).toBe(ZERO_WORDS);
    expect(recoveryWords(fromHex('7f'.repeat(16))).join(' ')).toBe(SEVENS_WORDS);
  });

  it('shows twelve words in four groups of three, one group a line', () => {
    const entropy = fromHex('7f'.repeat(16));
    expect(recoveryWordGroups(entropy)).toEqual([
      ['legal', 'winner', 'thank'],
      ['year', 'wave', 'sausage'],
      ['worth', 'useful', 'legal'],
      ['winner', 'thank', 'yellow'],
    ]);
    expect(formatRecoveryCode(entropy)).toBe('legal winner thank\nyear wave sausage\nworth useful legal\nwinner thank yellow');
  });

  it('reads back what it wrote, for many random codes', () => {
    for (let round = 0; round < 50; round += 1) {
      const entropy = generateRecoveryEntropy();
      const parsed = parseRecoveryCode(formatRecoveryCode(entropy));
      expect(parsed.ok && toHex(parsed.entropy)).toBe(toHex(entropy));
    }
  });

  it('forgives case, spacing, line breaks, numbering and words typed by their first four letters', () => {
    const typed = '  1. LEGAL  winn Thank\n\n 4) year   WAVE sausa\r\n\tworth usef legal,\n winner than YELL ';
    const parsed = parseRecoveryCode(typed);
    expect(parsed.ok && toHex(parsed.entropy)).toBe('7f'.repeat(16));
    expect(parsed.ok && parsed.words.join(' ')).toBe(SEVENS_WORDS);
  });

  it('names the position of a word it cannot read, and does not guess past the first four letters', () => {
    expect(parseRecoveryCode(SEVENS_WORDS.replace('wave', 'wavy'))).toEqual({ ok: false, problem: 'unknown-word', position: 5, typed: 'wavy' });
    expect(parseRecoveryCode(SEVENS_WORDS.replace('sausage', 'sausagf'))).toMatchObject({ problem: 'unknown-word', position: 6 });
    expect(parseRecoveryCode(SEVENS_WORDS.replace('legal', 'lgl'))).toMatchObject({ problem: 'unknown-word', position: 1 });
  });

  it('refuses a changed 12th word, and a swap, by the checksum', () => {
    expect(parseRecoveryCode(ZERO_WORDS.replace('about', 'abandon'))).toEqual({ ok: false, problem: 'checksum' });
    expect(parseRecoveryCode(SEVENS_WORDS.replace('yellow', 'year'))).toEqual({ ok: false, problem: 'checksum' });
    const swapped = SEVENS_WORDS.replace('wave sausage', 'sausage wave');
    expect(parseRecoveryCode(swapped)).toEqual({ ok: false, problem: 'checksum' });
  });

  it('counts the words of a code too short or too long, and refuses oversized or non-text input without throwing', () => {
    expect(parseRecoveryCode('legal winner thank')).toEqual({ ok: false, problem: 'word-count', count: 3 });
    expect(parseRecoveryCode(`${SEVENS_WORDS} extra`)).toEqual({ ok: false, problem: 'word-count', count: 13 });
    expect(parseRecoveryCode('')).toEqual({ ok: false, problem: 'word-count', count: 0 });
    expect(parseRecoveryCode('legal '.repeat(1000))).toEqual({ ok: false, problem: 'too-long' });
    expect(parseRecoveryCode(42 as unknown as string)).toEqual({ ok: false, problem: 'too-long' });
    expect(parseRecoveryCode('💥 '.repeat(12))).toEqual({ ok: false, problem: 'word-count', count: 0 });
  });

  it('derives a 22-character account id, a 32-byte recovery auth and a wrap key, the same every time', async () => {
    const first = await deriveFromRecoveryEntropy(ZERO_ENTROPY);
    const again = await deriveFromRecoveryEntropy(ZERO_ENTROPY);
    const other = await deriveFromRecoveryEntropy(fromHex('7f'.repeat(16)));
    expect(first.accountId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.accountId).toBe(again.accountId);
    expect(first.accountId).not.toBe(other.accountId);
    expect(first.recoveryAuth).toHaveLength(32);
    expect(toHex(first.recoveryAuth)).toBe(toHex(again.recoveryAuth));
    expect(await recoveryAuthHash(first.recoveryAuth)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.recoveryWrapKey.extractable).toBe(false);
    const iv = new Uint8Array(12);
    const sealed = await aesGcmSeal(first.recoveryWrapKey, iv, Uint8Array.of(1, 2, 3), new Uint8Array());
    expect(await aesGcmOpen(again.recoveryWrapKey, iv, sealed, new Uint8Array())).toEqual(Uint8Array.of(1, 2, 3));
    expect(await aesGcmOpen(other.recoveryWrapKey, iv, sealed, new Uint8Array())).toBeNull();
  });

  it('refuses entropy that is not 16 bytes', async () => {
    expect(() => recoveryWords(new Uint8Array(15))).toThrow(RangeError);
    await expect(deriveFromRecoveryEntropy(new Uint8Array(32))).rejects.toThrow(RangeError);
  });
});
