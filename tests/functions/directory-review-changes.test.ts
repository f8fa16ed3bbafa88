/**
 * A verified listing's public text is what the admin reviewed: changing its contact link or bio sends it back to
 * review (hidden from the public meanwhile), and the admin sees which fields changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryPageSchema, listingStateSchema } from '../../contract/directory-schemas.ts';
import { adminListingsSchema } from '../../contract/directory-admin-schemas.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { directoryHarness, newDevice, sampleRequest, type DirectoryHarness } from './support/directory-harness.ts';

describe.each(DATABASE_KINDS)('31.4 a listing whose contact or bio changes goes back to review (%s database)', (kind) => {
  let database: TestDatabase;
  let h: DirectoryHarness;
  let cookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = directoryHarness(database.db);
    cookie = await h.signIn();
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function publicListing(name: string) {
    const device = newDevice();
    await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest({ name }) });
    await h.call('POST', `/admin/listings/${device.listingId}/verify`, { cookie, body: {} });
    await h.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'professional' } });
    return device;
  }

  async function isListedPublicly(listingId: string): Promise<boolean> {
    const page = directoryPageSchema.parse((await h.call('GET', '/listings')).json.data);
    return page.listings.some((listing) => listing.listingId === listingId);
  }

  it.each([
    ['contact', { contact: 'https://phish.example/login' }, ['contact']],
    ['bio', { bio: 'Now offering miracle cures, pay upfront.' }, ['bio']],
    ['contact and bio', { contact: 'https://phish.example/login', bio: 'Changed.' }, ['bio', 'contact']],
  ] as const)('a change of %s hides the listing until the admin verifies it again, naming what changed', async (_name, change, named) => {
    const device = await publicListing(`Dr. Review ${named.join(' ')}`);
    expect(await isListedPublicly(device.listingId)).toBe(true);

    const changed = await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest({ name: `Dr. Review ${named.join(' ')}`, ...change }) });
    expect(changed.status, changed.text).toBe(200);
    expect(listingStateSchema.parse(changed.json.data)).toMatchObject({ status: 'pending', isPublic: false });
    expect(await isListedPublicly(device.listingId)).toBe(false);

    const queue = adminListingsSchema.parse((await h.call('GET', '/admin/listings?status=pending', { cookie })).json.data);
    const item = queue.listings.find((listing) => listing.listingId === device.listingId);
    expect(item?.changedSinceReview).toEqual(named);
    if ('contact' in change) expect(item?.contact).toBe(change.contact);

    await h.call('POST', `/admin/listings/${device.listingId}/verify`, { cookie, body: {} });
    expect(await isListedPublicly(device.listingId)).toBe(true);
    const after = adminListingsSchema.parse((await h.call('GET', '/admin/listings?status=verified', { cookie })).json.data);
    expect(after.listings.find((listing) => listing.listingId === device.listingId)?.changedSinceReview).toEqual([]);
  });

  it('a change of other fields (city, specialties) keeps a verified listing public', async () => {
    const device = await publicListing('Dr. Stays Public');
    const changed = await h.call('PUT', `/listings/${device.listingId}`, {
      key: device.key,
      body: sampleRequest({ name: 'Dr. Stays Public', city: 'Salem', specialties: ['Grief'] }),
    });
    expect(listingStateSchema.parse(changed.json.data)).toMatchObject({ status: 'verified', isPublic: true });
  });
});
