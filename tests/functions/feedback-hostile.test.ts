/**
 * Hostile input for every endpoint: malformed JSON, wrong content types and types, missing and extra fields,
 * oversized bodies, text PostgreSQL cannot store. Each is answered with a 4xx and a `{ success: false, error }` body,
 * never a 500, nothing is stored, and the function keeps working afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, harness, openTestDatabase, signIn, validSubmission, type Harness, type TestDatabase } from './support/backends.ts';

function without(object: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
}

const JSON_ENDPOINTS: [string, string, () => Record<string, unknown>][] = [
  ['POST', '/submit', () => validSubmission()],
  ['PUT', '/preferences', () => ({ userId: crypto.randomUUID(), promptOptOut: true })],
  ['POST', '/track', () => ({ events: [{ id: crypto.randomUUID(), type: 'page_view', timestamp: Date.now() }] })],
  ['POST', '/should-prompt', () => ({ page: '/insight', sessionId: crypto.randomUUID() })],
  [
    'POST',
    '/prompt-interaction',
    () => ({ id: crypto.randomUUID(), type: 'opened', timestamp: Date.now(), sessionId: crypto.randomUUID(), page: '/' }),
  ],
  ['POST', '/admin/login', () => ({ email: 'x@example.org', password: 'nope' })],
  ['PATCH', '/admin/feedback/ID', () => ({ status: 'closed' })],
];

describe.each(DATABASE_KINDS)('hostile input (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;
  let cookie: string;
  let existingId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db);
    cookie = await signIn(h);
    const submission = validSubmission();
    existingId = submission.id as string;
    await h.call('POST', '/submit', { body: submission });
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  async function totals() {
    const rows = await database.db.query<{ submissions: number; events: number; interactions: number; preferences: number }>(
      `select (select count(*)::int from feedback.submissions) as submissions,
              (select count(*)::int from feedback.events) as events,
              (select count(*)::int from feedback.prompt_interactions) as interactions,
              (select count(*)::int from feedback.preferences) as preferences`,
    );
    return rows[0];
  }

  function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    return h.call(method, path.replace('ID', existingId), {
      body,
      cookie,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  const malformed: [string, unknown, Record<string, string>?][] = [
    ['malformed JSON', '{"id": '],
    ['an empty body', ''],
    ['JSON null', 'null'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"hello"'],
    ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    ['a form post instead of JSON', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no content type', '{}', { 'content-type': '' }],
    ['a body of 2 MB', JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) })],
    ['a body that says it is 2 GB', '{}', { 'content-length': String(2 * 1024 * 1024 * 1024) }],
  ];

  for (const [method, path, valid] of JSON_ENDPOINTS) {
    describe(`${method} ${path}`, () => {
      it.each(malformed)('answers %s with a 4xx and stores nothing', async (_name, body, headers) => {
        const before = await totals();
        const response = await send(method, path, body, headers);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.json.success).toBe(false);
        expect(typeof response.json.error).toBe('string');
        expect(await totals()).toEqual(before);
      });

      it('refuses wrong types, an extra field and each missing field', async () => {
        const before = await totals();
        const base = valid();
        const variants: Record<string, unknown>[] = [{ ...base, unexpected: 'field' }];
        for (const key of Object.keys(base)) {
          const rest = without(base, key);
          variants.push({ ...rest, [key]: ['wrong', 'type'] });
          variants.push({ ...rest, [key]: 12345 });
        }
        // The required fields of each body (page is optional on /prompt-interaction, required on /should-prompt).
        for (const key of ['id', 'sessionId', 'type', 'status', 'email', 'userId', 'events', 'category', 'timestamp']) {
          if (key in base) variants.push(without(base, key));
        }
        for (const variant of variants) {
          const response = await send(method, path, variant);
          if (path === '/track' && Array.isArray(variant.events) && variant.events[0] === 'wrong') {
            // Inside a well-formed batch, bad events are reported one by one rather than failing the batch.
            expect(response.status).toBe(200);
            expect(response.json.data).toMatchObject({ stored: [], rejected: [{ index: 0 }, { index: 1 }] });
            continue;
          }
          if (path === '/admin/login') {
            expect([400, 401], JSON.stringify(variant)).toContain(response.status);
          } else {
            expect(response.status, JSON.stringify(variant)).toBe(400);
          }
          expect(response.json.success).toBe(false);
        }
        expect(await totals()).toEqual(before);
      });

      it('refuses text PostgreSQL cannot store (NUL characters, unpaired surrogates) with 400, not 500', async () => {
        const base = valid();
        for (const bad of ['nul\u0000byte', 'lone \ud800 surrogate', 'reversed \udc00\ud800']) {
          for (const key of Object.keys(base)) {
            if (typeof base[key] !== 'string') continue;
            const response = await send(method, path, { ...base, [key]: bad });
            expect(response.status, `${key}=${JSON.stringify(bad)}`).toBeGreaterThanOrEqual(400);
            expect(response.status).toBeLessThan(500);
          }
        }
      });
    });
  }

  it('refuses unstorable text hidden deep in free-form JSON', async () => {
    for (const metadata of [
      { browserInfo: { userAgent: 'a\u0000b' } },
      { deep: { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } } },
      { ['key\u0000']: 1 },
      { list: Array.from({ length: 500 }, (_, index) => index) },
    ]) {
      const response = await h.call('POST', '/submit', { body: validSubmission({ metadata }) });
      expect(response.status, JSON.stringify(metadata).slice(0, 80)).toBe(400);
    }
  });

  it('keeps working after all of it', async () => {
    const response = await h.call('POST', '/submit', { body: validSubmission() });
    expect(response.status).toBe(201);
    expect((await h.call('GET', '/analytics', { cookie })).status).toBe(200);
  });
});
