/**
 * Compaction on both databases (docs/e2ee-sync.md 11.6): committing a snapshot deletes the log rows it covers that are
 * older than 30 days and releases their bytes; a pull after a seq below the highest one deleted is 410 `compacted`,
 * while a pull from the snapshot's upTo on reads the tail as before. Younger rows, and rows after upTo, stay.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase } from '../support/backends.ts';
import { b64uHash, fakePayload, randomId, type SyncHarness, useSyncDatabase } from './support/sync-harness.ts';
import { pullChangesAnswerSchema } from '../../../contract/e2ee/sync-schemas.ts';
import { toBase64Url } from '../../../contract/share-bytes.ts';
import { COMPACT_AFTER_MS } from '../../../functions/_lib/sync/snapshot-handlers.ts';

describe.each(DATABASE_KINDS)('compacting the sync log (%s database)', (kind) => {
  let database: TestDatabase;
  let h: SyncHarness;
  useSyncDatabase(kind, (opened, harness) => {
    database = opened;
    h = harness;
  });

  it('deletes the rows a snapshot covers once 30 days old, and answers 410 compacted below them', async () => {
    const account = await h.createAccount();
    const as = { accountId: account.accountId, device: account.first };
    const base = `/accounts/${account.accountId}`;
    const stored = async () => Number((await database.db.query<{ n: unknown }>('select stored_bytes as n from feedback.sync_accounts where account_id = $1', [account.accountId]))[0]?.n);
    const rows = async () => (await database.db.query<{ seq: unknown }>('select seq from feedback.sync_changes where account_id = $1 order by seq', [account.accountId])).map((row) => Number(row.seq));
    for (let n = 0; n < 3; n += 1) await h.push(account, account.first, [await h.change(account, account.first)]);
    h.clock.advance(COMPACT_AFTER_MS - 60_000);
    await h.push(account, account.first, [await h.change(account, account.first)]);
    h.clock.advance(120_000);
    await h.push(account, account.first, [await h.change(account, account.first)]);
    const commit = async (upTo: number) => {
      const snapshotId = randomId();
      expect((await h.call('PUT', `${base}/snapshots/${snapshotId}/parts/0`, { as, body: { payload: toBase64Url(new Uint8Array(100)) } })).status).toBe(200);
      const body = { upTo, generation: 1, parts: 1, digest: b64uHash(new Uint8Array(2)), deviceId: account.first.deviceId, signature: toBase64Url(new Uint8Array(64)) };
      expect((await h.call('POST', `${base}/snapshots/${snapshotId}/commit`, { as, body })).status).toBe(200);
    };
    // Seqs 1-3 are 30 days old, 4 is just younger, 5 new; a snapshot up to 2 deletes 1 and 2 only.
    const before = await stored();
    await commit(2);
    expect(await rows()).toEqual([3, 4, 5]);
    expect(await stored()).toBe(before - 2 * fakePayload().length + 100);
    for (const after of [0, 1]) {
      const refused = await h.call('GET', `${base}/changes?after=${after}&limit=10`, { as });
      expect(refused.status).toBe(410);
      expect(refused.json.error.code).toBe('compacted');
    }
    const tail = pullChangesAnswerSchema.parse((await h.call('GET', `${base}/changes?after=2&limit=10`, { as })).json);
    expect(tail.changes.map((change) => change.seq)).toEqual([3, 4, 5]);
    // A snapshot up to 5 deletes only 3: 4 and 5 are younger than 30 days.
    await commit(5);
    expect(await rows()).toEqual([4, 5]);
    expect((await h.call('GET', `${base}/changes?after=2&limit=10`, { as })).status).toBe(410);
    expect(pullChangesAnswerSchema.parse((await h.call('GET', `${base}/changes?after=3&limit=10`, { as })).json).changes.map((change) => change.seq)).toEqual([4, 5]);
  });
});
