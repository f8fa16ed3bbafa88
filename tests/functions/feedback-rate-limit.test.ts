import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_RATE_LIMIT_BUCKETS, parseRateLimits, RATE_LIMIT_BUCKETS, type RateLimitBucket } from '../../functions/_lib/rate-limit.ts';
import { DATABASE_KINDS, harness, IMAGES, openTestDatabase, uploadForm, validSubmission, type Harness, type TestDatabase } from './support/backends.ts';

describe('RATE_LIMITS configuration', () => {
  it('defaults to 10 submits and 5 uploads a minute, can be changed, and can be turned off', () => {
    expect(parseRateLimits(undefined, undefined)).toMatchObject({ windowMs: 60_000, limits: { submit: 10, upload: 5 } });
    expect(parseRateLimits('submit=100, upload=20', '30')).toMatchObject({
      windowMs: 30_000,
      limits: { submit: 100, upload: 20, track: 120 },
    });
    expect(parseRateLimits('off', undefined)).toBeNull();
    expect(() => parseRateLimits('submit=lots', undefined)).toThrow(/RATE_LIMITS/);
    expect(() => parseRateLimits('downloads=5', undefined)).toThrow(/RATE_LIMITS/);
    expect(() => parseRateLimits(undefined, '0')).toThrow(/RATE_LIMIT_WINDOW_SECONDS/);
  });
});

// The embedded server counts in memory; on a PostgreSQL server the counters live in the database, shared by every
// serverless instance.
describe.each(DATABASE_KINDS)('rate limits per client address (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db, { env: { RATE_LIMITS: 'on' } });
    // The start of a fresh minute, so no window boundary falls inside a test.
    h.clock.now = new Date('2026-06-01T10:00:05Z');
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  it('allows 10 submits a minute from one address, then answers 429 with Retry-After', async () => {
    const ip = '198.51.100.1';
    for (let index = 0; index < 10; index++) {
      expect((await h.call('POST', '/submit', { body: validSubmission(), ip })).status).toBe(201);
    }
    const limited = await h.call('POST', '/submit', { body: validSubmission(), ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('55');
    expect(limited.json).toEqual({ success: false, error: 'Too many requests. Please wait a moment and try again.' });
    // Another address is not affected, nor are other endpoints for this one.
    expect((await h.call('POST', '/submit', { body: validSubmission(), ip: '198.51.100.2' })).status).toBe(201);
    expect((await h.call('GET', '/submission-total', { ip })).status).toBe(200);
    // The next window starts afresh.
    h.clock.advance(60_000);
    expect((await h.call('POST', '/submit', { body: validSubmission(), ip })).status).toBe(201);
  });

  it('allows 5 uploads a minute', async () => {
    const ip = '198.51.100.3';
    for (let index = 0; index < 5; index++) {
      expect((await h.call('POST', '/upload', { body: uploadForm(IMAGES.png, 'a.png', 'image/png'), ip })).status).toBe(201);
    }
    const limited = await h.call('POST', '/upload', { body: uploadForm(IMAGES.png, 'a.png', 'image/png'), ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits admin sign-in attempts, so passwords cannot be guessed quickly', async () => {
    const ip = '198.51.100.4';
    for (let index = 0; index < 10; index++) {
      // A different account each time, so this is the per-address request limit, not the per-account sign-in
      // throttle (feedback-login-throttle.test.ts), that answers the eleventh.
      const response = await h.call('POST', '/admin/login', { body: { email: `a${index}@b.c`, password: `guess-${index}` }, ip });
      expect(response.status).toBe(401);
    }
    expect((await h.call('POST', '/admin/login', { body: { email: 'a@b.c', password: 'again' }, ip })).status).toBe(429);
  });
});

type Call = (h: Harness, ip: string) => ReturnType<Harness['call']>;

const now = () => new Date('2026-06-01T10:00:05Z').toISOString();

/** Every rate-limited endpoint, by the limit group whose budget it spends (endpoints of one group share it). */
const LIMIT_GROUPS: [RateLimitBucket, [string, Call][]][] = [
  ['submit', [['POST /submit', (h, ip) => h.call('POST', '/submit', { body: validSubmission(), ip })]]],
  ['upload', [['POST /upload', (h, ip) => h.call('POST', '/upload', { body: uploadForm(IMAGES.png, 'a.png', 'image/png'), ip })]]],
  [
    'track',
    [['POST /track', (h, ip) => h.call('POST', '/track', { body: { id: crypto.randomUUID(), type: 'page_view', timestamp: now() }, ip })]],
  ],
  [
    'prompt',
    [
      ['POST /should-prompt', (h, ip) => h.call('POST', '/should-prompt', { body: { page: '/insight', sessionId: 'limits' }, ip })],
      [
        'POST /prompt-interaction',
        (h, ip) =>
          h.call('POST', '/prompt-interaction', {
            body: { id: crypto.randomUUID(), type: 'dismissed', timestamp: now(), sessionId: 'limits' },
            ip,
          }),
      ],
    ],
  ],
  [
    'read',
    [
      ['GET /preferences', (h, ip) => h.call('GET', '/preferences?userId=limits', { ip })],
      ['PUT /preferences', (h, ip) => h.call('PUT', '/preferences', { body: { userId: 'limits', promptOptOut: false }, ip })],
      ['GET /user/{id}', (h, ip) => h.call('GET', `/user/${crypto.randomUUID()}`, { ip })],
      ['GET /submission-total', (h, ip) => h.call('GET', '/submission-total', { ip })],
    ],
  ],
  ['login', [['POST /admin/login', (h, ip) => h.call('POST', '/admin/login', { body: { email: 'a@b.c', password: 'guess' }, ip })]]],
];

describe('every limit group is enforced', () => {
  // The short-code service's groups are covered by tests/functions/share-codes-limits.test.ts.
  it('covers every group of the feedback function', () => {
    expect(LIMIT_GROUPS.map(([group]) => group).sort()).toEqual([...FEEDBACK_RATE_LIMIT_BUCKETS].sort());
  });
});

describe.each(DATABASE_KINDS)('every limit group answers 429 with Retry-After once spent (%s database)', (kind) => {
  const LIMIT = 3;
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db, { env: { RATE_LIMITS: RATE_LIMIT_BUCKETS.map((group) => `${group}=${LIMIT}`).join(',') } });
    h.clock.now = new Date('2026-06-01T10:00:05Z');
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  it.each(LIMIT_GROUPS)('%s: the budget is shared by its endpoints, then each answers 429', async (group, endpoints) => {
    const ip = `198.51.100.${10 + RATE_LIMIT_BUCKETS.indexOf(group)}`;
    for (let index = 0; index < LIMIT; index++) {
      const [name, call] = endpoints[index % endpoints.length] ?? [];
      const response = await call?.(h, ip);
      expect(response?.status, `${name} within the limit`).not.toBe(429);
      expect(response?.status, `${name} within the limit`).toBeLessThan(500);
    }
    for (const [name, call] of endpoints) {
      const limited = await call(h, ip);
      expect(limited.status, name).toBe(429);
      expect(limited.headers.get('retry-after'), name).toBe('55');
      expect(limited.json, name).toEqual({ success: false, error: 'Too many requests. Please wait a moment and try again.' });
    }
    // Another address still has its own budget for the same endpoints.
    const [name, call] = endpoints[0] ?? [];
    expect((await call?.(h, `${ip}9`))?.status, `${name} from another address`).not.toBe(429);
  });
});
