import { describe, expect, it } from 'vitest';
import { padme, paddedBodyLength } from './padding.ts';

describe('PADMÉ', () => {
  // Each worked by hand from E = floor(log2 L), S = floor(log2 E) + 1, z = E - S, round L up to a multiple of 2^z.
  it.each([
    [0, 0],
    [1, 1],
    [3, 3], // E 1, S 1, z 0
    [9, 10], // E 3, S 2, z 1: the next even number
    [64, 64], // E 6, S 3, z 3: already a multiple of 8
    [65, 72],
    [100, 104],
    [1000, 1024], // E 9, S 4, z 5: 32 x 32
    [1025, 1088], // E 10, S 4, z 6: 17 x 64
    [10_000, 10_240], // E 13, S 4, z 9: 20 x 512
    [63_000, 63_488], // E 15, S 4, z 11: 31 x 2048
    [65_347, 65_536],
    [2 ** 20 + 1, 2 ** 20 + 2 ** 15], // E 20, S 5, z 15
    [2 ** 40 + 1, 2 ** 40 + 2 ** 34], // past 2^31, where bit operators would overflow: E 40, S 6, z 34
  ])('pads %i bytes to %i', (length, padded) => {
    expect(padme(length)).toBe(padded);
  });

  it('never shrinks, never adds more than 12%, and pads a padded length to itself', () => {
    for (let length = 2; length < 70_000; length += 1) {
      const padded = padme(length);
      expect(padded).toBeGreaterThanOrEqual(length);
      expect(padded / length).toBeLessThanOrEqual(1.12);
      expect(padme(padded)).toBe(padded);
    }
  });

  it('pads a change body to at least 64 bytes, counting the 4-byte length', () => {
    expect(paddedBodyLength(0)).toBe(64);
    expect(paddedBodyLength(60)).toBe(64);
    expect(paddedBodyLength(61)).toBe(72);
    expect(paddedBodyLength(996)).toBe(1024);
  });

  it('refuses a length that is not a non-negative integer', () => {
    expect(() => padme(-1)).toThrow(RangeError);
    expect(() => padme(1.5)).toThrow(RangeError);
    expect(() => padme(Number.NaN)).toThrow(RangeError);
  });
});
