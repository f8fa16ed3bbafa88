import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryPageSchema, listingStateSchema, subscriptionAnswerSchema } from '../../contract/directory-schemas.ts';
import { adminListingSchema, adminListingsSchema } from '../../contract/directory-admin-schemas.ts';
import { adminActionsSchema } from '../../contract/admin-action-schemas.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { directoryHarness, newDevice, sampleRequest, type DirectoryHarness } from './support/directory-harness.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('directory: the listing lifecycle (%s database)', (kind) => {
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

  async function directory(query = '') {
    const response = await h.call('GET', `/listings${query}`);
    expect(response.status, response.text).toBe(200);
    return directoryPageSchema.parse(response.json.data);
  }

  it('request, pending, verified by the admin, public while opted in and subscribed, hidden the instant it ends', async () => {
    const device = newDevice();
    const put = await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest() });
    expect(put.status, put.text).toBe(200);
    expect(put.headers.get('cache-control')).toBe('no-store');
    expect(listingStateSchema.parse(put.json.data)).toMatchObject({
      listingId: device.listingId,
      status: 'pending',
      declineReason: null,
      verifiedAt: null,
      subscription: { status: 'none', start: null, end: null },
      isPublic: false,
    });
    // Only the key's hash is kept.
    const [row] = await database.db.query<{ key_hash: string }>('select key_hash from feedback.directory_listings where listing_id = $1', [device.listingId]);
    expect(row?.key_hash).toBe(createHash('sha256').update(device.key).digest('hex'));
    expect((await directory()).listings.map((listing) => listing.listingId)).not.toContain(device.listingId);

    // The admin sees it in the queue with its license details, and verifies it.
    const queue = adminListingsSchema.parse((await h.call('GET', '/admin/listings?status=pending', { cookie })).json.data);
    const queued = queue.listings.find((listing) => listing.listingId === device.listingId);
    expect(queued).toMatchObject({ licenseNumber: 'PSY-12345', licenseState: 'OR', status: 'pending', openReports: 0 });
    const verified = await h.call('POST', `/admin/listings/${device.listingId}/verify`, { cookie, body: {} });
    expect(verified.status, verified.text).toBe(200);
    expect(adminListingSchema.parse(verified.json.data)).toMatchObject({ status: 'verified', reviewedBy: 'admin@example.org', isPublic: false });

    // Verified but not subscribed: still not public.
    const state = listingStateSchema.parse((await h.call('GET', `/listings/${device.listingId}`, { key: device.key })).json.data);
    expect(state).toMatchObject({ status: 'verified', verifiedAt: h.clock.now.toISOString(), isPublic: false });
    expect((await directory()).total).toBe(0);

    // The sample subscription: 30 days from the server's now.
    const started = await h.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'professional' } });
    expect(started.status, started.text).toBe(200);
    const end = new Date(h.clock.now.getTime() + 30 * DAY).toISOString();
    expect(subscriptionAnswerSchema.parse(started.json.data)).toMatchObject({
      outcome: 'started',
      isPublic: true,
      subscription: { status: 'active', start: h.clock.now.toISOString(), end },
    });
    expect(h.payments.calls).toHaveLength(1);

    // Public now, without license number or key.
    const page = await directory();
    expect(page.listings.map((listing) => listing.listingId)).toEqual([device.listingId]);
    expect(page.generatedAt).toBe(h.clock.now.toISOString());
    expect(JSON.stringify(page)).not.toContain('PSY-12345');
    expect(JSON.stringify(page)).not.toContain(device.key);
    expect(Object.keys(page.listings[0] ?? {})).not.toContain('status');

    // Asking again while active keeps the current one, and says so; the provider is not asked.
    h.clock.advance(10 * DAY);
    const again = subscriptionAnswerSchema.parse(
      (await h.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'professional' } })).json.data,
    );
    expect(again).toMatchObject({ outcome: 'kept-active', subscription: { status: 'active', end } });
    expect(h.payments.calls).toHaveLength(1);

    // The day the sample ends it is still active until its end instant...
    h.clock.now = new Date(Date.parse(end) - 1);
    expect((await directory()).total).toBe(1);
    // ... at the end instant and the day after it is not, and the listing is hidden.
    h.clock.now = new Date(end);
    expect((await directory()).total).toBe(0);
    h.clock.now = new Date(Date.parse(end) + DAY);
    expect((await directory()).total).toBe(0);
    const ended = listingStateSchema.parse((await h.call('GET', `/listings/${device.listingId}`, { key: device.key })).json.data);
    expect(ended).toMatchObject({ status: 'verified', isPublic: false, subscription: { status: 'ended', end } });

    // After it ended, a new request starts a new 30 days.
    const renewed = subscriptionAnswerSchema.parse(
      (await h.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'professional' } })).json.data,
    );
    expect(renewed).toMatchObject({
      outcome: 'started',
      isPublic: true,
      subscription: { status: 'active', start: h.clock.now.toISOString(), end: new Date(h.clock.now.getTime() + 30 * DAY).toISOString() },
    });
    expect((await directory()).total).toBe(1);

    // Opting out hides it at once, opting in shows it again; neither needs a new verification.
    const optOut = await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest({ directoryOptIn: false }) });
    expect(optOut.json.data).toMatchObject({ status: 'verified', isPublic: false });
    expect((await directory()).total).toBe(0);
    const optIn = await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest() });
    expect(optIn.json.data).toMatchObject({ status: 'verified', isPublic: true });

    // A change of license sends it back to pending (and out of the directory).
    const changed = await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest({ licenseNumber: 'PSY-99999' }) });
    expect(changed.json.data).toMatchObject({ status: 'pending', verifiedAt: null, isPublic: false });
    expect((await directory()).total).toBe(0);
    // (The clock moved 40 days: the admin signs in again.)
    cookie = await h.signIn();
    await h.call('POST', `/admin/listings/${device.listingId}/verify`, { cookie, body: {} });
    expect((await directory()).total).toBe(1);

    // The database clean-up for the next tests of this file.
    await database.db.query('delete from feedback.directory_listings');
  });

  it('declines with a reason the therapist reads; a license change sends it back to the queue', async () => {
    const device = newDevice();
    await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest() });
    const reason = 'The license number was not found in the Oregon board’s register. Check it and ask again.';
    const declined = await h.call('POST', `/admin/listings/${device.listingId}/decline`, { cookie, body: { reason } });
    expect(declined.status, declined.text).toBe(200);
    const state = listingStateSchema.parse((await h.call('GET', `/listings/${device.listingId}`, { key: device.key })).json.data);
    expect(state).toMatchObject({ status: 'declined', declineReason: reason, isPublic: false });

    // A change that is not the license keeps the decline.
    const bioOnly = await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest({ bio: 'Shorter.' }) });
    expect(bioOnly.json.data).toMatchObject({ status: 'declined', declineReason: reason });
    const fixed = await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest({ licenseNumber: 'PSY-12346' }) });
    expect(fixed.json.data).toMatchObject({ status: 'pending', declineReason: null });

    const actions = adminActionsSchema.parse((await h.call('GET', '/admin/actions', { cookie })).json.data).actions;
    expect(actions[0]).toMatchObject({
      adminEmail: 'admin@example.org',
      action: 'decline-listing',
      targetType: 'listing',
      targetId: device.listingId,
      reason,
      at: h.clock.now.toISOString(),
    });
  });

  it('binds the first key: another key is a 403 and changes nothing', async () => {
    const device = newDevice();
    await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest() });
    const other = newDevice().key;
    const hijack = await h.call('PUT', `/listings/${device.listingId}`, { key: other, body: sampleRequest({ name: 'Someone Else' }) });
    expect(hijack.status).toBe(403);
    expect((await h.call('GET', `/listings/${device.listingId}`, { key: other })).status).toBe(403);
    expect(
      (await h.call('POST', `/listings/${device.listingId}/subscription`, { key: other, body: { plan: 'professional' } })).status,
    ).toBe(403);
    const [row] = await database.db.query<{ name: string }>('select name from feedback.directory_listings where listing_id = $1', [device.listingId]);
    expect(row?.name).toBe('Dr. Ada Rivers');
    expect((await h.call('GET', `/listings/${newDevice().listingId}`, { key: device.key })).status).toBe(404);
  });

  it('a refused payment is a 402 and starts nothing', async () => {
    const device = newDevice();
    await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest() });
    h.payments.refuseNext = 'The card was declined.';
    const refused = await h.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'professional' } });
    expect(refused.status).toBe(402);
    expect(refused.json.error).toBe('The card was declined.');
    const state = listingStateSchema.parse((await h.call('GET', `/listings/${device.listingId}`, { key: device.key })).json.data);
    expect(state.subscription).toEqual({ status: 'none', start: null, end: null });
  });
});
