/**
 * The directory screen's calls to the directory functions, through the contract's one typed client. Made on first
 * use: a visitor who never opens /directory never makes it.
 */
import { createDirectoryClient, type DirectoryClient } from '@contract/directory-client';
import { DIRECTORY_PATH, type PublicListing, type ReportReason } from '@contract/directory-schemas';
import type { DirectoryListingRow } from '@/db/directory-types';
import type { FetchDirectoryPage } from './refresh-directory';

/** Long enough for a slow phone connection, short enough that the visitor is told instead of left waiting. */
const DIRECTORY_TIMEOUT_MS = 15_000;

let client: DirectoryClient | null = null;

function directoryClient(): DirectoryClient {
  client ??= createDirectoryClient(DIRECTORY_PATH, (input, init) => fetch(input, init), { timeoutMs: DIRECTORY_TIMEOUT_MS });
  return client;
}

/** The fields the device keeps of a public listing (what the screen shows and filters on). */
function toListingRow(listing: PublicListing): DirectoryListingRow {
  return {
    listingId: listing.listingId,
    name: listing.name,
    credentials: listing.credentials,
    city: listing.city,
    state: listing.state,
    specialties: listing.specialties,
    remote: listing.remote,
    inPerson: listing.inPerson,
    bio: listing.bio,
    contact: listing.contact,
  };
}

/** One page of the whole public directory (no filters: the screen filters its saved copy on the device). */
export const fetchDirectoryPage: FetchDirectoryPage = async (page) => {
  const answer = await directoryClient().listDirectory({ page });
  return {
    listings: answer.listings.map(toListingRow),
    generatedAt: answer.generatedAt,
    hasMore: answer.page * answer.pageSize < answer.total,
  };
};

export type SendListingReport = (listingId: string, report: { reason: ReportReason; details: string }) => Promise<void>;

/** Sends a report; a failure throws the client's error, whose message is a sentence the screen may show. */
export const sendListingReport: SendListingReport = async (listingId, report) => {
  await directoryClient().reportListing(listingId, report);
};
