// @vitest-environment node
/**
 * Push and pull against the real sync function, with a device whose answers pass through a wrapper that alters them
 * as a hostile server or network could: a flipped payload byte, a change id replayed with another payload, a change
 * signed by an unlinked device, a truncated page, a head moved back. Each page is refused with its named problem and
 * the plain message of docs/e2ee-sync.md section 7, and nothing is applied. Offline and 429 map to their results.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '@contract/share-bytes';
import { sealChange } from '@contract/e2ee/change-payload';
import { signChange } from '@contract/e2ee/signatures';
import type { PullChangesAnswer } from '@contract/e2ee/sync-schemas';
import { createLinkCode, createSyncAccount, linkWithCode } from '../../account/account-flows';
import { unlinkDevice } from '../../account/device-admin';
import { currentKey, type SyncAccountState } from '../../account/account-state';
import { ALTERED_MESSAGE, newChangeId, pullChanges, pushPending } from '../push-pull';
import { createSyncClient, type SyncFetch } from '../sync-client';
import { ORIGIN, putBody, startSyncServer, testDevice, type SyncServer, type TestDevice } from './sync-server';

type Page = PullChangesAnswer;
let server: SyncServer;
let alter: ((page: Page) => Page) | null = null;
let a: TestDevice;
let b: TestDevice;
let stateA: SyncAccountState;
let stateU: SyncAccountState;

/** Alters the answers of GET .../changes while `alter` is set. */
const tampering = (fetch: SyncFetch): SyncFetch => async (input, init) => {
  const response = await fetch(input, init);
  if (alter === null || init.method !== 'GET' || !input.includes('/changes?')) return response;
  const page = (await response.json()) as Page;
  return new Response(JSON.stringify(alter(page)), { status: 200, headers: { 'content-type': 'application/json' } });
};

async function load(device: TestDevice): Promise<SyncAccountState> {
  const state = await device.store.load();
  if (state === null) throw new Error('no account');
  return state;
}

async function linkedDevice(through?: (fetch: SyncFetch) => SyncFetch): Promise<TestDevice> {
  const device = testDevice(server, through);
  const code = await createLinkCode(a);
  if (!code.ok || !(await linkWithCode(device, code.code, 'A device')).ok) throw new Error('not linked');
  return device;
}

beforeAll(async () => {
  server = await startSyncServer();
  a = testDevice(server);
  if (!(await createSyncAccount(a, 'First')).ok) throw new Error('no account');
  stateA = await load(a);
  b = await linkedDevice(tampering);
  const u = await linkedDevice();
  stateU = await load(u);
  // Two changes before U is unlinked, so U's unlinkedAfterSeq is 2.
  for (const text of ['one', 'two']) a.replica.write('note', `n-${text}`, putBody(text, stateA.deviceId));
  await pushPending(a);
  if (!(await unlinkDevice(a, stateU.deviceId)).ok) throw new Error('not unlinked');
  for (const text of ['three', 'four']) a.replica.write('note', `n-${text}`, putBody(text, stateA.deviceId));
  await pushPending(a);
}, 60_000);

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  alter = null;
});

async function expectRefused(problem: string, message: string): Promise<void> {
  const before = (await load(b)).lastAppliedSeq;
  const size = b.replica.applied.size;
  expect(await pullChanges(b)).toMatchObject({ ok: false, kind: 'refused-page', problem, message });
  expect((await load(b)).lastAppliedSeq).toBe(before);
  expect(b.replica.applied.size).toBe(size);
}

describe('pulling through a hostile answer', () => {
  it('refuses a flipped payload byte, a truncated page and a head moved back, then applies the honest log', async () => {
    alter = (page) => ({
      ...page,
      changes: page.changes.map((change, index) => {
        if (index !== 1) return change;
        const bytes = fromBase64Url(change.payload) ?? new Uint8Array();
        bytes[200] = (bytes[200] ?? 0) ^ 1;
        return { ...change, payload: toBase64Url(bytes) };
      }),
    });
    await expectRefused('bad-signature', ALTERED_MESSAGE);
    alter = (page) => ({ ...page, changes: page.changes.slice(1) });
    await expectRefused('truncated', "The server's copy is missing changes. Nothing was changed here; try again later.");
    alter = (page) => ({ ...page, head: 1 });
    await expectRefused('rewound', "The server's copy is missing changes. Nothing was changed here; try again later.");
    alter = null;
    expect(await pullChanges(b)).toEqual({ ok: true, applied: 4, lastAppliedSeq: 4 });
    alter = (page) => ({ ...page, head: 2 });
    await expectRefused('rewound', "The server's copy is missing changes. Nothing was changed here; try again later.");
  });

  it('refuses a change id replayed with another payload, and a change signed by an unlinked device', async () => {
    const applied = (await load(b)).lastAppliedSeq;
    const first = [...b.replica.applied.values()][0];
    if (!first) throw new Error('nothing applied');
    const forged = async (signer: SyncAccountState, changeId: string) => {
      const payload = await sealChange({ accountId: signer.accountId, changeId, accountKey: currentKey(signer), kind: 'note', id: 'n-x', authorDeviceId: signer.deviceId, body: putBody('forged', signer.deviceId) });
      return { seq: applied + 1, changeId, deviceId: signer.deviceId, payload: toBase64Url(payload), signature: await signChange(signer.accountId, changeId, payload, signer.signing.privateKey), receivedAt: new Date().toISOString() };
    };
    const replayed = await forged(stateA, first.changeId);
    alter = () => ({ changes: [replayed], head: applied + 1 });
    await expectRefused('replayed', 'A change from the server could not be opened: it was sent twice with different contents. Nothing was changed here.');
    const fromUnlinked = await forged(stateU, newChangeId());
    alter = () => ({ changes: [fromUnlinked], head: applied + 1 });
    await expectRefused('unlinked-device', 'A change came from a device that is no longer linked. Nothing was changed here.');
  });
});

describe('failures on the way', () => {
  it('maps no answer to offline and a 429 to rate-limited with its Retry-After', async () => {
    const state = await load(a);
    const offline = createSyncClient({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')), origin: ORIGIN });
    expect(await pullChanges({ client: offline, store: a.store, replica: a.replica })).toEqual({ ok: false, kind: 'offline' });
    const busy = createSyncClient({
      fetch: async () => new Response(JSON.stringify({ error: { code: 'rate-limited', message: 'Too many' } }), { status: 429, headers: { 'retry-after': '7' } }),
      origin: ORIGIN,
    });
    a.replica.write('note', 'n-five', putBody('five', state.deviceId));
    expect(await pushPending({ client: busy, store: a.store, replica: a.replica })).toEqual({ ok: false, kind: 'rate-limited', retryAfterSeconds: 7 });
    const garbled = createSyncClient({ fetch: async () => new Response('{"changes":"no"}', { status: 200 }), origin: ORIGIN });
    expect(await pullChanges({ client: garbled, store: a.store, replica: a.replica })).toEqual({ ok: false, kind: 'malformed-answer' });
    // The push that got no answer goes again with the same change id, and is stored once.
    expect(await pushPending(a)).toEqual({ ok: true, pushed: 1 });
  });
});

describe('a push whose answer was lost', () => {
  it('goes again byte for byte: answered as duplicates, no 409, stored once', async () => {
    const state = await load(a);
    const pushes: Array<{ status: number; body: string }> = [];
    let loseAnswer = true;
    const losing = createSyncClient({
      origin: ORIGIN,
      fetch: async (input, init) => {
        const response = await server.fetch(input, init);
        if (init.method !== 'POST' || !input.endsWith('/changes')) return response;
        pushes.push({ status: response.status, body: typeof init.body === 'string' ? init.body : new TextDecoder().decode(init.body as Uint8Array) });
        if (loseAnswer) {
          loseAnswer = false;
          throw new TypeError('Failed to fetch (answer lost)');
        }
        return response;
      },
    });
    const ids = ['lost-one', 'lost-two', 'lost-three'].map((id) => a.replica.write('note', id, putBody(id, state.deviceId)));
    const device = { client: losing, store: a.store, replica: a.replica };
    expect(await pushPending(device)).toEqual({ ok: false, kind: 'offline' });
    expect(await pushPending(device)).toEqual({ ok: true, pushed: 3 });

    expect(pushes.map((push) => push.status)).toEqual([200, 200]);
    expect(pushes[1]?.body).toBe(pushes[0]?.body);
    const rows = await server.db.query<{ change_id: string }>('select change_id from feedback.sync_changes where account_id = $1 and change_id = any($2)', [state.accountId, ids]);
    expect(rows.map((row) => row.change_id).sort()).toEqual([...ids].sort());
  });

  it('is sealed afresh under a newer key generation, never sent under the one before', async () => {
    const state = await load(a);
    const changeId = a.replica.write('note', 'after-rotation', putBody('after rotation', state.deviceId));
    // U's unlinking rotated the key in beforeAll: generation 1 is the one before.
    const older = state.keys.at(-2);
    if (older === undefined || currentKey(state).generation !== older.generation + 1) throw new Error('expected a rotated keyring');
    const payload = await sealChange({ accountId: state.accountId, changeId, accountKey: older, kind: 'note', id: 'after-rotation', authorDeviceId: state.deviceId, body: putBody('after rotation', state.deviceId) });
    const stale = { accountId: state.accountId, deviceId: state.deviceId, generation: older.generation, payload: toBase64Url(payload), signature: await signChange(state.accountId, changeId, payload, state.signing.privateKey) };
    await a.replica.keepSealed([{ changeId, sealed: stale }]);
    expect(await pushPending(a)).toEqual({ ok: true, pushed: 1 });
    const [row] = await server.db.query<{ payload: string }>('select payload from feedback.sync_changes where account_id = $1 and change_id = $2', [state.accountId, changeId]);
    expect(row?.payload).toBeDefined();
    expect(row?.payload).not.toBe(stale.payload);
  });
});
