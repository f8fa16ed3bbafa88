/**
 * Seeded random requests to the returns inbox on both databases: damaged inbox and return ids, damaged tokens and
 * bodies (truncated JSON, flipped bytes, wrong types, huge), damaged ciphertext and every method. Whatever arrives,
 * the answer is the JSON envelope with an expected status (never a 500), and returns are stored only for answers that
 * said 201. The seed is in the test name, so a failure can be repeated exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { seededRandom } from './support/raw-http.ts';
import { MAX_SEALED_RETURN_LENGTH } from '../../contract/inbox-schemas.ts';
import { inboxHarness, sealFor, sha256Hex, wordyReturn, type InboxHarness } from './support/inbox-harness.ts';

const SEED = 280_015;
const REQUESTS = 1000;
const EXPECTED = new Set([200, 201, 400, 403, 404, 405, 409, 413, 415, 429]);

describe.each(DATABASE_KINDS)(`the inbox fuzzed with ${REQUESTS} requests, seed ${SEED} (%s database)`, (kind) => {
  let database: TestDatabase;
  let h: InboxHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = inboxHarness(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('answers every request with an expected status and stores only what it said it stored', async () => {
    const random = seededRandom(SEED);
    const int = (max: number) => Math.floor(random() * max);
    const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
    const inbox = await h.newInbox();
    const other = await h.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-fuzz', ['fuzzed']));

    const flip = (text: string) => {
      if (text.length === 0) return text;
      const at = int(text.length);
      return text.slice(0, at) + String.fromCharCode(text.charCodeAt(at) ^ (1 << int(8))) + text.slice(at + 1);
    };
    const randomText = (length: number) => Array.from({ length }, () => String.fromCharCode(int(0x3000))).join('');
    const inboxIds = () =>
      pick([inbox.id, inbox.id, inbox.id, inbox.id, other.id, flip(inbox.id), inbox.id.slice(0, int(22)), encodeURIComponent(randomText(int(20))), '%', '..%2F..', 'A'.repeat(int(5000))]);
    const returnIds = () => pick([`ret-${int(40)}`, `ret-${int(40)}`, flip('ret-1'), encodeURIComponent(randomText(int(10))), 'x'.repeat(int(100))]);
    // Header values are Latin-1 on the wire: random tokens are drawn from printable Latin-1.
    const latin1 = (length: number) => Array.from({ length }, () => String.fromCharCode(0x21 + int(0xde))).join('');
    const tokens = () => pick([inbox.sendToken, inbox.sendToken, inbox.sendToken, inbox.fetchToken, inbox.fetchToken, inbox.fetchToken, other.sendToken, flip(inbox.sendToken).replace(/[^\x20-\xff]/g, 'a'), '', latin1(int(50))]);
    const sealedValues = () => pick([sealed, sealed, flip(sealed), sealed.slice(0, int(sealed.length)), `${sealed}${'A'.repeat(int(300_000))}`, randomText(int(200)), int(10)]);
    const bodies = (): string => {
      const valid = JSON.stringify(
        pick([
          { returnId: `ret-${int(40)}`, sealed: sealedValues() },
          { returnId: returnIds(), sealed },
          { sendTokenHash: sha256Hex(tokens()), fetchTokenHash: sha256Hex(tokens()) },
        ]),
      );
      return pick([
        valid,
        valid,
        valid.slice(0, int(valid.length)),
        flip(valid),
        JSON.stringify(pick([null, 1, 'x', [], {}, { returnId: int(5) }, { sealed: randomText(int(50)) }])),
        randomText(int(100)),
        `{"returnId":"ret-big","sealed":"${sealed}${'A'.repeat(MAX_SEALED_RETURN_LENGTH + int(20_000))}"}`,
      ]);
    };

    const count = async () => (await database.db.query<{ count: number }>('select count(*)::int as count from feedback.inbox_returns'))[0]?.count ?? 0;
    const before = await count();
    let stored = 0;
    const seen = new Map<number, number>();
    for (let index = 0; index < REQUESTS; index++) {
      // A third are sends to the real inbox with its real send token, so the body checks behind the token are reached.
      const aimed = random() < 0.33;
      const method = aimed ? 'POST' : pick(['GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH']);
      const path = aimed ? `/${inbox.id}/returns` : pick([`/${inboxIds()}`, `/${inboxIds()}/returns`, `/${inboxIds()}/returns`, `/${inboxIds()}/returns/${returnIds()}`, `/${inboxIds()}/returns/${returnIds()}/withdraw`, '/']);
      const withBody = aimed || (method !== 'GET' && random() < 0.9);
      const headers: Record<string, string> = {
        'content-type': pick(['application/json', 'application/json', 'text/plain', 'application/json; charset=utf-8']),
      };
      if (aimed) headers.authorization = `Bearer ${inbox.sendToken}`;
      else if (random() < 0.85) headers.authorization = pick(['Bearer ', 'Bearer ', 'bearer ', '']) + tokens();
      const response = await h.call(method, path, withBody ? { body: bodies(), headers, ip: `198.51.100.${int(250)}` } : { headers, ip: `198.51.100.${int(250)}` });
      const label = `#${index} ${method} ${path.slice(0, 60)}`;
      expect(EXPECTED.has(response.status), `${label} answered ${response.status}: ${response.text.slice(0, 200)}`).toBe(true);
      expect(typeof response.json.success, label).toBe('boolean');
      expect(response.headers.get('cache-control'), label).toBe('no-store');
      if (response.status === 201 && path.endsWith('/returns')) stored++;
      seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
      // The daily budget would soon make every valid send a 429; a day passes now and then.
      if (index % 100 === 99) h.clock.advance(24 * 60 * 60 * 1000);
    }
    expect((await count()) - before).toBe(stored);
    for (const status of [200, 201, 400, 403, 404, 405, 413]) expect(seen.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(0);
  }, 180_000);
});
