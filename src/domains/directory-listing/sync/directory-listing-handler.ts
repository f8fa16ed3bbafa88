/**
 * The handler of the `directory_listing` kind: PUT /listings/{listingId} at the directory functions, with the
 * listing key from this device's `directoryListing` settings row (never from the entry: the outbox is shown on the
 * status screens and may be kept as a dead letter). The kind keeps only the newest request of a listing
 * (declared `latestState` in ./directory-listing-kind.ts), so each entry is one listing's whole request. Imported by the service worker.
 */
import type { BetterMindsDatabase } from '../../../db/database';
import type { OutboxEntryRow } from '../../../db/outbox-types';
import type { DirectoryListingPayload, DirectoryListingSender } from './directory-listing-sender';
import { DeliveryError } from '../../../sync/delivery-error';
import type { KindHandler } from '../../../sync/replay/handler';
import { sendSequentially } from '../../../sync/replay/senders';

export function directoryListingHandler(database: BetterMindsDatabase, directory: DirectoryListingSender): KindHandler {
  async function deliver(entry: OutboxEntryRow): Promise<void> {
    const payload = entry.payload as DirectoryListingPayload;
    const row = await database.settings.get('directoryListing');
    const setting = row?.key === 'directoryListing' ? row.value : null;
    if (!setting || setting.listingId !== payload.listingId) {
      // The key is gone (everything was deleted on this device): the request can never be proven, so it is refused.
      throw new DeliveryError('This device no longer holds the key of this listing', 403);
    }
    await directory.putListing(payload.listingId, setting.listingKey, payload.request);
  }
  return { send: (entries) => sendSequentially(entries, deliver) };
}
