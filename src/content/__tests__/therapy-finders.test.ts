import { describe, expect, it } from 'vitest';
import { crisisCountries } from '../crisis-lines';
import { therapyFinders } from '../therapy-finders';

describe('the official ways to find a therapist', () => {
  it('each has an https link, a named https source and an ISO date checked, for a country crisis help knows', () => {
    const known = new Set(crisisCountries.map((country) => country.code));
    const entries = Object.entries(therapyFinders);
    expect(entries.length).toBeGreaterThan(0);
    for (const [code, finders] of entries) {
      expect(known.has(code as never), code).toBe(true);
      for (const finder of finders ?? []) {
        expect(finder.url, finder.name).toMatch(/^https:\/\//);
        expect(finder.source.url, finder.name).toMatch(/^https:\/\//);
        expect(finder.source.name.trim(), finder.name).not.toBe('');
        expect(finder.description.trim(), finder.name).not.toBe('');
        expect(finder.checked, finder.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(finder.checked)), finder.name).toBe(false);
      }
    }
  });
});
