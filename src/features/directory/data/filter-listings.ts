import type { DirectoryListingRow } from '@/db/directory-types';

/** The directory's filters as the screen holds them; an empty value means "any". */
export interface DirectoryFilters {
  specialty: string;
  state: string;
  city: string;
  /** `remote`: offers remote sessions; `in-person`: offers sessions in person; `any`: either. */
  format: 'any' | 'remote' | 'in-person';
  query: string;
}

export const NO_FILTERS: DirectoryFilters = { specialty: '', state: '', city: '', format: 'any', query: '' };

/** Case- and accent-insensitive comparison form of a text. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/**
 * The listings that match every filter, in the order given (the server's, by name). Done on the device so that the
 * filters work the same offline, over the cached directory. The text search looks in the name, credentials,
 * specialties, city, state and bio, and every word of the search has to be found.
 */
export function filterListings(listings: readonly DirectoryListingRow[], filters: DirectoryFilters): DirectoryListingRow[] {
  const specialty = fold(filters.specialty);
  const state = fold(filters.state);
  const city = fold(filters.city);
  const words = fold(filters.query).split(/\s+/).filter(Boolean);
  return listings.filter((listing) => {
    if (specialty && !listing.specialties.some((item) => fold(item) === specialty)) return false;
    if (state && fold(listing.state) !== state) return false;
    if (city && !fold(listing.city).includes(city)) return false;
    if (filters.format === 'remote' && !listing.remote) return false;
    if (filters.format === 'in-person' && !listing.inPerson) return false;
    if (words.length > 0) {
      const haystack = fold(
        [listing.name, listing.credentials, listing.city, listing.state, listing.bio, ...listing.specialties].join(' '),
      );
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
}

/** The distinct values of a field across the listings, sorted, for a filter's choices. */
export function choicesOf(listings: readonly DirectoryListingRow[], pick: (listing: DirectoryListingRow) => readonly string[]): string[] {
  const byFolded = new Map<string, string>();
  for (const listing of listings) {
    for (const value of pick(listing)) {
      const trimmed = value.trim();
      if (trimmed && !byFolded.has(fold(trimmed))) byFolded.set(fold(trimmed), trimmed);
    }
  }
  return [...byFolded.values()].sort((a, b) => a.localeCompare(b));
}
