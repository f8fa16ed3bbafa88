/**
 * Short codes carry the app's share tokens and nothing else: a payload must decode with the codec to a prescription
 * or a client's return, and all callers together can keep only so many live codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_SHARE_TOKEN } from '../../contract/share-code-schemas.ts';
import { encodeSharePayload } from '../../contract/share-token.ts';
import { MAX_LIVE_SHARE_CODES, SHARE_CODES_FULL_ERROR } from '../../functions/_lib/share-codes/handlers.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { samplePrescription, sampleToken, shareHarness, type ShareHarness } from './support/share-codes-harness.ts';

describe.each(DATABASE_KINDS)('31.11 short codes are no pastebin (%s database)', (kind) => {
  let database: TestDatabase;
  let h: ShareHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = shareHarness(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function storedCount(): Promise<number> {
    const [row] = await database.db.query<{ n: number }>('select count(*)::int as n from feedback.share_codes');
    return row?.n ?? 0;
  }

  it('refuses URL-safe text that is not a prescription or return token, and stores nothing', async () => {
    const real = sampleToken(400);
    const notAPrescription = encodeSharePayload({ kind: 'prescription', prescription: samplePrescription(10) }).replace(/^1\./, '2.');
    const before = await storedCount();
    for (const payload of [
      'my-secret-notes_for.everyone~to~read',
      '1.SGVsbG8sIHdvcmxkIQ',
      `${real.slice(0, -4)}AAAA`,
      notAPrescription,
      Buffer.from('any text at all, 365 days, for free').toString('base64url'),
    ]) {
      const response = await h.call('POST', '/', { body: { payload } });
      expect(response.status, payload).toBe(400);
      expect(response.json.error).toContain(NOT_A_SHARE_TOKEN);
    }
    expect(await storedCount()).toBe(before);
  });

  it('stores a prescription token and a return token', async () => {
    const returnToken = encodeSharePayload({
      kind: 'return',
      clientReturn: { id: 'ret-1', prescriptionId: 'rx-sample', createdAt: '2026-11-26T20:00:00.000Z', items: [] },
    });
    for (const payload of [sampleToken(400), returnToken]) {
      const created = await h.call('POST', '/', { body: { payload } });
      expect(created.status, created.text).toBe(201);
      const opened = await h.call('GET', `/${String(created.json.data?.code)}`);
      expect(opened.json.data?.payload).toBe(payload);
    }
  });

  it(`keeps at most ${MAX_LIVE_SHARE_CODES} live codes in all; expired and revoked ones do not count`, async () => {
    const now = h.clock.now;
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    await database.db.query('delete from feedback.share_codes');
    // Filled directly: the limit per address would take hours to reach through the function.
    await database.db.query(
      `insert into feedback.share_codes (code, payload, revoke_key_hash, created_at, expires_at)
       select upper(lpad(to_hex(n), 8, '0')) || '0', 'x', repeat('a', 64), $1::timestamptz, $2::timestamptz
       from generate_series(1, $3::int) as n`,
      [at(-1), at(30), MAX_LIVE_SHARE_CODES - 1],
    );
    const last = await h.call('POST', '/', { body: { payload: sampleToken(200) } });
    expect(last.status, last.text).toBe(201);
    const refused = await h.call('POST', '/', { body: { payload: sampleToken(200) } });
    expect(refused.status).toBe(503);
    expect(refused.json.error).toBe(SHARE_CODES_FULL_ERROR);
    expect(refused.headers.get('retry-after')).toBe('3600');

    // Once codes lapse, room is made again.
    await database.db.query(`update feedback.share_codes set expires_at = $1::timestamptz where code in (select code from feedback.share_codes where payload = 'x' limit 10)`, [at(-0.5)]);
    const again = await h.call('POST', '/', { body: { payload: sampleToken(200) } });
    expect(again.status, again.text).toBe(201);
  }, 60_000);
});
