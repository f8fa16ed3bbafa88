/**
 * contract/share-code-client.ts against the real handler (both databases), and against answers the real handler never
 * gives (no network, a proxy's HTML page, a server error, a rate limit), which must become a ShareCodeClientError
 * with a plain message, never a crash or a wrong value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShareCodeClient, ShareCodeClientError } from '../../contract/share-code-client.ts';
import { formatShareCode } from '../../contract/share-code.ts';
import { shareCodeLocator } from '../../contract/sealed-share-code.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { SHARE_BASE, sampleToken, shareHarness, type ShareHarness } from './support/share-codes-harness.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('share code client against the handler (%s database)', (kind) => {
  let database: TestDatabase;
  let h: ShareHarness;
  let client: ReturnType<typeof createShareCodeClient>;
  const requested: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = shareHarness(database.db);
    const fetchThroughHandler: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      requested.push(`${request.method} ${new URL(request.url).pathname}`);
      return h.handler(request, { ip: '203.0.113.50' });
    };
    client = createShareCodeClient(SHARE_BASE, fetchThroughHandler, { timeoutMs: 5000 });
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('creates, opens (as typed by a person), revokes, and then reads the code as revoked', async () => {
    const payload = sampleToken(300);
    const created = await client.create({ payload, expiresInDays: 7 });
    expect(created.expiresAt).toBe(new Date(h.clock.now.getTime() + 7 * DAY).toISOString());
    expect(requested.at(-1)).toBe('POST /.netlify/functions/share-codes/');

    const typed = formatShareCode(created.code).toLowerCase();
    expect(await client.open(typed)).toEqual({ status: 'found', payload, expiresAt: created.expiresAt });
    // Only the service's code (a sealed code's locator) is sent; the key symbols stay on the device.
    expect(requested.at(-1)).toBe(`GET /.netlify/functions/share-codes/${shareCodeLocator(created.code)}`);

    await expect(client.revoke(created.code, 'A'.repeat(43))).rejects.toMatchObject({ kind: 'refused', status: 403 });
    await client.revoke(typed, created.revokeToken);
    await client.revoke(created.code, created.revokeToken);
    expect(await client.open(created.code)).toEqual({ status: 'revoked' });
  });

  it('reads unknown and expired codes as such, with the default of 30 days', async () => {
    expect(await client.open('ZZZZ-ZZZZ-F')).toEqual({ status: 'unknown' });
    const created = await client.create({ payload: sampleToken() });
    expect(created.expiresAt).toBe(new Date(h.clock.now.getTime() + 30 * DAY).toISOString());
    h.clock.advance(30 * DAY);
    expect(await client.open(created.code)).toEqual({ status: 'expired' });
  });

  it('refuses a code with a typo before asking, and a bad payload or revoke of an unknown code plainly', async () => {
    const before = requested.length;
    const typo = await client.open('ZZZZ-ZZZZ-0').catch((error: unknown) => error);
    expect(typo).toBeInstanceOf(ShareCodeClientError);
    expect(typo).toMatchObject({ kind: 'refused', status: null, message: expect.stringMatching(/typo/) });
    expect(requested.length).toBe(before);

    await expect(client.create({ payload: 'not a token' })).rejects.toMatchObject({
      kind: 'refused',
      status: 400,
      serverMessage: expect.stringMatching(/share token/),
    });
    await expect(client.create({ payload: 'a'.repeat(20_000) })).rejects.toMatchObject({ kind: 'refused', status: 413 });
    await expect(client.revoke('ZZZZZZZZF', 'A'.repeat(43))).rejects.toMatchObject({ kind: 'refused', status: 404 });
  });
});

describe('share code client: answers the handler never gives', () => {
  const answering = (response: () => Response): typeof fetch => async () => response();

  it('no answer is a network error with a plain message', async () => {
    const client = createShareCodeClient('/base', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client.open('ZZZZZZZZF').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'network', status: null, message: expect.stringMatching(/could not be reached/) });
  });

  it('a proxy page, a wrong shape or a huge answer is unexpected', async () => {
    const html = createShareCodeClient('/base', answering(() => new Response('<html>hello</html>', { status: 200 })));
    await expect(html.open('ZZZZZZZZF')).rejects.toMatchObject({ kind: 'unexpected', status: 200 });
    const wrong = createShareCodeClient('/base', answering(() => Response.json({ success: true, data: { code: 'nope' } }, { status: 201 })));
    await expect(wrong.create({ payload: 'abc' })).rejects.toMatchObject({ kind: 'unexpected' });
    const huge = createShareCodeClient('/base', answering(() => new Response('x'.repeat(100_000), { status: 200 })));
    await expect(huge.open('ZZZZZZZZF')).rejects.toMatchObject({ kind: 'unexpected' });
    // A 404 without the service's envelope (a misrouted path) is not read as "unknown code".
    const misrouted = createShareCodeClient('/base', answering(() => new Response('Not Found', { status: 404 })));
    await expect(misrouted.open('ZZZZZZZZF')).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('a server in trouble is http; a rate limit is refused with the wait', async () => {
    const down = createShareCodeClient('/base', answering(() => Response.json({ success: false, error: 'down' }, { status: 503, headers: { 'Retry-After': '30' } })));
    await expect(down.create({ payload: 'abc' })).rejects.toMatchObject({ kind: 'http', status: 503, retryAfterMs: 30_000 });
    const limited = createShareCodeClient('/base', answering(() => Response.json({ success: false, error: 'Too many requests.' }, { status: 429, headers: { 'Retry-After': '55' } })));
    const error = await limited.open('ZZZZZZZZF').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'refused', status: 429, retryAfterMs: 55_000, message: expect.stringMatching(/wait a minute/) });
  });
});
