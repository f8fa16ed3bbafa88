import { describe, expect, it } from 'vitest';
import type { DirectoryListingRow } from '@/db/directory-types';
import { contactLinkOf } from '../data/contact-link';
import { choicesOf, filterListings, NO_FILTERS } from '../data/filter-listings';

const listing = (overrides: Partial<DirectoryListingRow>): DirectoryListingRow => ({
  listingId: overrides.name ?? 'x',
  name: 'Ana Ruiz',
  credentials: 'LMFT',
  city: 'Portland',
  state: 'OR',
  specialties: ['Anxiety'],
  remote: true,
  inPerson: false,
  bio: 'Calm, practical help.',
  contact: 'https://example.org',
  ...overrides,
});

const ana = listing({ name: 'Ana Ruiz' });
const ben = listing({ name: 'Ben Okafor', city: 'Salem', specialties: ['Grief', 'Trauma'], remote: false, inPerson: true, bio: 'Grief work.' });
const cleo = listing({ name: 'Cléo Martin', city: 'Austin', state: 'TX', specialties: ['anxiety'], bio: 'Teens and families.' });
const all = [ana, ben, cleo];

describe('the directory filters', () => {
  it('keep every listing without filters, and narrow by specialty (any case), state, city and format', () => {
    expect(filterListings(all, NO_FILTERS)).toEqual(all);
    expect(filterListings(all, { ...NO_FILTERS, specialty: 'Anxiety' })).toEqual([ana, cleo]);
    expect(filterListings(all, { ...NO_FILTERS, state: 'or' })).toEqual([ana, ben]);
    expect(filterListings(all, { ...NO_FILTERS, city: 'sal' })).toEqual([ben]);
    expect(filterListings(all, { ...NO_FILTERS, format: 'remote' })).toEqual([ana, cleo]);
    expect(filterListings(all, { ...NO_FILTERS, format: 'in-person' })).toEqual([ben]);
    expect(filterListings(all, { ...NO_FILTERS, state: 'TX', format: 'in-person' })).toEqual([]);
  });

  it('search every word across name, specialties, place and bio, ignoring accents and case', () => {
    expect(filterListings(all, { ...NO_FILTERS, query: 'cleo' })).toEqual([cleo]);
    expect(filterListings(all, { ...NO_FILTERS, query: 'GRIEF salem' })).toEqual([ben]);
    expect(filterListings(all, { ...NO_FILTERS, query: 'grief austin' })).toEqual([]);
  });

  it('offer each specialty once, sorted, whatever its case', () => {
    expect(choicesOf(all, (item) => item.specialties)).toEqual(['Anxiety', 'Grief', 'Trauma']);
  });
});

describe('a listing contact', () => {
  it('is a link only for https and e-mail addresses', () => {
    expect(contactLinkOf('https://example.org/ana')).toMatchObject({ kind: 'web', href: 'https://example.org/ana' });
    expect(contactLinkOf('ana@example.org')).toEqual({ kind: 'email', href: 'mailto:ana@example.org', label: 'ana@example.org' });
    expect(contactLinkOf('mailto:ana@example.org')).toMatchObject({ kind: 'email', href: 'mailto:ana@example.org' });
  });

  it('is plain text for any other scheme or shape', () => {
    for (const hostile of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'http://example.org', 'data:text/html,<b>x</b>', 'mailto:x@y.z?bcc=a@b.c', 'call me']) {
      expect(contactLinkOf(hostile).kind, hostile).toBe('text');
    }
  });
});
