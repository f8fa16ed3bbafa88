import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { DirectoryCacheRow, DirectoryListingRow } from '@/db/directory-types';

/** One page of the public directory as the service gives it. */
export interface DirectoryPage {
  listings: DirectoryListingRow[];
  generatedAt: string;
  /** True when a further page exists. */
  hasMore: boolean;
}

export type FetchDirectoryPage = (page: number) => Promise<DirectoryPage>;

/** The row key of the whole directory (the screen filters it on the device). */
const WHOLE_DIRECTORY = 'all';

/**
 * A bound on the pages read in one refresh (50 listings each): far above the directory's size for a long time, and
 * it keeps a misbehaving service from looping the device.
 */
const MAX_DIRECTORY_PAGES = 40;

/**
 * Reads every page of the public directory and saves it as the device's copy, replacing the previous one only
 * when the whole read succeeded (a half-read directory would hide listings). Throws what the service threw.
 */
export async function refreshDirectory(fetchPage: FetchDirectoryPage, now: () => Date = () => new Date()): Promise<DirectoryCacheRow> {
  const listings: DirectoryListingRow[] = [];
  let generatedAt = '';
  for (let page = 1; page <= MAX_DIRECTORY_PAGES; page += 1) {
    const answer = await fetchPage(page);
    if (page === 1) generatedAt = answer.generatedAt;
    listings.push(...answer.listings);
    if (!answer.hasMore) break;
  }
  const seen = new Set<string>();
  const unique = listings.filter((listing) => (seen.has(listing.listingId) ? false : (seen.add(listing.listingId), true)));
  const row: DirectoryCacheRow = { key: WHOLE_DIRECTORY, listings: unique, generatedAt, savedAt: now().toISOString() };
  await db.directoryCache.put(row);
  return row;
}

/** The device's copy of the directory, live; `null` when none was saved yet, `undefined` while reading. */
export function useCachedDirectory(): DirectoryCacheRow | null | undefined {
  return useLiveQuery(async () => (await db.directoryCache.get(WHOLE_DIRECTORY)) ?? null, []);
}
