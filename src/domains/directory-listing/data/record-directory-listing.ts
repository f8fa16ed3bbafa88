/**
 * The therapist's request to be listed in the directory (functions/directory.ts). The first request makes this
 * device's listing id and listing key (the key proves the listing is this device's; the server keeps only its
 * SHA-256); later requests keep both. The request is saved in the `directoryListing` settings row and queued as a
 * `directory_listing` outbox entry in one Dexie transaction, so it can be written offline and is sent when the
 * device is online. Only the newest waiting request is sent: it says everything the older ones said.
 */
import { DEVICE_KEY_PATTERN } from '../../../../contract/device-key.ts';
import { newListingKey, type ListingRequest } from '../../../../contract/directory-schemas.ts';
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import type { DirectoryListingSetting } from '@/db/types';
import type { DirectoryListingPayload } from '../sync/directory-listing-sender';
import { enqueueInTransaction } from '../../../sync/outbox';



function isListingSetting(value: unknown): value is DirectoryListingSetting {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<DirectoryListingSetting>;
  return typeof candidate.listingId === 'string' && candidate.listingId.length > 0 && typeof candidate.listingKey === 'string' && DEVICE_KEY_PATTERN.test(candidate.listingKey);
}

/** This device's listing, or null when it never asked to be listed (or deleted everything since). */
export async function readDirectoryListing(): Promise<DirectoryListingSetting | null> {
  const row = await db.settings.get('directoryListing');
  return isListingSetting(row?.value) ? row.value : null;
}

/**
 * Saves the request and queues it. Resolves to the listing id, or null when the browser refused the write (shown
 * through the storage problem banner; nothing half-written remains).
 */
export async function requestListing(request: ListingRequest, now: Date = new Date()): Promise<{ listingId: string } | null> {
  try {
    return await db.transaction('rw', db.settings, db.outbox, async () => {
      const stored = await readDirectoryListing();
      const identity = stored ?? { listingId: crypto.randomUUID(), listingKey: newListingKey() };
      const setting: DirectoryListingSetting = {
        listingId: identity.listingId,
        listingKey: identity.listingKey,
        request,
        requestedAt: now.toISOString(),
      };
      await db.settings.put({ key: 'directoryListing', value: setting });
      const payload: DirectoryListingPayload = { listingId: identity.listingId, request };
      await enqueueInTransaction('directory_listing', identity.listingId, payload, now);
      return { listingId: identity.listingId };
    });
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}
