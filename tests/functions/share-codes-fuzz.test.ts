/**
 * Seeded random requests to the short-code service on both databases: damaged codes (bit flips, truncation, random
 * escapes, huge), damaged bodies (truncated JSON, flipped bytes, wrong types, huge) and every method. Whatever
 * arrives, the answer is the JSON envelope with an expected status (never a 500), and rows are stored only for
 * answers that said 201. The seed is printed in the test name, so a failure can be repeated exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { seededRandom } from './support/raw-http.ts';
import { sampleToken, shareHarness, type ShareHarness } from './support/share-codes-harness.ts';

const SEED = 140_008;
const REQUESTS = 1500;
const EXPECTED = new Set([200, 201, 400, 403, 404, 405, 410, 413, 415]);

describe.each(DATABASE_KINDS)(`share codes fuzzed with ${REQUESTS} requests, seed ${SEED} (%s database)`, (kind) => {
  let database: TestDatabase;
  let h: ShareHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = shareHarness(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('answers every request with an expected status and stores only what it said it stored', async () => {
    const random = seededRandom(SEED);
    const int = (max: number) => Math.floor(random() * max);
    const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
    const created = await h.call('POST', '/', { body: { payload: sampleToken() } });
    const realCode = String(created.json.data?.code);
    const realKey = String(created.json.data?.revokeToken);

    const flip = (text: string) => {
      if (text.length === 0) return text;
      const at = int(text.length);
      return text.slice(0, at) + String.fromCharCode(text.charCodeAt(at) ^ (1 << int(8))) + text.slice(at + 1);
    };
    const randomText = (length: number) => Array.from({ length }, () => String.fromCharCode(int(0x3000))).join('');
    const codes = () =>
      pick([
        realCode,
        realCode.toLowerCase(),
        flip(realCode),
        realCode.slice(0, int(9)),
        `${realCode}${realCode}`,
        encodeURIComponent(randomText(int(20))),
        `%${int(256).toString(16)}`,
        '%',
        '..%2F..',
        'A'.repeat(int(20_000)),
        'ZZZZ-ZZZZ-F',
      ]);
    const bodies = (): string => {
      const valid = JSON.stringify(
        pick([
          { payload: sampleToken(int(200) + 1) },
          { payload: sampleToken(20), expiresInDays: int(400) - 10 },
          { revokeToken: realKey },
          { revokeToken: flip(realKey) },
        ]),
      );
      return pick([
        valid,
        valid.slice(0, int(valid.length)),
        flip(valid),
        flip(flip(valid)),
        JSON.stringify(pick([null, 1, 'x', [], {}, { payload: int(5) }, { payload: randomText(int(50)) }])),
        `{"payload":"${'a'.repeat(int(40_000))}"}`,
        randomText(int(100)),
      ]);
    };

    const before = await database.db.query<{ count: number }>('select count(*)::int as count from feedback.share_codes');
    let stored = 0;
    const seen = new Map<number, number>();
    for (let index = 0; index < REQUESTS; index++) {
      const method = pick(['GET', 'GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH']);
      const path = pick(['/', `/${codes()}`, `/${codes()}/revoke`, `/${codes()}/${codes()}`]);
      const withBody = method !== 'GET' && random() < 0.9;
      const headers = { 'content-type': pick(['application/json', 'application/json', 'text/plain', 'application/json; charset=utf-8']) };
      const response = await h.call(method, path, withBody ? { body: bodies(), headers, ip: `198.51.100.${int(250)}` } : { ip: `198.51.100.${int(250)}` });
      const label = `#${index} ${method} ${path.slice(0, 60)}`;
      expect(EXPECTED.has(response.status), `${label} answered ${response.status}: ${response.text.slice(0, 200)}`).toBe(true);
      expect(typeof response.json.success, label).toBe('boolean');
      expect(response.headers.get('cache-control'), label).toBe('no-store');
      if (response.status === 201) stored++;
      seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
    }
    const after = await database.db.query<{ count: number }>('select count(*)::int as count from feedback.share_codes');
    expect((after[0]?.count ?? 0) - (before[0]?.count ?? 0)).toBe(stored);
    // The run reaches the interesting answers, not only refusals.
    for (const status of [200, 201, 400, 404, 405, 413]) expect(seen.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(0);
  }, 120_000);
});
