/**
 * The therapist's side of the directory functions, for the screens: what the server says about this device's listing
 * (GET with the listing key), and starting the sample subscription on it. The request itself is written through
 * the outbox (src/domains/directory-listing/data/record-directory-listing.ts); these two calls need the network and say so when it
 * is not there. The client is made on first use.
 */
import { createDirectoryClient, DirectoryClientError, type DirectoryClient } from '../../../../contract/directory-client.ts';
import { DIRECTORY_PATH, type ListingState, type SubscriptionAnswer } from '../../../../contract/directory-schemas.ts';
import { readDirectoryListing } from '@/domains/directory-listing/data/record-directory-listing';

/** Long enough for a slow phone connection, short enough that the person is told instead of left waiting. */
const DIRECTORY_TIMEOUT_MS = 15_000;

let client: DirectoryClient | null = null;

function directoryClient(): DirectoryClient {
  client ??= createDirectoryClient(DIRECTORY_PATH, (input, init) => fetch(input, init), { timeoutMs: DIRECTORY_TIMEOUT_MS });
  return client;
}

export type ListingLookup =
  /** This device never asked to be listed. */
  | { kind: 'none' }
  /** Asked, but the server has not received the request yet (it waits in the outbox, or is on its way). */
  | { kind: 'not-received' }
  | { kind: 'found'; state: ListingState }
  /** No answer (offline) or the service is in trouble: `message` is a plain sentence to show. */
  | { kind: 'unavailable'; message: string };

function unavailable(error: unknown): { kind: 'unavailable'; message: string } {
  if (error instanceof DirectoryClientError) return { kind: 'unavailable', message: error.message };
  return { kind: 'unavailable', message: 'The directory could not be reached. Check the connection and try again.' };
}

export async function lookUpListing(): Promise<ListingLookup> {
  const listing = await readDirectoryListing();
  if (!listing) return { kind: 'none' };
  try {
    return { kind: 'found', state: await directoryClient().getListing(listing.listingId, listing.listingKey) };
  } catch (error) {
    if (error instanceof DirectoryClientError && error.status === 404) return { kind: 'not-received' };
    return unavailable(error);
  }
}

export type ServerSubscriptionResult =
  | { kind: 'no-listing' }
  /** The server's answer says whether it started one or kept the active one (`state.outcome`). */
  | { kind: 'started'; state: SubscriptionAnswer }
  | { kind: 'unavailable'; message: string };

/** Starts the professional plan's sample subscription on this device's listing (the server keeps one that is
 * still active rather than starting another). */
export async function startListingSubscription(): Promise<ServerSubscriptionResult> {
  const listing = await readDirectoryListing();
  if (!listing) return { kind: 'no-listing' };
  try {
    const state = await directoryClient().startSubscription(listing.listingId, listing.listingKey);
    return { kind: 'started', state };
  } catch (error) {
    // The request has not reached the server yet: there is no listing there to start it on (yet).
    if (error instanceof DirectoryClientError && error.status === 404) return { kind: 'no-listing' };
    return unavailable(error);
  }
}
