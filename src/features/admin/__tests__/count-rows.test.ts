import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, countRows, RATING_ORDER } from '../lib/count-rows';

describe('the admin analytics breakdowns', () => {
  it('label categories by name, not by key', () => {
    expect(CATEGORY_LABELS.technical).toBe('Something is not working');
    expect(CATEGORY_LABELS.general).toBe('General feedback');
  });

  it('list ratings as a scale, 1 to 5, whatever their counts', () => {
    const rows = countRows({ '4': 9, '1': 2, '5': 30, '3': 2, '2': 7 }, RATING_ORDER);
    expect(rows.map(([key]) => key)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('list other breakdowns largest first, ties in a fixed order', () => {
    expect(countRows({ b: 2, c: 5, a: 2 })).toEqual([['c', 5], ['a', 2], ['b', 2]]);
  });
});
