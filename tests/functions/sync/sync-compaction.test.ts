/**
 * Compaction on both databases (docs/e2ee-sync.md 11.6): committing a snapshot deletes the log rows it covers and
 * releases their bytes; a pull after a seq below the highest one deleted is 410 `compacted`, while a pull from the
 * snapshot's upTo on reads the tail as before; a commit behind the account's snapshot is refused. Payloads are kept
 * as bytes (migration 0021) and read back as the text that was sent.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase } from '../support/backends.ts';
import { b64uHash, fakePayload, randomId, type SyncHarness, useSyncDatabase } from './support/sync-harness.ts';
import { pullChangesAnswerSchema, snapshotAnswerSchema } from '../../../contract/e2ee/sync-schemas.ts';
import { toBase64Url } from '../../../contract/share-bytes.ts';

describe.each(DATABASE_KINDS)('compacting the sync log (%s database)', (kind) => {
  let database: TestDatabase;
  let h: SyncHarness;
  useSyncDatabase(kind, (opened, harness) => {
    database = opened;
    h = harness;
  });

  it('deletes the rows a snapshot covers, answers 410 compacted below them, and refuses a commit behind it', async () => {
    const account = await h.createAccount();
    const as = { accountId: account.accountId, device: account.first };
    const base = `/accounts/${account.accountId}`;
    const stored = async () => Number((await database.db.query<{ n: unknown }>('select stored_bytes as n from feedback.sync_accounts where account_id = $1', [account.accountId]))[0]?.n);
    const rows = async () => (await database.db.query<{ seq: unknown }>('select seq from feedback.sync_changes where account_id = $1 order by seq', [account.accountId])).map((row) => Number(row.seq));
    const described = async () => snapshotAnswerSchema.parse((await h.call('GET', `${base}/snapshot`, { as })).json);
    for (let n = 0; n < 5; n += 1) await h.push(account, account.first, [await h.change(account, account.first)]);
    expect(await described()).toEqual({ snapshot: null, logBytesAfter: 5 * fakePayload().length });
    const commit = async (upTo: number) => {
      const snapshotId = randomId();
      expect((await h.call('PUT', `${base}/snapshots/${snapshotId}/parts/0`, { as, body: { payload: toBase64Url(new Uint8Array(100)) } })).status).toBe(200);
      const body = { upTo, generation: 1, parts: 1, digest: b64uHash(new Uint8Array(2)), deviceId: account.first.deviceId, signature: toBase64Url(new Uint8Array(64)) };
      return h.call('POST', `${base}/snapshots/${snapshotId}/commit`, { as, body });
    };
    // A snapshot up to 2 deletes 1 and 2 at once, however young: the account keeps the snapshot and the tail.
    const before = await stored();
    expect((await commit(2)).status).toBe(200);
    expect(await rows()).toEqual([3, 4, 5]);
    expect(await stored()).toBe(before - 2 * fakePayload().length + 100);
    expect((await described()).logBytesAfter).toBe(3 * fakePayload().length);
    for (const after of [0, 1]) {
      const refused = await h.call('GET', `${base}/changes?after=${after}&limit=10`, { as });
      expect(refused.status).toBe(410);
      expect(refused.json.error.code).toBe('compacted');
    }
    const tail = pullChangesAnswerSchema.parse((await h.call('GET', `${base}/changes?after=2&limit=10`, { as })).json);
    expect(tail.changes.map((change) => change.seq)).toEqual([3, 4, 5]);
    await commit(4);
    expect(await rows()).toEqual([5]);
    expect((await h.call('GET', `${base}/changes?after=3&limit=10`, { as })).status).toBe(410);
    // A device that read the log to 3 only and commits its snapshot now is behind: refused, nothing replaced.
    const behind = await commit(3);
    expect(behind.status).toBe(409);
    expect(behind.json.error.code).toBe('snapshot-behind');
    expect((await described()).snapshot?.upTo).toBe(4);
    expect(pullChangesAnswerSchema.parse((await h.call('GET', `${base}/changes?after=4&limit=10`, { as })).json).changes.map((change) => change.seq)).toEqual([5]);
  });

  it('stores payloads and parts as bytes and gives back the same base64url text', async () => {
    const account = await h.createAccount();
    const as = { accountId: account.accountId, device: account.first };
    const base = `/accounts/${account.accountId}`;
    const change = await h.change(account, account.first);
    await h.push(account, account.first, [change]);
    const snapshotId = randomId();
    const part = toBase64Url(Uint8Array.from({ length: 1000 }, (_, index) => (index * 37) % 256));
    expect((await h.call('PUT', `${base}/snapshots/${snapshotId}/parts/0`, { as, body: { payload: part } })).status).toBe(200);
    const kept = await database.db.query<{ changes: unknown; parts: unknown }>(
      `select (select sum(octet_length(payload)) from feedback.sync_changes where account_id = $1)::int as changes,
              (select sum(octet_length(payload)) from feedback.sync_snapshot_parts where account_id = $1)::int as parts`,
      [account.accountId],
    );
    expect(kept[0]).toEqual({ changes: fakePayload().length, parts: 1000 });
    const pulled = pullChangesAnswerSchema.parse((await h.call('GET', `${base}/changes?after=0&limit=10`, { as })).json);
    expect(pulled.changes[0]?.payload).toBe(change.payload);
    const body = { upTo: 1, generation: 1, parts: 1, digest: b64uHash(new Uint8Array(2)), deviceId: account.first.deviceId, signature: toBase64Url(new Uint8Array(64)) };
    expect((await h.call('POST', `${base}/snapshots/${snapshotId}/commit`, { as, body })).status).toBe(200);
    expect((await h.call('GET', `${base}/snapshots/${snapshotId}/parts/0`, { as })).json.payload).toBe(part);
  });
});
