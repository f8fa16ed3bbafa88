/**
 * The directory's admin side and its limits: admin-only endpoints refuse without the admin session (and with a forged
 * or tampered one, or from another site), reports reach the admin's queue, every admin action is logged with who and
 * when, and the `list` and `directory` groups answer 429 with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportReceiptSchema } from '../../contract/directory-schemas.ts';
import { adminListingsSchema, adminReportSchema, adminReportsSchema } from '../../contract/directory-admin-schemas.ts';
import { adminActionsSchema } from '../../contract/admin-action-schemas.ts';
import { parseRateLimits } from '../../functions/_lib/rate-limit.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { directoryHarness, newDevice, sampleRequest, type DirectoryHarness } from './support/directory-harness.ts';

const LIMITED = { success: false, error: 'Too many requests. Please wait a moment and try again.' };

describe('directory limits: configuration', () => {
  it('defaults to 10 listing changes and 60 directory reads a minute, set with RATE_LIMITS like the others', () => {
    expect(parseRateLimits(undefined, undefined)?.limits).toMatchObject({ list: 10, directory: 60, share: 10 });
    expect(parseRateLimits('list=2,directory=5', undefined)?.limits).toMatchObject({ list: 2, directory: 5, read: 120 });
  });
});

describe.each(DATABASE_KINDS)('directory: the admin queue, reports and the action log (%s database)', (kind) => {
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

  /** A listing that is public: requested, verified, subscribed. */
  async function publicListing(name = 'Dr. Ada Rivers') {
    const device = newDevice();
    await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest({ name }) });
    await h.call('POST', `/admin/listings/${device.listingId}/verify`, { cookie, body: {} });
    await h.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'professional' } });
    return device;
  }

  it('answers 401 on every admin endpoint without a session, and with a forged or tampered one', async () => {
    const id = crypto.randomUUID();
    const [name, value] = cookie.split('=');
    const [token, signature] = (value ?? '').split('.');
    const forged = [
      undefined,
      'bm_admin_session=abc',
      `bm_admin_session=${'a'.repeat(43)}.${'b'.repeat(43)}`,
      `${name}=${token}x.${signature}`,
      `${name}=${token}.${signature}x`,
    ];
    for (const candidate of forged) {
      for (const [method, path, body] of [
        ['GET', '/admin/listings'],
        ['GET', '/admin/listings?status=all'],
        ['POST', `/admin/listings/${id}/verify`, {}],
        ['POST', `/admin/listings/${id}/decline`, { reason: 'No.' }],
        ['POST', '/admin/listings/not-a-uuid/verify', {}],
        ['GET', '/admin/reports'],
        ['POST', `/admin/reports/${id}/close`, {}],
        ['GET', '/admin/actions'],
      ] as const) {
        const response = await h.call(method, path, { cookie: candidate, body });
        expect(response.status, `${method} ${path} with ${String(candidate)}`).toBe(401);
        expect(response.json).toEqual({ success: false, error: 'Not signed in' });
      }
    }
    const [row] = await database.db.query<{ n: number }>('select count(*)::int as n from feedback.admin_actions');
    expect(row?.n).toBe(0);
  });

  it('refuses an admin action sent from another site, even with the session', async () => {
    const device = newDevice();
    await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest() });
    const foreign = await h.call('POST', `/admin/listings/${device.listingId}/verify`, {
      cookie,
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const queue = adminListingsSchema.parse((await h.call('GET', '/admin/listings?status=pending', { cookie })).json.data);
    expect(queue.listings.find((listing) => listing.listingId === device.listingId)?.status).toBe('pending');
  });

  it('a report reaches the admin queue with its count, is closed with a note, and every action is logged', async () => {
    const device = await publicListing('Dr. Reported');
    const reported = await h.call('POST', `/listings/${device.listingId}/reports`, {
      body: { reason: 'not-a-professional', details: 'The number is not in the register. <b>bold</b>' },
    });
    expect(reported.status, reported.text).toBe(201);
    const { reportId } = reportReceiptSchema.parse(reported.json.data);

    const open = adminReportsSchema.parse((await h.call('GET', '/admin/reports?status=open', { cookie })).json.data).reports;
    expect(open.find((report) => report.reportId === reportId)).toMatchObject({
      listingId: device.listingId,
      listingName: 'Dr. Reported',
      reason: 'not-a-professional',
      details: 'The number is not in the register. <b>bold</b>',
      status: 'open',
    });
    const all = adminListingsSchema.parse((await h.call('GET', '/admin/listings?status=verified', { cookie })).json.data);
    expect(all.listings.find((listing) => listing.listingId === device.listingId)?.openReports).toBe(1);

    h.clock.advance(60_000);
    const closed = await h.call('POST', `/admin/reports/${reportId}/close`, { cookie, body: { note: 'Checked the register: listed.' } });
    expect(closed.status, closed.text).toBe(200);
    expect(adminReportSchema.parse(closed.json.data)).toMatchObject({
      status: 'closed',
      closedBy: 'admin@example.org',
      closeNote: 'Checked the register: listed.',
      closedAt: h.clock.now.toISOString(),
    });
    // A second close keeps the first and is not logged again.
    h.clock.advance(60_000);
    const again = adminReportSchema.parse((await h.call('POST', `/admin/reports/${reportId}/close`, { cookie, body: {} })).json.data);
    expect(again.closeNote).toBe('Checked the register: listed.');
    expect((await h.call('POST', `/admin/reports/${crypto.randomUUID()}/close`, { cookie, body: {} })).status).toBe(404);
    expect(adminReportsSchema.parse((await h.call('GET', '/admin/reports', { cookie })).json.data).reports).toEqual([]);

    const actions = adminActionsSchema.parse((await h.call('GET', '/admin/actions', { cookie })).json.data).actions;
    expect(actions.filter((action) => action.targetId === reportId)).toHaveLength(1);
    expect(actions[0]).toMatchObject({ action: 'close-report', targetType: 'report', targetId: reportId, adminEmail: 'admin@example.org' });
    expect(actions.find((action) => action.action === 'verify-listing' && action.targetId === device.listingId)).toMatchObject({
      adminEmail: 'admin@example.org',
      reason: null,
    });
  });

  it('a second verify keeps the first time and is logged as its own action', async () => {
    const device = newDevice();
    await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest() });
    const first = adminListingsSchema.shape.listings.element.parse(
      (await h.call('POST', `/admin/listings/${device.listingId}/verify`, { cookie, body: {} })).json.data,
    );
    h.clock.advance(5 * 60_000);
    const second = adminListingsSchema.shape.listings.element.parse(
      (await h.call('POST', `/admin/listings/${device.listingId}/verify`, { cookie, body: {} })).json.data,
    );
    expect(second.verifiedAt).toBe(first.verifiedAt);
    const actions = adminActionsSchema.parse((await h.call('GET', '/admin/actions', { cookie })).json.data).actions;
    expect(actions.filter((action) => action.targetId === device.listingId).map((action) => action.at)).toEqual([
      h.clock.now.toISOString(),
      first.verifiedAt,
    ]);
  });

  it('answers 404 to verify or decline an unknown listing, 400 to a decline without a reason, and logs neither', async () => {
    const before = adminActionsSchema.parse((await h.call('GET', '/admin/actions', { cookie })).json.data).actions.length;
    const unknown = crypto.randomUUID();
    expect((await h.call('POST', `/admin/listings/${unknown}/verify`, { cookie, body: {} })).status).toBe(404);
    expect((await h.call('POST', `/admin/listings/${unknown}/decline`, { cookie, body: { reason: 'No.' } })).status).toBe(404);
    const device = newDevice();
    await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest() });
    expect((await h.call('POST', `/admin/listings/${device.listingId}/decline`, { cookie, body: { reason: ' ' } })).status).toBe(400);
    expect((await h.call('POST', `/admin/listings/${device.listingId}/decline`, { cookie, body: { reason: 'x'.repeat(501) } })).status).toBe(400);
    expect((await h.call('GET', '/admin/listings?status=everything', { cookie })).status).toBe(400);
    const after = adminActionsSchema.parse((await h.call('GET', '/admin/actions', { cookie })).json.data).actions.length;
    expect(after).toBe(before);
  });

  it('lists at most the latest 100 admin actions, newest first', async () => {
    await database.db.query(
      `insert into feedback.admin_actions (admin_email, action, target_type, target_id, reason, at)
       select 'admin@example.org', 'verify-listing', 'listing', 'bulk-' || n, null, $1::timestamptz + n * interval '1 second'
       from generate_series(1, 120) as n`,
      [h.clock.now.toISOString()],
    );
    const actions = adminActionsSchema.parse((await h.call('GET', '/admin/actions', { cookie })).json.data).actions;
    expect(actions).toHaveLength(100);
    expect(actions[0]?.targetId).toBe('bulk-120');
    expect(actions[99]?.targetId).toBe('bulk-21');
  });
});

describe.each(DATABASE_KINDS)('directory limits per address (%s database)', (kind) => {
  let database: TestDatabase;
  let h: DirectoryHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = directoryHarness(database.db, { env: { RATE_LIMITS: 'list=3,directory=4' } });
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('counts listing changes and subscription starts in `list`, then 429 with Retry-After', async () => {
    h.clock.now = new Date('2026-11-24T10:00:15Z');
    const ip = '198.51.100.50';
    const device = newDevice();
    expect((await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest(), ip })).status).toBe(200);
    expect((await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest(), ip })).status).toBe(200);
    const subscribed = await h.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'professional' }, ip });
    expect(subscribed.status).toBe(200);
    // Malformed requests count too.
    const limited = await h.call('PUT', '/listings/not-a-uuid', { key: device.key, body: sampleRequest(), ip });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual(LIMITED);
    expect(limited.headers.get('retry-after')).toBe('45');
    // Another address has its own budget; the next minute starts a new one.
    expect((await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest(), ip: '198.51.100.51' })).status).toBe(200);
    h.clock.now = new Date('2026-11-24T10:01:00Z');
    expect((await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest(), ip })).status).toBe(200);
  });

  it('counts public reads and reports in `directory`, an IPv6 /64 as one address', async () => {
    h.clock.now = new Date('2026-11-24T11:00:00Z');
    const ips = ['2001:db8:7:7::1', '2001:db8:7:7::2', '2001:db8:7:7:ffff::3', '2001:db8:7:7::4'];
    for (const ip of ips) expect((await h.call('GET', '/listings', { ip })).status).toBe(200);
    const limited = await h.call('POST', `/listings/${newDevice().listingId}/reports`, { body: { reason: 'other' }, ip: '2001:db8:7:7::5' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await h.call('GET', '/listings', { ip: '2001:db8:7:8::1' })).status).toBe(200);
  });
});
