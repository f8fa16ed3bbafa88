import { describe, expect, it } from 'vitest';
import { waitInWords } from '../lib/wait-words';

describe('the wrong-guess wait in words', () => {
  it.each([
    [30_000, '30 seconds'],
    [29_001, '30 seconds'],
    [1, '1 second'],
    [0, '1 second'],
    [60_000, '1 minute'],
    [65_000, '1 minute and 5 seconds'],
    [15 * 60_000, '15 minutes'],
    [3_600_000, '1 hour'],
    [3_661_000, '1 hour, 1 minute and 1 second'],
  ])('%i ms is "%s"', (ms, words) => {
    expect(waitInWords(ms)).toBe(words);
  });
});
