/**
 * The replayer's side of the directory functions (functions/directory.ts): it sends a therapist's listing request
 * through the contract's one typed client, and turns the client's failures into DeliveryErrors the replayer
 * understands (no answer, 408, 429 and 5xx are retried; any other refusal is final). Imported by the service
 * worker: relative imports only, no DOM.
 */
import { createDirectoryClient, DirectoryClientError } from '../../../../contract/directory-client.ts';
import type { ListingRequest } from '../../../../contract/directory-schemas.ts';
import { asDeliveryError, DeliveryError } from '../../../sync/delivery-error';

/** What a `directory_listing` outbox entry carries; the key is read from the settings row, never kept here. */
export interface DirectoryListingPayload {
  listingId: string;
  request: ListingRequest;
}

export interface DirectoryListingSender {
  putListing(listingId: string, listingKey: string, request: ListingRequest): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 30_000;

function asDelivery(error: unknown): DeliveryError {
  if (!(error instanceof DirectoryClientError)) return asDeliveryError(error);
  if (error.kind === 'network') return asDeliveryError(error.cause ?? error);
  // A refusal is final by its status, except too many requests (429), which waits and retries.
  if (error.kind === 'refused') return new DeliveryError(error.message, error.status ?? 400);
  // 'http' (the service is in trouble) and 'unexpected' (an answer that is not the contract's) confirm nothing.
  return new DeliveryError(error.message, error.status ?? null, true);
}

export function createDirectoryListingSender(baseUrl: string, fetchImpl?: typeof fetch): DirectoryListingSender {
  // Resolved at call time so a test (or a Playwright route) sees the fetch in use then.
  const client = createDirectoryClient(baseUrl, (input, init) => (fetchImpl ?? fetch)(input, init), { timeoutMs: REQUEST_TIMEOUT_MS });
  return {
    async putListing(listingId, listingKey, request) {
      try {
        await client.putListing(listingId, listingKey, request);
      } catch (error) {
        throw asDelivery(error);
      }
    },
  };
}
