import { describe, expect, it } from 'vitest';
import { stories } from '../stories';
import { validateStories } from '../validate-stories';

describe('stories draft', () => {
  it('problems', () => {
    expect(validateStories(stories).filter((p) => !p.startsWith('there are'))).toEqual([]);
  });
});
