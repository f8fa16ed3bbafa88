import { describe, expect, it } from 'vitest';
import { PHQ9_ITEM9_FLAG } from '../../../../contract/measure-scoring.ts';
import { describeFlags } from '../measure-flags';

describe('describeFlags', () => {
  it('says what PHQ-9 item 9’s flag means, and names a flag it does not know by its id', () => {
    expect(describeFlags([PHQ9_ITEM9_FLAG])).toBe('PHQ-9 item 9 (thoughts of being better off dead or of self-harm) answered above "Not at all"');
    expect(describeFlags(['newer-flag'])).toBe('Flag: newer-flag');
    expect(describeFlags(['constructor'])).toBe('Flag: constructor');
  });
});
