import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingRequest } from '../../../../../contract/directory-schemas';
import { db } from '@/db/database';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import type { DirectoryListingSender } from '../../sync/directory-listing-sender';
import { DeliveryError } from '../../../../sync/delivery-error';
import { directoryListingKind } from '../../sync/directory-listing-kind';
import { readDirectoryListing, requestListing } from '../record-directory-listing';
import { directoryListingHandler } from '../../sync/directory-listing-handler';

function request(overrides: Partial<ListingRequest> = {}): ListingRequest {
  return {
    name: 'Dana Reyes',
    credentials: 'LCSW',
    licenseNumber: 'LC-12345',
    licenseState: 'CA',
    city: 'Oakland',
    state: 'CA',
    specialties: ['Anxiety'],
    remote: true,
    inPerson: false,
    bio: 'Short-term CBT for anxiety.',
    contact: 'https://example.org/dana',
    directoryOptIn: true,
    ...overrides,
  };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
});

describe('the directory_listing outbox kind', () => {
  it('goes to the functions, keeps only the newest request, and has a plain label', () => {
    expect(directoryListingKind.destination).toBe('functions');
    expect(directoryListingKind.latestState).toBe(true);
    expect(directoryListingKind.label).toBe('Your request to be listed in the directory');
  });
});

describe('requestListing', () => {
  it('saves the settings row and queues the entry together, with the key in the row and never in the entry', async () => {
    const at = new Date('2026-11-24T09:00:00.000Z');
    const made = await requestListing(request(), at);
    expect(made?.listingId).toMatch(/^[0-9a-f-]{36}$/);

    const setting = await readDirectoryListing();
    expect(setting).toMatchObject({ listingId: made?.listingId, request: request(), requestedAt: at.toISOString() });
    expect(setting?.listingKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'directory_listing', recordId: made?.listingId, payload: { listingId: made?.listingId, request: request() } });
    expect(JSON.stringify(entries[0]?.payload)).not.toContain(setting?.listingKey ?? 'no key');
  });

  it('makes the id and key once and never changes them; the newest request replaces a waiting one', async () => {
    const first = await requestListing(request());
    const firstKey = (await readDirectoryListing())?.listingKey;
    const second = await requestListing(request({ bio: 'Now also in person.', inPerson: true }));

    expect(second?.listingId).toBe(first?.listingId);
    expect((await readDirectoryListing())?.listingKey).toBe(firstKey);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.payload).toMatchObject({ request: { bio: 'Now also in person.', inPerson: true } });
  });

  it('writes neither the row nor the entry when the transaction fails, and says so through the storage banner', async () => {
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    expect(await requestListing(request())).toBeNull();
    expect(await db.settings.get('directoryListing')).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(getStorageProblem()).not.toBeNull();
    vi.restoreAllMocks();
  });
});

describe('the directory_listing sender', () => {
  it('PUTs the newest request with the key from the settings row', async () => {
    await requestListing(request());
    const setting = await readDirectoryListing();
    const putListing = vi.fn<DirectoryListingSender['putListing']>().mockResolvedValue(undefined);
    const entries = await db.outbox.toArray();
    const report = await directoryListingHandler(db, { putListing }).send(entries);

    expect(putListing).toHaveBeenCalledWith(setting?.listingId, setting?.listingKey, request());
    expect(report.confirmed).toHaveLength(1);
  });

  it('keeps the entry for a retry when offline, and refuses it for good when the server says the key is wrong', async () => {
    await requestListing(request());
    const entries = await db.outbox.toArray();
    const offline = await directoryListingHandler(db, { putListing: () => Promise.reject(new DeliveryError('Network error', null)) }).send(entries);
    expect(offline.retry?.entry).toEqual(entries[0]);
    expect(offline.confirmed).toHaveLength(0);

    const refused = await directoryListingHandler(db, { putListing: () => Promise.reject(new DeliveryError('wrong key', 403)) }).send(entries);
    expect(refused.rejected.map((item) => item.error.status)).toEqual([403]);
  });

  it('refuses an entry whose key this device no longer holds, without calling the server', async () => {
    await requestListing(request());
    const entries = await db.outbox.toArray();
    await db.settings.delete('directoryListing');
    const putListing = vi.fn<DirectoryListingSender['putListing']>();
    const report = await directoryListingHandler(db, { putListing }).send(entries);
    expect(putListing).not.toHaveBeenCalled();
    expect(report.rejected).toHaveLength(1);
  });
});
