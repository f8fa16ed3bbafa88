import { describe, expect, it } from 'vitest';
import { crisisCountries } from '../crisis-lines';
import { therapyFinderProblems, therapyFinders, therapyFindersNoneFound } from '../therapy-finders';

const ISSUE_30_COUNTRIES = ['US', 'GB', 'AU', 'CA', 'IE', 'NZ', 'DE', 'FR', 'NL', 'ES', 'IT', 'CH', 'AT', 'BE', 'SE', 'NO', 'DK', 'FI'];

describe('the official ways to find a therapist', () => {
  it('each has an https link, a named https source and an ISO date checked, for a country crisis help knows', () => {
    const known = new Set(crisisCountries.map((country) => country.code));
    const entries = Object.entries(therapyFinders);
    expect(entries.length).toBeGreaterThan(10);
    for (const [code, finders] of entries) {
      expect(known.has(code as never), code).toBe(true);
      expect(finders?.length, code).toBeGreaterThan(0);
      for (const finder of finders ?? []) expect(therapyFinderProblems(finder), `${code}: ${finder.name}`).toEqual([]);
    }
  });

  it('refuses an entry without its source or the date it was checked', () => {
    const good = {
      name: 'A finder',
      url: 'https://example.org/find',
      description: 'Finds therapists.',
      source: { name: 'A health service', url: 'https://example.org/about' },
      checked: '2026-11-27',
    };
    expect(therapyFinderProblems(good)).toEqual([]);
    expect(therapyFinderProblems({ ...good, source: undefined })).toContain('no source');
    expect(therapyFinderProblems({ ...good, source: { name: ' ', url: 'http://example.org' } })).toEqual(['no source name', 'no https source page']);
    expect(therapyFinderProblems({ ...good, checked: undefined })).toContain('no date checked (yyyy-mm-dd)');
    expect(therapyFinderProblems({ ...good, checked: '27/11/2026' })).toContain('no date checked (yyyy-mm-dd)');
  });

  it('says plainly where none is known: a country is either cited or marked none found with a date, never both', () => {
    for (const [code, date] of Object.entries(therapyFindersNoneFound)) {
      expect(therapyFinders[code as keyof typeof therapyFinders], code).toBeUndefined();
      expect(date, code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Every country issue 30 names was looked for: it has a cited way, or the date we found none.
    for (const code of ISSUE_30_COUNTRIES) {
      const cited = therapyFinders[code as keyof typeof therapyFinders] !== undefined;
      const noneFound = therapyFindersNoneFound[code as keyof typeof therapyFindersNoneFound] !== undefined;
      expect(cited || noneFound, code).toBe(true);
    }
  });
});
