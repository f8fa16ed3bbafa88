/**
 * Every route of the sync function (functions/sync.ts; docs/e2ee-sync.md section 5) on both databases: an account
 * made, devices linked by grant and by recovery, listed and unlinked, the keyring added to and rotated, changes pushed
 * and pulled by cursor, a snapshot uploaded, committed, replaced and read, and the account erased with every row.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase } from '../support/backends.ts';
import { b64uHash, deviceBody, fakePayload, grantBody, recoveryBoxBody, newDevice, randomId, sealedEnvelope, type SyncHarness, useSyncDatabase } from './support/sync-harness.ts';
import {
  devicesAnswerSchema,
  keyringAnswerSchema,
  pullChangesAnswerSchema,
  pushChangesAnswerSchema,
  snapshotAnswerSchema,
} from '../../../contract/e2ee/sync-schemas.ts';
import { toBase64Url } from '../../../contract/share-bytes.ts';

const SYNC_TABLES = ['sync_accounts', 'sync_devices', 'sync_envelopes', 'sync_link_grants', 'sync_changes', 'sync_snapshots', 'sync_snapshot_parts', 'sync_nonces'];

describe.each(DATABASE_KINDS)('the sync function (%s database)', (kind) => {
  let database: TestDatabase;
  let h: SyncHarness;
  useSyncDatabase(kind, (opened, harness) => {
    database = opened;
    h = harness;
  });

  it('creates an account once, and links a device by a one-time grant and another by the recovery code', async () => {
    const account = await h.createAccount();
    const as = { accountId: account.accountId, device: account.first };
    const again = await h.call('POST', '/accounts', {
      as,
      body: { accountId: account.accountId, recoveryAuthHash: b64uHash(new Uint8Array(32)), recoveryBox: recoveryBoxBody(account.first), device: deviceBody(account.first), keyring: { generation: 1, envelopes: [{ recipient: 'recovery', sealed: sealedEnvelope() }] } },
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('account-exists');

    const grant = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    const grantHash = b64uHash(new Uint8Array(Buffer.from(grant, 'base64url')));
    const grantRequest = grantBody(grantHash, 600);
    const made = await h.call('POST', `/accounts/${account.accountId}/link-grants`, { as, body: grantRequest });
    expect(made.status).toBe(201);
    // The same grant again (a retry) is stored already; another grant on its locator is refused.
    expect((await h.call('POST', `/accounts/${account.accountId}/link-grants`, { as, body: grantRequest })).status).toBe(201);
    const taken = await h.call('POST', `/accounts/${account.accountId}/link-grants`, { as, body: grantBody(b64uHash(new Uint8Array(5)), 600, grantRequest.locator) });
    expect(taken.json.error.code).toBe('locator-taken');
    // The new device, which knows only the code, reads the envelope by the locator, unsigned.
    const fetched = await h.call('GET', `/link-grants/${grantRequest.locator}`);
    expect(fetched.status).toBe(200);
    expect(fetched.json).toEqual({ sealed: grantRequest.sealed, expiresAt: made.json.expiresAt });
    expect((await h.call('GET', '/link-grants/not-a-locator')).status).toBe(400);
    expect(made.json.expiresAt).toBe(new Date(h.clock.now.getTime() + 600_000).toISOString());
    expect((await h.call('POST', `/accounts/${account.accountId}/link-grants`, { as, body: grantBody(grantHash, 601) })).status).toBe(400);

    const second = await newDevice();
    const link = (device: typeof second, proof: unknown) =>
      h.call('POST', `/accounts/${account.accountId}/devices`, { as: { accountId: account.accountId, device }, body: { device: deviceBody(device), proof } });
    const linked = await link(second, { grant });
    expect(linked.status).toBe(201);
    expect(linked.json).toMatchObject({ accountId: account.accountId, deviceId: second.deviceId, generation: 1, head: 0 });
    // Spent: its locator answers 404.
    expect((await h.call('GET', `/link-grants/${grantRequest.locator}`)).json.error.code).toBe('unknown-grant');
    // The same device again (a retry after a lost answer) is a 200; the grant is spent for any other device.
    expect((await link(second, { grant })).status).toBe(200);
    const third = await newDevice();
    const spent = await link(third, { grant });
    expect(spent.status).toBe(403);
    expect(spent.json.error.code).toBe('bad-proof');
    expect((await link(third, { recoveryAuth: toBase64Url(new Uint8Array(32)) })).json.error.code).toBe('bad-proof');
    expect((await link(third, { recoveryAuth: account.recoveryAuth })).status).toBe(201);

    // An expired grant opens nothing.
    const late = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    const lateRequest = grantBody(b64uHash(new Uint8Array(Buffer.from(late, 'base64url'))), 60);
    await h.call('POST', `/accounts/${account.accountId}/link-grants`, { as, body: lateRequest });
    h.clock.advance(61_000);
    expect((await h.call('GET', `/link-grants/${lateRequest.locator}`)).status).toBe(404);
    expect((await link(await newDevice(), { grant: late })).json.error.code).toBe('bad-proof');

    const devices = await h.call('GET', `/accounts/${account.accountId}/devices`, { as: { accountId: account.accountId, device: third } });
    expect(devices.status).toBe(200);
    const parsed = devicesAnswerSchema.parse(devices.json);
    expect(parsed.devices.map((device) => device.deviceId).sort()).toEqual([account.first.deviceId, second.deviceId, third.deviceId].sort());
    expect(parsed.devices.find((device) => device.deviceId === second.deviceId)).toMatchObject({ signingKey: second.signingPublic, boxKey: second.boxPublic, unlinkedAt: null });
  });

  it('pushes changes with gap-free seqs and pulls them by cursor with the head', async () => {
    const account = await h.createAccount();
    const other = await h.linkByRecovery(account);
    const batch = await Promise.all(Array.from({ length: 5 }, () => h.change(account, account.first)));
    const pushed = await h.push(account, account.first, batch);
    expect(pushed.status).toBe(200);
    expect(pushChangesAnswerSchema.parse(pushed.json)).toEqual({ accepted: batch.map((change) => change.changeId), duplicates: [], head: 5 });
    const more = await Promise.all(Array.from({ length: 3 }, () => h.change(account, other)));
    expect((await h.push(account, other, more)).json.head).toBe(8);

    const as = { accountId: account.accountId, device: other };
    const page = await h.call('GET', `/accounts/${account.accountId}/changes?after=2&limit=4`, { as });
    expect(page.status).toBe(200);
    const parsed = pullChangesAnswerSchema.parse(page.json);
    expect(parsed.head).toBe(8);
    expect(parsed.changes.map((change) => change.seq)).toEqual([3, 4, 5, 6]);
    expect(parsed.changes[0]).toMatchObject({ changeId: batch[2]?.changeId, deviceId: account.first.deviceId, payload: batch[2]?.payload, signature: batch[2]?.signature });
    expect(parsed.changes[3]).toMatchObject({ changeId: more[0]?.changeId, deviceId: other.deviceId });
    const rest = pullChangesAnswerSchema.parse((await h.call('GET', `/accounts/${account.accountId}/changes?after=6`, { as })).json);
    expect(rest.changes.map((change) => change.seq)).toEqual([7, 8]);
    expect(pullChangesAnswerSchema.parse((await h.call('GET', `/accounts/${account.accountId}/changes?after=8`, { as })).json)).toEqual({ changes: [], head: 8 });
    for (const query of ['?limit=501', '?after=-1', '?after=1.5', '?after=x', '?limit=1e3']) {
      expect((await h.call('GET', `/accounts/${account.accountId}/changes${query}`, { as })).status, query).toBe(400);
    }
  });

  it('adds envelopes at the current generation, rotates to the next, and answers each device its own', async () => {
    const account = await h.createAccount();
    const second = await h.linkByRecovery(account);
    const as = { accountId: account.accountId, device: account.first };
    const mine = sealedEnvelope();
    expect((await h.call('PUT', `/accounts/${account.accountId}/keyring`, { as, body: { generation: 1, envelopes: [{ recipient: `device:${second.deviceId}`, sealed: mine }] } })).status).toBe(200);
    const read = keyringAnswerSchema.parse((await h.call('GET', `/accounts/${account.accountId}/keyring`, { as: { accountId: account.accountId, device: second } })).json);
    expect(read.generation).toBe(1);
    expect(read.envelopes.map((envelope) => envelope.recipient)).toEqual([`device:${second.deviceId}`, 'recovery']);
    expect(read.envelopes[0]?.sealed).toBe(mine);
    // The recovery box travels with the keyring: a rotation seals to its public key.
    expect(read.recoveryBox.publicKey).toBe(account.first.boxPublic);

    const put = (generation: number, envelopes: unknown[]) => h.call('PUT', `/accounts/${account.accountId}/keyring`, { as, body: { generation, envelopes } });
    expect((await put(3, [{ recipient: 'recovery', sealed: sealedEnvelope() }])).json.error.code).toBe('wrong-generation');
    expect((await put(1, [{ recipient: `device:${randomId()}`, sealed: sealedEnvelope() }])).json.error.code).toBe('unknown-recipient');
    const rotated = await put(2, [{ recipient: `device:${account.first.deviceId}`, sealed: sealedEnvelope() }, { recipient: 'recovery', sealed: sealedEnvelope() }]);
    expect(rotated.status).toBe(200);
    // The rotation replaced every envelope: the second device's is gone.
    const after = keyringAnswerSchema.parse((await h.call('GET', `/accounts/${account.accountId}/keyring`, { as: { accountId: account.accountId, device: second } })).json);
    expect(after).toMatchObject({ generation: 2 });
    expect(after.envelopes.map((envelope) => envelope.recipient)).toEqual(['recovery']);
    // Payloads of generation 2 are taken now, of 3 not yet.
    expect((await h.push(account, account.first, [await h.change(account, account.first, 2)])).status).toBe(200);
    const ahead = await h.push(account, account.first, [await h.change(account, account.first, 3)]);
    expect(ahead.json.error.code).toBe('bad-payload');
  });

  it('unlinks a device after the current head; its requests are then refused', async () => {
    const account = await h.createAccount();
    const second = await h.linkByRecovery(account);
    await h.push(account, second, [await h.change(account, second), await h.change(account, second)]);
    const as = { accountId: account.accountId, device: account.first };
    // A device renames itself (a restored one names itself once it holds the keyring), and only itself.
    const name = { name: toBase64Url(new Uint8Array(33)), nameGeneration: 1 };
    const renamed = await h.call('PUT', `/accounts/${account.accountId}/devices/${second.deviceId}`, { as: { accountId: account.accountId, device: second }, body: name });
    expect(renamed.json).toEqual({ deviceId: second.deviceId, nameGeneration: 1 });
    expect((await h.call('PUT', `/accounts/${account.accountId}/devices/${second.deviceId}`, { as, body: name })).status).toBe(403);
    expect((await h.call('PUT', `/accounts/${account.accountId}/devices/${account.first.deviceId}`, { as, body: { ...name, nameGeneration: 2 } })).json.error.code).toBe('wrong-generation');
    const unlinked = await h.call('DELETE', `/accounts/${account.accountId}/devices/${second.deviceId}`, { as });
    expect(unlinked.status).toBe(200);
    expect(unlinked.json).toMatchObject({ deviceId: second.deviceId, unlinkedAt: h.clock.now.toISOString(), unlinkedAfterSeq: 2 });
    h.clock.advance(1000);
    const repeat = await h.call('DELETE', `/accounts/${account.accountId}/devices/${second.deviceId}`, { as });
    expect(repeat.json).toEqual(unlinked.json);
    expect((await h.call('DELETE', `/accounts/${account.accountId}/devices/${randomId()}`, { as })).status).toBe(404);
    const listed = devicesAnswerSchema.parse((await h.call('GET', `/accounts/${account.accountId}/devices`, { as })).json);
    expect(listed.devices.find((device) => device.deviceId === second.deviceId)).toMatchObject({ unlinkedAfterSeq: 2 });
    const refused = await h.push(account, second, [await h.change(account, second)]);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('not-linked');
    // Linking the same keys again is refused: an unlinked device makes new keys.
    const relink = await h.call('POST', `/accounts/${account.accountId}/devices`, {
      as: { accountId: account.accountId, device: second },
      body: { device: deviceBody(second), proof: { recoveryAuth: account.recoveryAuth } },
    });
    expect(relink.json.error.code).toBe('device-unlinked');
  });

  it('uploads a snapshot in parts, commits it, reads it back, and a new commit replaces it and frees its bytes', async () => {
    const account = await h.createAccount();
    const as = { accountId: account.accountId, device: account.first };
    await h.push(account, account.first, [await h.change(account, account.first), await h.change(account, account.first)]);
    const base = `/accounts/${account.accountId}`;
    expect(snapshotAnswerSchema.parse((await h.call('GET', `${base}/snapshot`, { as })).json)).toEqual({ snapshot: null, logBytesAfter: 2 * fakePayload().length });

    const upload = async (snapshotId: string, parts: Uint8Array[]) => {
      for (const [index, part] of parts.entries()) {
        const put = await h.call('PUT', `${base}/snapshots/${snapshotId}/parts/${index}`, { as, body: { payload: toBase64Url(part) } });
        expect(put.status).toBe(200);
      }
    };
    const first = randomId();
    const parts = [crypto.getRandomValues(new Uint8Array(60_000)), crypto.getRandomValues(new Uint8Array(1000))];
    await upload(first, parts);
    const digest = b64uHash(new Uint8Array(32));
    // The committing device and its signature (docs/e2ee-sync.md 11.3) are kept as sent: the server cannot check
    // what the signature covers without the key, so the restoring device does.
    const signed = { deviceId: account.first.deviceId, signature: toBase64Url(new Uint8Array(64).fill(7)) };
    expect((await h.call('POST', `${base}/snapshots/${first}/commit`, { as, body: { upTo: 2, generation: 1, parts: 3, digest, ...signed } })).json.error.code).toBe('incomplete-snapshot');
    expect((await h.call('POST', `${base}/snapshots/${first}/commit`, { as, body: { upTo: 3, generation: 1, parts: 2, digest, ...signed } })).status).toBe(400);
    expect((await h.call('POST', `${base}/snapshots/${first}/commit`, { as, body: { upTo: 2, generation: 1, parts: 2, digest } })).status).toBe(400);
    const otherDevice = await h.call('POST', `${base}/snapshots/${first}/commit`, { as, body: { upTo: 2, generation: 1, parts: 2, digest, ...signed, deviceId: randomId() } });
    expect(otherDevice.status).toBe(400);
    expect(otherDevice.json.error.message).toContain('deviceId');
    const committed = await h.call('POST', `${base}/snapshots/${first}/commit`, { as, body: { upTo: 2, generation: 1, parts: 2, digest, ...signed } });
    expect(committed.status).toBe(200);
    const described = snapshotAnswerSchema.parse((await h.call('GET', `${base}/snapshot`, { as })).json);
    expect(described.snapshot).toMatchObject({ snapshotId: first, upTo: 2, generation: 1, parts: 2, digest, size: 61_000, ...signed });
    const part = await h.call('GET', `${base}/snapshots/${first}/parts/1`, { as });
    expect(part.json.payload).toBe(toBase64Url(parts[1] ?? new Uint8Array()));
    expect((await h.call('GET', `${base}/snapshots/${first}/parts/2`, { as })).status).toBe(404);
    expect((await h.call('PUT', `${base}/snapshots/${first}/parts/0`, { as, body: { payload: 'AAAA' } })).json.error.code).toBe('snapshot-committed');

    const stored = async () => Number((await database.db.query<{ n: unknown }>('select stored_bytes as n from feedback.sync_accounts where account_id = $1', [account.accountId]))[0]?.n);
    // The commit deleted the two changes it covers (section 11.6): the account holds the snapshot alone.
    expect(await stored()).toBe(61_000);
    expect(described.logBytesAfter).toBe(0);
    const next = randomId();
    await upload(next, [new Uint8Array(500)]);
    expect((await h.call('POST', `${base}/snapshots/${next}/commit`, { as, body: { upTo: 2, generation: 1, parts: 1, digest, ...signed } })).status).toBe(200);
    expect(await stored()).toBe(500);
    expect((await h.call('GET', `${base}/snapshots/${first}/parts/0`, { as })).status).toBe(404);
    expect((await h.call('GET', `${base}/snapshot`, { as })).json.snapshot.snapshotId).toBe(next);
  });

  it('erases every row of the account on DELETE, and nothing of another account', async () => {
    const account = await h.createAccount();
    const bystander = await h.createAccount();
    const second = await h.linkByRecovery(account);
    const as = { accountId: account.accountId, device: second };
    await h.push(account, account.first, [await h.change(account, account.first)]);
    await h.push(bystander, bystander.first, [await h.change(bystander, bystander.first)]);
    await h.call('POST', `/accounts/${account.accountId}/link-grants`, { as, body: grantBody(b64uHash(new Uint8Array(3)), 100) });
    const snapshotId = randomId();
    await h.call('PUT', `/accounts/${account.accountId}/snapshots/${snapshotId}/parts/0`, { as, body: { payload: 'AAAA' } });
    await h.call('POST', `/accounts/${account.accountId}/snapshots/${snapshotId}/commit`, {
      as,
      body: { upTo: 1, generation: 1, parts: 1, digest: b64uHash(new Uint8Array(1)), deviceId: second.deviceId, signature: toBase64Url(new Uint8Array(64)) },
    });
    const held = async (accountId: string) => {
      let rows = 0;
      for (const table of SYNC_TABLES) {
        rows += (await database.db.query<{ n: number }>(`select count(*)::int as n from feedback.${table} where account_id = $1`, [accountId]))[0]?.n ?? 0;
      }
      return rows;
    };
    expect(await held(account.accountId)).toBeGreaterThan(8);
    const bystanderRows = await held(bystander.accountId);

    const erased = await h.call('DELETE', `/accounts/${account.accountId}`, { as });
    expect(erased.status).toBe(200);
    expect(erased.json).toEqual({ accountId: account.accountId, deleted: true });
    expect(await held(account.accountId)).toBe(0);
    expect(await held(bystander.accountId)).toBe(bystanderRows);
    expect((await h.call('GET', `/accounts/${account.accountId}/devices`, { as })).json.error.code).toBe('not-linked');
  });

  it('keeps row-level security on for every sync table', async () => {
    for (const table of SYNC_TABLES) {
      const rows = await database.db.query<{ on: boolean }>(`select relrowsecurity as on from pg_class where oid = 'feedback.${table}'::regclass`);
      expect(rows[0]?.on, table).toBe(true);
    }
  });
});
