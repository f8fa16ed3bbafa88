import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatShareCode, normalizeShareCode } from '../../contract/share-code.ts';
import { createdShareCodeSchema, openedShareCodeSchema, revokedShareCodeSchema } from '../../contract/share-code-schemas.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { sampleToken, shareHarness, type ShareHarness } from './support/share-codes-harness.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The 5 random bytes 00 00 00 00 01 make the code 00000001 with check symbol 1. */
const ONE = Uint8Array.of(0, 0, 0, 0, 1);
const TWO = Uint8Array.of(0, 0, 0, 0, 2);
const KEY_BYTES = () => new Uint8Array(32).fill(7);

describe.each(DATABASE_KINDS)('share codes: create, open, revoke, expire (%s database)', (kind) => {
  let database: TestDatabase;
  let h: ShareHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = shareHarness(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function create(payload = sampleToken(), extra: Record<string, unknown> = {}) {
    const response = await h.call('POST', '/', { body: { payload, ...extra } });
    expect(response.status, response.text).toBe(201);
    return createdShareCodeSchema.parse(response.json.data);
  }

  it('creates a code, answers the payload to anyone with it, and keeps only a hash of the revoke key', async () => {
    const payload = sampleToken(400);
    const response = await h.call('POST', '/', { body: { payload } });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const created = createdShareCodeSchema.parse(response.json.data);
    expect(normalizeShareCode(created.code)).toBe(created.code);
    expect(created.expiresAt).toBe(new Date(h.clock.now.getTime() + 30 * DAY).toISOString());

    const opened = await h.call('GET', `/${created.code}`, { ip: '198.51.100.77' });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(openedShareCodeSchema.parse(opened.json.data)).toEqual({ code: created.code, payload, expiresAt: created.expiresAt });

    const [row] = await database.db.query<{ revoke_key_hash: string }>('select * from feedback.share_codes where code = $1', [created.code]);
    expect(row?.revoke_key_hash).toBe(createHash('sha256').update(created.revokeToken).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.revokeToken);
  });

  it('opens a code however a person types it: lower case, hyphens, spaces, I/L for 1, O for 0', async () => {
    h.scriptedBytes.push(KEY_BYTES(), ONE);
    const created = await create();
    expect(created.code).toBe('000000011');
    for (const typed of ['000000011', formatShareCode('000000011'), 'oooo-oooi-l', 'OoOo 0OO1 i', ' 0000-0001-1 ', 'ooooooo11']) {
      const opened = await h.call('GET', `/${encodeURIComponent(typed)}`);
      expect(opened.status, typed).toBe(200);
      expect(opened.json.data?.code).toBe('000000011');
    }
    // A typo is caught by the check symbol and said plainly; it is not looked up.
    const typo = await h.call('GET', '/0000-0001-2');
    expect(typo.status).toBe(400);
    expect(typo.json.error).toMatch(/not a share code.*typo/i);
  });

  it('answers 404 for a well-formed code nobody made', async () => {
    const unknown = await h.call('GET', '/ZZZZ-ZZZZ-F');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, error: 'No share with this code was found.' });
  });

  it('expires after 30 days by default or the chosen days, then says so and forgets the payload', async () => {
    const defaultCode = await create();
    const oneDay = await create(sampleToken(50), { expiresInDays: 1 });
    expect(oneDay.expiresAt).toBe(new Date(h.clock.now.getTime() + DAY).toISOString());

    h.clock.advance(DAY - 1);
    expect((await h.call('GET', `/${oneDay.code}`)).status).toBe(200);
    h.clock.advance(1);
    const expired = await h.call('GET', `/${oneDay.code}`);
    expect(expired.status).toBe(410);
    expect(expired.json).toEqual({ success: false, reason: 'expired', error: expect.stringMatching(/expired/) });
    const [row] = await database.db.query<{ payload: string | null }>('select payload from feedback.share_codes where code = $1', [oneDay.code]);
    expect(row?.payload).toBeNull();

    expect((await h.call('GET', `/${defaultCode.code}`)).status).toBe(200);
    h.clock.advance(29 * DAY);
    expect((await h.call('GET', `/${defaultCode.code}`)).json.reason).toBe('expired');
  });

  it('deletes codes that expired over 30 days ago when a new one is made (until then they say "expired")', async () => {
    const old = await create(sampleToken(30), { expiresInDays: 1 });
    h.clock.advance(31 * DAY);
    expect((await h.call('GET', `/${old.code}`)).json.reason).toBe('expired');
    h.clock.advance(1 * DAY);
    await create();
    expect((await h.call('GET', `/${old.code}`)).status).toBe(404);
  });

  it('revokes with the key: the code then says it was revoked, its payload is gone, and revoking again is fine', async () => {
    const created = await create();
    const wrong = await h.call('POST', `/${created.code}/revoke`, { body: { revokeToken: 'A'.repeat(43) } });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error).toMatch(/does not belong/);
    expect((await h.call('GET', `/${created.code}`)).status).toBe(200);

    const revoked = await h.call('POST', `/${created.code.toLowerCase()}/revoke`, { body: { revokeToken: created.revokeToken } });
    expect(revoked.status).toBe(200);
    const first = revokedShareCodeSchema.parse(revoked.json.data);
    expect(first).toEqual({ code: created.code, revokedAt: h.clock.now.toISOString() });

    const opened = await h.call('GET', `/${formatShareCode(created.code)}`);
    expect(opened.status).toBe(410);
    expect(opened.json).toEqual({ success: false, reason: 'revoked', error: expect.stringMatching(/withdrawn/) });
    const [row] = await database.db.query<{ payload: string | null }>('select payload from feedback.share_codes where code = $1', [created.code]);
    expect(row?.payload).toBeNull();

    h.clock.advance(60_000);
    const again = await h.call('POST', `/${created.code}/revoke`, { body: { revokeToken: created.revokeToken } });
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first);
  });

  it('refuses to revoke without a key, with a malformed one, or a code nobody made', async () => {
    const created = await create();
    const missing = await h.call('POST', `/${created.code}/revoke`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatch(/revokeToken/);
    expect((await h.call('POST', `/${created.code}/revoke`, { body: { revokeToken: 'short' } })).status).toBe(400);
    expect((await h.call('POST', `/${created.code}/revoke`, { body: { revokeToken: created.revokeToken, extra: 1 } })).status).toBe(400);
    expect((await h.call('POST', '/ZZZZZZZZF/revoke', { body: { revokeToken: created.revokeToken } })).status).toBe(404);
    expect((await h.call('GET', `/${created.code}`)).status).toBe(200);
  });

  it('draws another code when the first is taken, and gives up with a 503 after five in a row', async () => {
    h.scriptedBytes.push(KEY_BYTES(), TWO);
    const first = await create();
    h.scriptedBytes.push(KEY_BYTES(), TWO, TWO, ONE.map((byte) => byte + 2));
    const second = await create(sampleToken(10));
    expect(second.code).not.toBe(first.code);
    expect(h.scriptedBytes).toHaveLength(0);
    expect((await h.call('GET', `/${first.code}`)).json.data?.payload).toBe(sampleToken());

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    h.scriptedBytes.push(KEY_BYTES(), TWO, TWO, TWO, TWO, TWO);
    const refused = await h.call('POST', '/', { body: { payload: sampleToken() } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(h.scriptedBytes).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/5 codes in a row were taken/));
  });
});
