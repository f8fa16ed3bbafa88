/**
 * A sealed bundle of inbox keys parked on the short-code service (contract/inbox-key-transfer.ts), on both databases:
 * kept 10 minutes whatever was asked, answered once (the first fetch deletes it, later ones are 410 'revoked'), gone
 * after 10 minutes (410 'expired'); a bundle-shaped payload that is not one is a 400 and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { shareHarness, type ShareHarness } from './support/share-codes-harness.ts';
import { KEY_TRANSFER_LIFETIME_MS } from '../../contract/inbox-key-transfer.ts';
import { toBase64Url } from '../../contract/share-bytes.ts';

const sealedBundle = (bytes = 400) => `K1.${toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)))}`;

describe.each(DATABASE_KINDS)('inbox keys parked on the short-code service (%s database)', (kind) => {
  let database: TestDatabase;
  let h: ShareHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = shareHarness(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('keeps a bundle 10 minutes whatever was asked, and answers it once', async () => {
    const payload = sealedBundle();
    const created = await h.call('POST', '/', { body: { payload, expiresInDays: 30 } });
    expect(created.status).toBe(201);
    const code = String(created.json.data?.code);
    expect(Date.parse(String(created.json.data?.expiresAt)) - h.clock.now.getTime()).toBe(KEY_TRANSFER_LIFETIME_MS);
    const first = await h.call('GET', `/${code}`);
    expect(first.status).toBe(200);
    expect(first.json.data?.payload).toBe(payload);
    const second = await h.call('GET', `/${code}`);
    expect(second.status).toBe(410);
    expect(second.json.reason).toBe('revoked');
    const rows = await database.db.query<{ payload: string | null }>('select payload from feedback.share_codes where code = $1', [code]);
    expect(rows).toEqual([{ payload: null }]);
  });

  it('of two fetches at once, exactly one gets the bundle', async () => {
    const created = await h.call('POST', '/', { body: { payload: sealedBundle() } });
    const code = String(created.json.data?.code);
    const answers = await Promise.all([h.call('GET', `/${code}`), h.call('GET', `/${code}`), h.call('GET', `/${code}`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410]);
  });

  it('is gone after 10 minutes, and refuses a bundle that is not one', async () => {
    const created = await h.call('POST', '/', { body: { payload: sealedBundle() } });
    const code = String(created.json.data?.code);
    h.clock.advance(KEY_TRANSFER_LIFETIME_MS);
    const late = await h.call('GET', `/${code}`);
    expect(late.status).toBe(410);
    expect(late.json.reason).toBe('expired');
    const before = await database.db.query('select count(*)::int as n from feedback.share_codes');
    for (const payload of ['K1.', 'K1.AAAA', `K1.${'A'.repeat(16_100)}`, 'K1.!!!!']) {
      expect((await h.call('POST', '/', { body: { payload } })).status).toBe(400);
    }
    expect(await database.db.query('select count(*)::int as n from feedback.share_codes')).toEqual(before);
  });
});
