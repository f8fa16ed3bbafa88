/**
 * contract/directory-client.ts against the real handler (both databases; the admin's cookie added as a browser would
 * add it), and against answers the real handler never gives (no network, a proxy's HTML page, a server error, a rate
 * limit, an oversized body), which must become a DirectoryClientError with a plain message, never a crash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryClient, DirectoryClientError } from '../../contract/directory-client.ts';
import { isAllowedContact, isSubscriptionActive, newListingKey } from '../../contract/directory-schemas.ts';
import { createDirectoryHandler } from '../../functions/directory.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { DIRECTORY_BASE, directoryHarness, newDevice, sampleRequest, type DirectoryHarness } from './support/directory-harness.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('directory client against the handler (%s database)', (kind) => {
  let database: TestDatabase;
  let h: DirectoryHarness;
  let therapist: ReturnType<typeof createDirectoryClient>;
  let admin: ReturnType<typeof createDirectoryClient>;
  const requested: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = directoryHarness(database.db);
    const cookie = await h.signIn();
    const handler = createDirectoryHandler(async () => h.backend, { payments: h.payments });
    const through = (withCookie: boolean): typeof fetch => async (input, init) => {
      const request = new Request(input, init);
      if (withCookie) request.headers.set('cookie', cookie);
      requested.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return handler(request, { ip: '203.0.113.60' });
    };
    therapist = createDirectoryClient(DIRECTORY_BASE, through(false), { timeoutMs: 5000 });
    admin = createDirectoryClient(`${DIRECTORY_BASE}/`, through(true), { timeoutMs: 5000 });
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('requests, is verified by the admin, subscribes, is listed, is reported and the report is closed', async () => {
    const device = newDevice();
    const pending = await therapist.putListing(device.listingId, device.key, sampleRequest({ specialties: ['Couples'] }));
    expect(pending).toMatchObject({ status: 'pending', isPublic: false });
    expect(requested.at(-1)).toBe(`PUT /.netlify/functions/directory/listings/${device.listingId}`);

    const queue = await admin.adminListings();
    expect(queue.map((listing) => listing.listingId)).toContain(device.listingId);
    expect(requested.at(-1)).toBe('GET /.netlify/functions/directory/admin/listings?status=pending');
    expect(await admin.verifyListing(device.listingId)).toMatchObject({ status: 'verified' });

    const started = await therapist.startSubscription(device.listingId, device.key);
    expect(started).toMatchObject({ outcome: 'started', isPublic: true });
    expect(started.subscription.end).toBe(new Date(h.clock.now.getTime() + 30 * DAY).toISOString());

    const page = await therapist.listDirectory({ specialty: 'couples', remote: true, q: 'Rivers' });
    expect(requested.at(-1)).toBe('GET /.netlify/functions/directory/listings?specialty=couples&remote=true&q=Rivers');
    expect(page.listings.map((listing) => listing.listingId)).toEqual([device.listingId]);

    const { reportId } = await therapist.reportListing(device.listingId, { reason: 'inaccurate', details: 'Wrong city.' });
    expect((await admin.adminReports()).reports.map((report) => report.reportId)).toContain(reportId);
    expect(await admin.closeReport(reportId, 'Fixed.')).toMatchObject({ status: 'closed', closeNote: 'Fixed.' });
    expect((await admin.adminActions()).map((action) => action.action)).toEqual(['close-report', 'verify-listing']);

    await expect(admin.declineListing(device.listingId, 'Not in the register.')).resolves.toMatchObject({ status: 'declined' });
    expect(await therapist.getListing(device.listingId, device.key)).toMatchObject({ status: 'declined', declineReason: 'Not in the register.' });
  });

  it('turns refusals into plain errors with the status and the server text', async () => {
    const device = newDevice();
    await therapist.putListing(device.listingId, device.key, sampleRequest());
    await expect(therapist.getListing(device.listingId, newListingKey())).rejects.toMatchObject({
      kind: 'refused',
      status: 403,
      message: expect.stringMatching(/device that first asked/),
    });
    await expect(therapist.putListing(device.listingId, device.key, sampleRequest({ bio: 'x'.repeat(251) }))).rejects.toMatchObject({
      kind: 'refused',
      status: 400,
      serverMessage: expect.stringMatching(/^bio: /),
    });
    await expect(therapist.adminListings()).rejects.toMatchObject({ kind: 'refused', status: 401 });
  });
});

describe('directory client: answers the handler never gives', () => {
  const device = { listingId: '00000000-0000-4000-8000-000000000000', key: 'A'.repeat(43) };
  const answering = (response: () => Response): typeof fetch => async () => response();

  it('no network is `network`; a proxy page or a wrong shape is `unexpected`; a 5xx is `http`', async () => {
    const offline = createDirectoryClient(DIRECTORY_BASE, async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.listDirectory()).rejects.toMatchObject({ kind: 'network', status: null });

    const html = createDirectoryClient(DIRECTORY_BASE, answering(() => new Response('<html>proxy</html>', { status: 200 })));
    await expect(html.listDirectory()).rejects.toMatchObject({ kind: 'unexpected', status: 200 });

    const wrong = createDirectoryClient(DIRECTORY_BASE, answering(() => Response.json({ success: true, data: { listings: 'none' } })));
    await expect(wrong.getListing(device.listingId, device.key)).rejects.toBeInstanceOf(DirectoryClientError);

    const down = createDirectoryClient(DIRECTORY_BASE, answering(() => Response.json({ success: false, error: 'db down' }, { status: 503 })));
    await expect(down.listDirectory()).rejects.toMatchObject({ kind: 'http', status: 503, serverMessage: 'db down' });
  });

  it('a 429 says how long to wait; an oversized answer is refused without reading it whole', async () => {
    const limited = createDirectoryClient(
      DIRECTORY_BASE,
      answering(() => Response.json({ success: false, error: 'Too many' }, { status: 429, headers: { 'Retry-After': '120' } })),
    );
    await expect(limited.listDirectory()).rejects.toMatchObject({ kind: 'refused', status: 429, retryAfterMs: 120_000, message: expect.stringMatching(/2 minutes/) });

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
      },
    });
    const huge = createDirectoryClient(DIRECTORY_BASE, answering(() => new Response(endless, { status: 200 })));
    await expect(huge.listDirectory()).rejects.toMatchObject({ kind: 'unexpected' });
    expect(pulled).toBeLessThan(10);
  });
});

describe('directory contract rules', () => {
  it('the subscription rule: active until its end instant, not at it nor the day after; no end is active', () => {
    const end = '2026-12-24T10:00:00.000Z';
    expect(isSubscriptionActive('active', end, new Date(Date.parse(end) - 1))).toBe(true);
    expect(isSubscriptionActive('active', end, new Date(end))).toBe(false);
    expect(isSubscriptionActive('active', end, new Date(Date.parse(end) + DAY))).toBe(false);
    expect(isSubscriptionActive('active', null, new Date(end))).toBe(true);
    expect(isSubscriptionActive('active', 'not a date', new Date(0))).toBe(false);
    expect(isSubscriptionActive('cancelled', null, new Date(0))).toBe(false);
    expect(isSubscriptionActive('none', end, new Date(0))).toBe(false);
  });

  it('contacts: https addresses and e-mail only', () => {
    for (const good of ['https://a.example', 'https://a.example/path?x=1', 'mailto:a@b.example', 'a@b.example']) {
      expect(isAllowedContact(good), good).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'http://a.example', 'ftp://a.example', 'https://', 'mailto:', 'mailto:javascript:alert(1)', 'a@b', 'https://u:p@a.example', 'vbscript:x', 'data:text/html,x']) {
      expect(isAllowedContact(bad), bad).toBe(false);
    }
  });

  it('makes 43-character base64url listing keys', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newListingKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
