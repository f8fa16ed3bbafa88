/**
 * The log's rules (functions/_lib/sync/log-handlers.ts) on both databases: a push is idempotent by change id, the same
 * id with another payload is a 409, a bad payload or change signature stores nothing of the batch, seqs stay gap-free
 * under concurrent pushes from several devices, and the quotas answer 413 `quota` and 429 with Retry-After.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase } from '../support/backends.ts';
import { fakePayload, randomId, syncHarness, type SyncHarness, useSyncDatabase } from './support/sync-harness.ts';
import { pullChangesAnswerSchema } from '../../../contract/e2ee/sync-schemas.ts';
import { toBase64Url } from '../../../contract/share-bytes.ts';
import { signChange } from '../../../contract/e2ee/signatures.ts';
import { DEFAULT_RATE_LIMITS } from '../../../functions/_lib/rate-limit.ts';
import { QUOTA_BYTES } from '../../../functions/_lib/sync/log-handlers.ts';

describe.each(DATABASE_KINDS)('the sync log (%s database)', (kind) => {
  let database: TestDatabase;
  let h: SyncHarness;
  useSyncDatabase(kind, (opened, harness) => {
    database = opened;
    h = harness;
  });

  const rows = async (accountId: string) =>
    (await database.db.query<{ n: number }>('select count(*)::int as n from feedback.sync_changes where account_id = $1', [accountId]))[0]?.n;

  it('stores a change once however often it is pushed, and refuses its id with another payload', async () => {
    const account = await h.createAccount();
    const [a, b] = [await h.change(account, account.first), await h.change(account, account.first)];
    expect((await h.push(account, account.first, [a])).json).toEqual({ accepted: [a?.changeId], duplicates: [], head: 1 });
    // Re-signed (ECDSA signatures differ each time), the same payload is the same change.
    const payloadA = new Uint8Array(Buffer.from(a?.payload ?? '', 'base64url'));
    const resigned = { ...a, signature: await signChange(account.accountId, a?.changeId ?? '', payloadA, account.first.signingKey) };
    expect(resigned.signature).not.toBe(a?.signature);
    const again = await h.push(account, account.first, [a, b]);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ accepted: [b?.changeId], duplicates: [a?.changeId], head: 2 });
    expect((await h.push(account, account.first, [resigned])).json).toEqual({ accepted: [], duplicates: [a?.changeId], head: 2 });
    // One id twice in one batch is a malformed batch (the contract's schema), whatever the payloads.
    expect((await h.push(account, account.first, [b, b])).status).toBe(400);

    // Another payload signed under a used change id (a device that reused an id, or a server-side replay).
    const underId = async (changeId: string) => {
      const payload = fakePayload();
      return { changeId, payload: toBase64Url(payload), signature: await signChange(account.accountId, changeId, payload, account.first.signingKey) };
    };
    const conflicting = await h.push(account, account.first, [await h.change(account, account.first), await underId(a?.changeId ?? '')]);
    expect(conflicting.status).toBe(409);
    expect(conflicting.json.error.code).toBe('conflicting-change');
    const other = await h.change(account, account.first);
    const inBatch = await h.push(account, account.first, [other, await underId(other.changeId)]);
    expect(inBatch.status).toBe(400);
    expect(await rows(account.accountId)).toBe(2);
  });

  it('refuses a batch with one bad payload or change signature, storing none of it', async () => {
    const account = await h.createAccount();
    const second = await h.linkByRecovery(account);
    const good = await h.change(account, account.first);
    const wrongVersion = fakePayload();
    wrongVersion[0] = 2;
    const cases: [string, unknown, string][] = [
      ['version 2', await h.change(account, account.first, 1, wrongVersion), 'bad-payload'],
      ['unpadded body', await h.change(account, account.first, 1, fakePayload(1, 65)), 'bad-payload'],
      ['too short', await h.change(account, account.first, 1, new Uint8Array(100).fill(1)), 'bad-payload'],
      ['generation 0', await h.change(account, account.first, 0), 'bad-payload'],
      ['over 64 KiB', { ...good, payload: toBase64Url(fakePayload(1, 65_536)) }, 'invalid'],
      ['signed by another device', await h.change(account, second), 'bad-change-signature'],
      ['signed for another id', { ...good, changeId: randomId() }, 'bad-change-signature'],
      ['signature of another payload', { ...(await h.change(account, account.first)), signature: good.signature }, 'bad-change-signature'],
      ['not base64url', { ...good, payload: `${good.payload.slice(1)}*` }, 'invalid'],
    ];
    for (const [label, change, code] of cases) {
      const answer = await h.push(account, account.first, [good, change]);
      expect(answer.status, label).toBe(400);
      expect(answer.json.error.code, label).toBe(code);
    }
    expect(await rows(account.accountId)).toBe(0);
    expect((await h.push(account, account.first, [good])).json.head).toBe(1);
  });

  it('gives gap-free seqs to concurrent pushes from several devices', async () => {
    const account = await h.createAccount();
    const devices = [account.first, await h.linkByRecovery(account), await h.linkByRecovery(account), await h.linkByRecovery(account)];
    const batches = await Promise.all(
      Array.from({ length: 16 }, async (_, index) => {
        const device = devices[index % devices.length] ?? account.first;
        return { device, changes: await Promise.all(Array.from({ length: 1 + (index % 5) }, () => h.change(account, device))) };
      }),
    );
    // Half of the batches are sent twice at once: the repeats store nothing.
    const answers = await Promise.all([...batches, ...batches.slice(0, 8)].map(({ device, changes }) => h.push(account, device, changes)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const total = batches.reduce((sum, batch) => sum + batch.changes.length, 0);
    const as = { accountId: account.accountId, device: account.first };
    const pulled = pullChangesAnswerSchema.parse((await h.call('GET', `/accounts/${account.accountId}/changes?after=0`, { as })).json);
    expect(pulled.head).toBe(total);
    expect(pulled.changes.map((change) => change.seq)).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(new Set(pulled.changes.map((change) => change.changeId)).size).toBe(total);
    const accepted = answers.flatMap((answer) => answer.json.accepted as string[]);
    expect(accepted.sort()).toEqual(pulled.changes.map((change) => change.changeId).sort());
  });

  it('answers 413 quota to a push that would pass 100 MiB, and takes it again once there is room', async () => {
    const account = await h.createAccount();
    const change = await h.change(account, account.first);
    const size = Buffer.from(change.payload, 'base64url').length;
    await database.db.query('update feedback.sync_accounts set stored_bytes = $2::bigint where account_id = $1', [account.accountId, QUOTA_BYTES - size + 1]);
    const full = await h.push(account, account.first, [change]);
    expect(full.status).toBe(413);
    expect(full.json.error.code).toBe('quota');
    expect(await rows(account.accountId)).toBe(0);
    await database.db.query('update feedback.sync_accounts set stored_bytes = $2::bigint where account_id = $1', [account.accountId, QUOTA_BYTES - 5]);
    const snapshotPart = await h.call('PUT', `/accounts/${account.accountId}/snapshots/${randomId()}/parts/0`, {
      as: { accountId: account.accountId, device: account.first },
      body: { payload: toBase64Url(new Uint8Array(10)) },
    });
    expect(snapshotPart.json.error.code).toBe('quota');
    await database.db.query('update feedback.sync_accounts set stored_bytes = $2::bigint where account_id = $1', [account.accountId, QUOTA_BYTES - size]);
    expect((await h.push(account, account.first, [change])).status).toBe(200);
  });

  it('answers 429 with Retry-After once the account has sent its requests for the minute', async () => {
    expect(DEFAULT_RATE_LIMITS.limits.sync).toBe(600);
    const limited = syncHarness(database.db, { env: { RATE_LIMITS: 'sync=5,link=100' }, start: new Date('2031-01-01T10:00:20Z') });
    const account = await limited.createAccount();
    const bystander = await limited.createAccount();
    const as = { accountId: account.accountId, device: account.first };
    for (let index = 0; index < 5; index += 1) {
      expect((await limited.call('GET', `/accounts/${account.accountId}/devices`, { as })).status).toBe(200);
    }
    const refused = await limited.call('GET', `/accounts/${account.accountId}/devices`, { as });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('rate-limited');
    expect(refused.headers.get('retry-after')).toBe('40');
    // Per account, not per address: another account from the same address is served.
    expect((await limited.call('GET', `/accounts/${bystander.accountId}/devices`, { as: { accountId: bystander.accountId, device: bystander.first } })).status).toBe(200);
    limited.clock.advance(40_000);
    expect((await limited.call('GET', `/accounts/${account.accountId}/devices`, { as })).status).toBe(200);
  });

  it('refuses a 65th linked device', async () => {
    const account = await h.createAccount();
    await database.db.query(
      `insert into feedback.sync_devices (account_id, device_id, signing_key, box_key, linked_at)
       select $1, lpad(n::text, 22, 'x'), $2, $2, now() from generate_series(1, 63) as n`,
      [account.accountId, account.first.signingPublic],
    );
    await expect(h.linkByRecovery(account)).rejects.toThrow(/409.*device-limit/);
  });
});
