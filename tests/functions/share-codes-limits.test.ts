/**
 * The short-code service's rate limits per address (429 with Retry-After): `share` counts creations and revocations,
 * `open` every attempt to open a code, unknown and malformed ones included, so the code space cannot be walked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRateLimits } from '../../functions/_lib/rate-limit.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { sampleToken, shareHarness, type ShareHarness } from './support/share-codes-harness.ts';

const LIMITED = { success: false, error: 'Too many requests. Please wait a moment and try again.' };

describe('share code limits: configuration', () => {
  it('defaults to 10 creations and 30 openings a minute and is set with RATE_LIMITS like the others', () => {
    expect(parseRateLimits(undefined, undefined)?.limits).toMatchObject({ share: 10, open: 30, submit: 10 });
    expect(parseRateLimits('share=2,open=5', undefined)?.limits).toMatchObject({ share: 2, open: 5, read: 120 });
    expect(() => parseRateLimits('open=none', undefined)).toThrow(/RATE_LIMITS/);
  });
});

describe.each(DATABASE_KINDS)('share code limits per address (%s database)', (kind) => {
  let database: TestDatabase;
  let h: ShareHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = shareHarness(database.db, { env: { RATE_LIMITS: 'on' } });
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('allows 10 creations and revocations a minute from one address, then 429 with Retry-After', async () => {
    h.clock.now = new Date('2026-11-24T10:00:05Z');
    const ip = '198.51.100.30';
    const created = await h.call('POST', '/', { body: { payload: sampleToken() }, ip });
    expect(created.status).toBe(201);
    for (let index = 0; index < 8; index++) {
      expect((await h.call('POST', '/', { body: { payload: sampleToken() }, ip })).status).toBe(201);
    }
    const code = String(created.json.data?.code);
    const revokeToken = String(created.json.data?.revokeToken);
    expect((await h.call('POST', `/${code}/revoke`, { body: { revokeToken }, ip })).status).toBe(200);
    const limited = await h.call('POST', '/', { body: { payload: sampleToken() }, ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('55');
    expect(limited.json).toEqual(LIMITED);
    expect((await h.call('POST', `/${code}/revoke`, { body: { revokeToken }, ip })).status).toBe(429);
    // Opening is its own budget, and another address has its own.
    expect((await h.call('GET', `/${code}`, { ip })).status).toBe(410);
    expect((await h.call('POST', '/', { body: { payload: sampleToken() }, ip: '198.51.100.31' })).status).toBe(201);
    h.clock.advance(60_000);
    expect((await h.call('POST', '/', { body: { payload: sampleToken() }, ip })).status).toBe(201);
  });

  it('counts every attempt to open, unknown and malformed codes too, 30 a minute', async () => {
    h.clock.now = new Date('2026-11-24T11:00:05Z');
    const ip = '198.51.100.40';
    const created = await h.call('POST', '/', { body: { payload: sampleToken() }, ip: '198.51.100.41' });
    const code = String(created.json.data?.code);
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) statuses.push((await h.call('GET', '/ZZZZZZZZF', { ip })).status);
    for (let index = 0; index < 10; index++) statuses.push((await h.call('GET', '/ZZZZZZZZ0', { ip })).status);
    for (let index = 0; index < 10; index++) statuses.push((await h.call('GET', `/${code}`, { ip })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(404), ...Array<number>(10).fill(400), ...Array<number>(10).fill(200)]);
    const limited = await h.call('GET', `/${code}`, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('55');
    expect(limited.json).toEqual(LIMITED);
    expect((await h.call('GET', `/${code}`, { ip: '198.51.100.42' })).status).toBe(200);
  });
});
