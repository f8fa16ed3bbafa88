/**
 * The short-code service's rate limits per address (429 with Retry-After): `share` counts creations and revocations,
 * `open` every attempt to open a code, unknown and malformed ones included, so the code space cannot be walked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRateLimits } from '../../functions/_lib/rate-limit.ts';
import { addressGroup } from '../../functions/_lib/address-group.ts';
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

describe('share code limits: what counts as one address', () => {
  it('is an IPv4 address, or the /64 network of an IPv6 one, however it is written', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(addressGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    // What is not an address is counted as it is (npm start and Netlify always give one).
    expect(addressGroup('')).toBe('');
    expect(addressGroup('unknown')).toBe('unknown');
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

  it('counts a whole IPv6 /64 as one address, so fresh addresses from one network give no fresh budget', async () => {
    h.clock.now = new Date('2026-11-24T12:00:05Z');
    for (let index = 1; index <= 30; index++) {
      expect((await h.call('GET', '/ZZZZZZZZF', { ip: `2001:db8:aa:bb::${index.toString(16)}` })).status).toBe(404);
    }
    const limited = await h.call('GET', '/ZZZZZZZZF', { ip: '2001:db8:aa:bb:ffff:ffff:ffff:ffff' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('55');
    expect((await h.call('GET', '/ZZZZZZZZF', { ip: '2001:db8:aa:bc::1' })).status).toBe(404);
  });
});
