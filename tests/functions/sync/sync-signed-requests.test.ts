/**
 * Who may ask (functions/_lib/sync/signed-request.ts; docs/e2ee-sync.md section 4) on both databases: a missing or
 * malformed header, a signature that does not verify (another key, a changed body, path or method), a clock more
 * than 5 minutes off, a replayed nonce, an unlinked device and a device of another account are each refused with
 * their status and code, and nothing is stored for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../support/backends.ts';
import { deviceBody, newDevice, recoveryBoxBody, randomId, sealedEnvelope, b64uHash, signAs, syncHarness, type SyncAccount, type SyncHarness } from './support/sync-harness.ts';
import { SYNC_HEADERS } from '../../../contract/e2ee/signatures.ts';
import { SYNC_PATH } from '../../../contract/e2ee/sync-schemas.ts';

describe.each(DATABASE_KINDS)('signed sync requests (%s database)', (kind) => {
  let database: TestDatabase;
  let h: SyncHarness;
  let account: SyncAccount;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = syncHarness(database.db);
    account = await h.createAccount();
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  const changeCount = async () => (await database.db.query<{ n: number }>('select count(*)::int as n from feedback.sync_changes'))[0]?.n;

  it('answers 401 unsigned to a request with a header missing or malformed', async () => {
    const path = `/accounts/${account.accountId}/devices`;
    const as = { accountId: account.accountId, device: account.first };
    const unsigned = await h.call('GET', path);
    expect(unsigned.status).toBe(401);
    expect(unsigned.json).toEqual({ error: { code: 'unsigned', message: expect.any(String) } });
    const signed = await signAs({ method: 'GET', pathAndQuery: `${SYNC_PATH}${path}`, body: new Uint8Array(0) }, { accountId: account.accountId, deviceId: account.first.deviceId, signingKey: account.first.signingKey }, h.clock.now.getTime());
    for (const header of Object.values(SYNC_HEADERS)) {
      const headers = { ...signed };
      delete headers[header];
      const answer = await h.call('GET', path, { headers });
      expect(answer.status, header).toBe(401);
      expect(answer.json.error.code, header).toBe('unsigned');
    }
    expect((await h.call('GET', path, { as, nonce: 'short' })).json.error.code).toBe('unsigned');
    expect((await h.call('GET', path, { as, headers: { [SYNC_HEADERS.device]: 'x'.repeat(22) } })).status).toBe(403);
  });

  it('answers 401 bad-signature to another key, a changed body, path, query or method', async () => {
    const stranger = await newDevice();
    const base = `/accounts/${account.accountId}`;
    const before = await changeCount();
    // Headers naming the linked device, signed by another key.
    const forged = await signAs({ method: 'GET', pathAndQuery: `${SYNC_PATH}${base}/devices`, body: new Uint8Array(0) }, { accountId: account.accountId, deviceId: account.first.deviceId, signingKey: stranger.signingKey }, h.clock.now.getTime());
    expect((await h.call('GET', `${base}/devices`, { headers: forged })).json.error.code).toBe('bad-signature');

    const change = await h.change(account, account.first);
    const body = JSON.stringify({ changes: [change] });
    const signed = await signAs({ method: 'POST', pathAndQuery: `${SYNC_PATH}${base}/changes`, body: new TextEncoder().encode(body) }, { accountId: account.accountId, deviceId: account.first.deviceId, signingKey: account.first.signingKey }, h.clock.now.getTime());
    const other = await h.change(account, account.first);
    expect((await h.call('POST', `${base}/changes`, { headers: signed, body: JSON.stringify({ changes: [other] }) })).json.error.code).toBe('bad-signature');
    expect((await h.call('PUT', `${base}/keyring`, { headers: signed, body })).json.error.code).toBe('bad-signature');
    expect((await h.call('POST', `${base}/changes?after=1`, { headers: signed, body })).json.error.code).toBe('bad-signature');
    expect((await h.call('POST', `${base}/link-grants`, { headers: signed, body })).json.error.code).toBe('bad-signature');
    expect(await changeCount()).toBe(before);
    // The request as signed is taken.
    expect((await h.call('POST', `${base}/changes`, { headers: signed, body })).status).toBe(200);
  });

  it('answers 401 stale-time to a clock more than 5 minutes off, either way', async () => {
    const path = `/accounts/${account.accountId}/devices`;
    const as = { accountId: account.accountId, device: account.first };
    for (const skewMs of [-300_001, 300_001, -3_600_000, 86_400_000]) {
      const answer = await h.call('GET', path, { as, skewMs });
      expect(answer.status, String(skewMs)).toBe(401);
      expect(answer.json.error.code).toBe('stale-time');
    }
    for (const skewMs of [-299_000, 299_000]) expect((await h.call('GET', path, { as, skewMs })).status).toBe(200);
    expect((await h.call('GET', path, { as, headers: { [SYNC_HEADERS.time]: 'soon' } })).json.error.code).not.toBe(undefined);
  });

  it('answers 401 replayed to a nonce seen from the device in the last 10 minutes', async () => {
    const path = `/accounts/${account.accountId}/devices`;
    const as = { accountId: account.accountId, device: account.first };
    const nonce = randomId();
    expect((await h.call('GET', path, { as, nonce })).status).toBe(200);
    const replay = await h.call('GET', path, { as, nonce });
    expect(replay.status).toBe(401);
    expect(replay.json.error.code).toBe('replayed');
    // A push replayed stores nothing again.
    const change = await h.change(account, account.first);
    const pushNonce = randomId();
    const push = () => h.call('POST', `/accounts/${account.accountId}/changes`, { as, nonce: pushNonce, body: { changes: [change] } });
    expect((await push()).status).toBe(200);
    const before = await changeCount();
    expect((await push()).json.error.code).toBe('replayed');
    expect(await changeCount()).toBe(before);
    // Another device may use the same nonce; after 10 minutes the nonce is forgotten (its time would be stale anyway).
    const second = await h.linkByRecovery(account);
    expect((await h.call('GET', path, { as: { accountId: account.accountId, device: second }, nonce })).status).toBe(200);
    h.clock.advance(10 * 60_000 + 1);
    expect((await h.call('GET', path, { as, nonce })).status).toBe(200);
    const held = await database.db.query('select 1 from feedback.sync_nonces where account_id = $1 and nonce = $2', [account.accountId, nonce]);
    expect(held).toHaveLength(1);
  });

  it('answers 403 not-linked to an unlinked device, a device of another account, and an unknown account', async () => {
    const other = await h.createAccount();
    const second = await h.linkByRecovery(account);
    const as = { accountId: account.accountId, device: account.first };
    expect((await h.call('DELETE', `/accounts/${account.accountId}/devices/${second.deviceId}`, { as })).status).toBe(200);
    for (const [label, answer] of [
      ['unlinked', await h.call('GET', `/accounts/${account.accountId}/keyring`, { as: { accountId: account.accountId, device: second } })],
      ['another account\'s device', await h.call('GET', `/accounts/${account.accountId}/keyring`, { as: { accountId: account.accountId, device: other.first } })],
      ['headers for its own account', await h.call('GET', `/accounts/${account.accountId}/keyring`, { as: { accountId: other.accountId, device: other.first } })],
      ['unknown account', await h.call('GET', `/accounts/${randomId()}/keyring`, { as })],
    ] as const) {
      expect(answer.status, label).toBe(403);
      expect(answer.json.error.code, label).toBe('not-linked');
    }
    // The unlinked device cannot unlink others, erase the account or make grants.
    const asUnlinked = { accountId: account.accountId, device: second };
    expect((await h.call('DELETE', `/accounts/${account.accountId}`, { as: asUnlinked })).status).toBe(403);
    expect((await h.call('DELETE', `/accounts/${account.accountId}/devices/${account.first.deviceId}`, { as: asUnlinked })).status).toBe(403);
    expect((await h.call('GET', `/accounts/${account.accountId}/devices`, { as })).status).toBe(200);
  });

  it('refuses an account or a link signed by another key than the body\'s, or whose device id is not its key\'s', async () => {
    const device = await newDevice();
    const impostor = await newDevice();
    const accountId = randomId();
    const body = { accountId, recoveryAuthHash: b64uHash(new Uint8Array(32)), recoveryBox: recoveryBoxBody(device), device: deviceBody(device), keyring: { generation: 1, envelopes: [{ recipient: 'recovery', sealed: sealedEnvelope() }] } };
    expect((await h.call('POST', '/accounts', { as: { accountId, device: impostor }, body })).json.error.code).toBe('bad-signature');
    const wrongId = { ...body, device: { ...deviceBody(device), deviceId: impostor.deviceId } };
    expect((await h.call('POST', '/accounts', { as: { accountId, device: impostor }, body: wrongId })).json.error.code).toBe('bad-device-id');
    const notAPoint = { ...body, device: { ...deviceBody(device), boxKey: `${device.boxPublic.slice(0, 50)}${device.boxPublic[50] === 'A' ? 'B' : 'A'}${device.boxPublic.slice(51)}` } };
    expect((await h.call('POST', '/accounts', { as: { accountId, device }, body: notAPoint })).json.error.code).toBe('bad-key');
    expect((await h.call('POST', '/accounts', { body })).json.error.code).toBe('unsigned');
    expect(await database.db.query('select 1 from feedback.sync_accounts where account_id = $1', [accountId])).toEqual([]);
    const link = await h.call('POST', `/accounts/${account.accountId}/devices`, {
      as: { accountId: account.accountId, device: impostor },
      body: { device: deviceBody(device), proof: { recoveryAuth: account.recoveryAuth } },
    });
    expect(link.json.error.code).toBe('bad-signature');
  });
});
