import { describe, expect, it } from 'vitest';
import {
  CANONICAL_SHARE_CODE,
  CROCKFORD_ALPHABET,
  CROCKFORD_CHECK_ALPHABET,
  formatShareCode,
  generateShareCode,
  looksLikeShareCode,
  normalizeShareCode,
  shareCodeCheckSymbol,
} from './share-code.ts';

/** A seeded byte source (mulberry32), so the sample of codes is the same on every run. */
function seededBytes(seed: number): (count: number) => Uint8Array {
  let state = seed >>> 0;
  return (count) => {
    const bytes = new Uint8Array(count);
    for (let index = 0; index < count; index++) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      bytes[index] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
    }
    return bytes;
  };
}

const random = seededBytes(14);
const SAMPLE = Array.from({ length: 200 }, () => generateShareCode(random));

describe('share codes: generation', () => {
  it('makes 8 Crockford symbols and a matching check symbol that is a letter or digit', () => {
    for (const code of SAMPLE) {
      expect(code).toMatch(CANONICAL_SHARE_CODE);
      expect(code).toMatch(/^[0-9A-Z]{9}$/);
      expect(normalizeShareCode(code)).toBe(code);
    }
    expect(new Set(SAMPLE).size).toBe(SAMPLE.length);
  });

  it('spends 40 random bits on the 8 symbols, most significant first', () => {
    // 0x0000000001 is the number 1: seven zeros then "1"; 1 mod 37 = 1.
    expect(generateShareCode(() => Uint8Array.of(0, 0, 0, 0, 1))).toBe('000000011');
    // All ones: 2^40 - 1 is "ZZZZZZZZ", and (2^40 - 1) mod 37 = 15, the check symbol "F".
    expect(generateShareCode(() => Uint8Array.of(255, 255, 255, 255, 255))).toBe('ZZZZZZZZF');
    expect((2 ** 40 - 1) % 37).toBe(15);
  });

  it('draws again when the check symbol would be one of *~$=U, so handed-out codes are letters and digits', () => {
    // 32 is "10" in base 32 and 32 mod 37 = 32 ("*"); the next draw (the number 1) is accepted.
    const draws = [Uint8Array.of(0, 0, 0, 0, 32), Uint8Array.of(0, 0, 0, 0, 1)];
    let calls = 0;
    const code = generateShareCode(() => draws[calls++] ?? new Uint8Array(5));
    expect(calls).toBe(2);
    expect(code).toBe('000000011');
    // The refused one is still a valid code to read.
    expect(normalizeShareCode('00000010*')).toBe('00000010*');
  });
});

describe('share codes: the mod-37 check symbol', () => {
  it('encodes the value modulo 37 with Crockford check symbols', () => {
    expect(shareCodeCheckSymbol('00000000')).toBe('0');
    expect(shareCodeCheckSymbol('0000000Z')).toBe('Z'); // 31
    expect(shareCodeCheckSymbol('00000010')).toBe('*'); // 32
    expect(shareCodeCheckSymbol('00000011')).toBe('~'); // 33
    expect(shareCodeCheckSymbol('00000012')).toBe('$'); // 34
    expect(shareCodeCheckSymbol('00000013')).toBe('='); // 35
    expect(shareCodeCheckSymbol('00000014')).toBe('U'); // 36
    expect(shareCodeCheckSymbol('00000015')).toBe('0'); // 37
    expect(CROCKFORD_CHECK_ALPHABET).toHaveLength(37);
  });

  it('catches every single-symbol substitution of the sample codes', () => {
    let tried = 0;
    for (const code of SAMPLE) {
      for (let position = 0; position < code.length; position++) {
        const symbols = position < 8 ? CROCKFORD_ALPHABET : CROCKFORD_CHECK_ALPHABET;
        for (const symbol of symbols) {
          if (symbol === code[position]) continue;
          const changed = code.slice(0, position) + symbol + code.slice(position + 1);
          expect(normalizeShareCode(changed), `${code} -> ${changed}`).toBeNull();
          tried++;
        }
      }
    }
    expect(tried).toBe(SAMPLE.length * (8 * 31 + 36));
  });

  it('catches every swap of two different neighbouring symbols, the check symbol included', () => {
    let tried = 0;
    for (const code of SAMPLE) {
      for (let position = 0; position < code.length - 1; position++) {
        if (code[position] === code[position + 1]) continue;
        const swapped = code.slice(0, position) + code[position + 1] + code[position] + code.slice(position + 2);
        expect(normalizeShareCode(swapped), `${code} -> ${swapped}`).toBeNull();
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(SAMPLE.length * 7);
  });
});

describe('share codes: reading what people type', () => {
  const code = '7K2M9QXR' + shareCodeCheckSymbol('7K2M9QXR');

  it('forgives lower case, hyphens, spaces, surrounding white space and dashes', () => {
    const shown = formatShareCode(code);
    expect(shown).toBe(`7K2M-9QXR-${code[8]}`);
    for (const typed of [shown, shown.toLowerCase(), ` ${shown} `, shown.replaceAll('-', ' '), `\t${code.toLowerCase()}\n`, shown.replaceAll('-', '\u2013'), '7k2m 9qxr' + code[8]]) {
      expect(normalizeShareCode(typed), JSON.stringify(typed)).toBe(code);
    }
  });

  it('reads I and L as 1 and O as 0, in either case', () => {
    const withOnes = '1O1O1O1O' + shareCodeCheckSymbol('10101010');
    expect(normalizeShareCode(withOnes)).toBe('10101010' + shareCodeCheckSymbol('10101010'));
    expect(normalizeShareCode('iolOLoIo' + shareCodeCheckSymbol('10101010'))).toBe('10101010' + shareCodeCheckSymbol('10101010'));
  });

  it('refuses what is not a code: wrong length, foreign symbols, U among the data, empty, huge', () => {
    for (const input of ['', ' ', code.slice(0, 8), `${code}0`, `${code.slice(0, 3)}U${code.slice(4)}`, `${code.slice(0, 8)}#`, 'ABCD-EFGH-!', '7K2M9QXR\u0000', 'x'.repeat(100_000), '７K2M9QXR0']) {
      expect(normalizeShareCode(input), JSON.stringify(input.slice(0, 20))).toBeNull();
      expect(looksLikeShareCode(input)).toBe(false);
    }
    expect(() => formatShareCode('nonsense')).toThrow(RangeError);
  });

  it('tells the shape of a code (typo or not) from other input', () => {
    const typo = code.slice(0, 8) + (code[8] === '0' ? '1' : '0');
    expect(normalizeShareCode(typo)).toBeNull();
    expect(looksLikeShareCode(typo)).toBe(true);
    expect(looksLikeShareCode(formatShareCode(code))).toBe(true);
    expect(looksLikeShareCode('eJyrVspLzE1VslJQSi_KLy1WqgUAL-4Fvw')).toBe(false);
  });
});
