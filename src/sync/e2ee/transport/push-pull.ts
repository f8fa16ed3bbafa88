/**
 * Pushing this device's changes and pulling everyone's (docs/e2ee-sync.md 3, 5 and 7), against a replica handed in.
 * Push seals, signs and sends batches; the sealing is kept with the pending change before it is sent, so a batch whose
 * answer was lost goes again with the same bytes under the same change ids, which the server answers as duplicates. Pull takes pages after the last applied seq and refuses a whole page, applying nothing, on any
 * problem: a truncated or rewound log, a replayed change id, a signer not linked, a signature or tag that fails.
 */
import { fromBase64Url, toBase64Url } from '@contract/share-bytes';
import type { ChangeBody } from '@contract/e2ee/change-body';
import { openChange, sealChange } from '@contract/e2ee/change-payload';
import { sha256 } from '@contract/e2ee/primitives';
import { signChange, verifyChangeSignature } from '@contract/e2ee/signatures';
import { MAX_CHANGES_PER_BATCH, type DevicesAnswer, type PullChangesAnswer } from '@contract/e2ee/sync-schemas';
import { checkPulledPage, LOG_PROBLEM_MESSAGES, type LogProblem } from '../log-checks';
import { currentKey, identityOf, keyMap, type SyncAccountState, type SyncAccountStore } from '../account/account-state';
import { refreshKeyring } from '../account/keyring-access';
import type { SyncClient, SyncFailure } from './sync-client';

/** A pending change as sealed and signed for its first push (base64url); the row in src/db mirrors it. */
export interface SealedChange {
  accountId: string;
  deviceId: string;
  generation: number;
  payload: string;
  signature: string;
}

export interface PendingChange {
  changeId: string;
  kind: string;
  id: string;
  body: ChangeBody;
  /** Its first sealing, when it was pushed before: sent again byte for byte. */
  sealed?: SealedChange;
}

export interface OpenedRemoteChange extends PendingChange {
  seq: number;
  authorDeviceId: string;
  /** b64u(SHA-256(payload)): kept by the replica so a change id sent again with other bytes is seen (section 7). */
  payloadDigest: string;
}

/** What push and pull need of the replica (src/sync/e2ee/replica/ implements it). */
export interface ReplicaPort {
  /** Up to `limit` local changes not yet confirmed pushed, oldest first, each with its fixed change id. */
  takePending(limit: number): Promise<PendingChange[]>;
  confirmPushed(changeIds: readonly string[]): Promise<void>;
  /** Keeps each change's sealing with its pending row; it must be stored before the push is sent. */
  keepSealed(sealed: ReadonlyArray<{ changeId: string; sealed: SealedChange }>): Promise<void>;
  /** The payload digests of these change ids among the changes applied here (absent when never applied). */
  appliedDigests(changeIds: readonly string[]): Promise<Map<string, string>>;
  /** Applies one checked page, all of it (one transaction): the cursor moves only after it returns. */
  applyRemote(changes: readonly OpenedRemoteChange[]): Promise<void>;
}

export interface PushPullDeps {
  client: SyncClient;
  store: SyncAccountStore;
  replica: ReplicaPort;
}

export type PullProblem = LogProblem | 'altered' | 'bad-signature';

export const ALTERED_MESSAGE = 'A change from the server could not be opened: it was altered. Nothing was changed here.';

export type PushResult = { ok: true; pushed: number } | { ok: false; kind: 'no-account' } | SyncFailure;
export type PullResult =
  | { ok: true; applied: number; lastAppliedSeq: number }
  | { ok: false; kind: 'no-account' }
  | SyncFailure
  | { ok: false; kind: 'refused-page'; problem: PullProblem; message: string; seq: number | null };

/** One maker of change ids: the replica's, which names each change as it is collected. */
export { newChangeId } from '../replica/collect-local-changes';

/**
 * A sealing is sent again only as it was made: for another account or device its signature and header are wrong, and
 * after a rotation an unlinked device could still open it, so a change not yet stored is sealed afresh under the new
 * key (if the server did store the older sealing, its 409 is answered one change at a time, sync-cycle.ts).
 */
function sealedFor(sealed: SealedChange, accountId: string, deviceId: string, generation: number): boolean {
  return sealed.accountId === accountId && sealed.deviceId === deviceId && sealed.generation === generation;
}

/** Pushes every pending change in batches of at most `batchSize` (500, the server's limit). */
export async function pushPending(deps: PushPullDeps, batchSize = MAX_CHANGES_PER_BATCH): Promise<PushResult> {
  const state = await deps.store.load();
  if (state === null) return { ok: false, kind: 'no-account' };
  const accountKey = currentKey(state);
  let pushed = 0;
  for (;;) {
    const pending = await deps.replica.takePending(batchSize);
    if (pending.length === 0) return { ok: true, pushed };
    const fresh: Array<{ changeId: string; sealed: SealedChange }> = [];
    const changes = await Promise.all(
      pending.map(async (change) => {
        if (change.sealed !== undefined && sealedFor(change.sealed, state.accountId, state.deviceId, accountKey.generation)) {
          return { changeId: change.changeId, payload: change.sealed.payload, signature: change.sealed.signature };
        }
        const payload = await sealChange({ accountId: state.accountId, changeId: change.changeId, accountKey, kind: change.kind, id: change.id, authorDeviceId: state.deviceId, body: change.body });
        const signature = await signChange(state.accountId, change.changeId, payload, state.signing.privateKey);
        const sealed: SealedChange = { accountId: state.accountId, deviceId: state.deviceId, generation: accountKey.generation, payload: toBase64Url(payload), signature };
        fresh.push({ changeId: change.changeId, sealed });
        return { changeId: change.changeId, payload: sealed.payload, signature };
      }),
    );
    if (fresh.length > 0) await deps.replica.keepSealed(fresh);
    const answer = await deps.client.pushChanges(identityOf(state), { changes });
    if (!answer.ok) return answer;
    await deps.replica.confirmPushed([...answer.value.accepted, ...answer.value.duplicates]);
    pushed += pending.length;
  }
}

type Devices = DevicesAnswer['devices'];

function refusePage(problem: PullProblem, seq: number | null): Extract<PullResult, { kind: 'refused-page' }> {
  const message = problem === 'altered' || problem === 'bad-signature' ? ALTERED_MESSAGE : LOG_PROBLEM_MESSAGES[problem];
  return { ok: false, kind: 'refused-page', problem, message, seq };
}

/** Verifies and opens a checked page's changes; the first one that fails refuses the page. */
async function openPage(
  deps: PushPullDeps,
  state: SyncAccountState,
  changes: PullChangesAnswer['changes'],
  devices: Devices,
  digests: Map<string, string>,
): Promise<{ ok: true; opened: OpenedRemoteChange[]; state: SyncAccountState } | Exclude<PullResult, { ok: true }>> {
  const opened: OpenedRemoteChange[] = [];
  let current = state;
  for (const change of changes) {
    const signer = devices.find((device) => device.deviceId === change.deviceId);
    const payload = fromBase64Url(change.payload);
    if (!signer || payload === null) return refusePage('altered', change.seq);
    if (!(await verifyChangeSignature(current.accountId, change.changeId, payload, change.signature, signer.signingKey))) return refusePage('bad-signature', change.seq);
    let result = await openChange({ accountId: current.accountId, changeId: change.changeId, payload, keys: keyMap(current) });
    if (!result.ok && result.problem === 'unknown-generation') {
      // Another device rotated: this device's envelope holds the new generation.
      const refreshed = await refreshKeyring(deps, current);
      if (!refreshed.ok) return refreshed.failure ?? refusePage('altered', change.seq);
      current = refreshed.state;
      result = await openChange({ accountId: current.accountId, changeId: change.changeId, payload, keys: keyMap(current) });
    }
    // The header must name the signer: a device cannot pass its change off as another's (section 3.2).
    if (!result.ok || result.change.authorDeviceId !== change.deviceId) return refusePage('altered', change.seq);
    const { kind, id, body, authorDeviceId } = result.change;
    opened.push({ changeId: change.changeId, seq: change.seq, kind, id, body, authorDeviceId, payloadDigest: digests.get(change.changeId) ?? '' });
  }
  return { ok: true, opened, state: current };
}

/** Pulls pages until the head; the device list is fetched once and again when a signer it does not hold appears. */
export async function pullChanges(deps: PushPullDeps, pageSize = MAX_CHANGES_PER_BATCH): Promise<PullResult> {
  const loaded = await deps.store.load();
  if (loaded === null) return { ok: false, kind: 'no-account' };
  let state: SyncAccountState = loaded;
  let devices: Devices | null = null;
  let applied = 0;
  for (;;) {
    const page = await deps.client.pullChanges(identityOf(state), state.lastAppliedSeq, pageSize);
    if (!page.ok) return page;
    const { changes, head } = page.value;
    if (devices === null || changes.some((change) => !devices?.some((device) => device.deviceId === change.deviceId))) {
      const listed = await deps.client.listDevices(identityOf(state));
      if (!listed.ok) return listed;
      devices = listed.value.devices;
    }
    const digests = new Map<string, string>();
    for (const change of changes) digests.set(change.changeId, toBase64Url(await sha256(fromBase64Url(change.payload) ?? new Uint8Array(0))));
    const pulled = changes.map((change) => ({ seq: change.seq, changeId: change.changeId, deviceId: change.deviceId, payloadDigest: digests.get(change.changeId) ?? '' }));
    const cursor = { lastAppliedSeq: state.lastAppliedSeq, applied: await deps.replica.appliedDigests(changes.map((change) => change.changeId)) };
    const check = checkPulledPage(cursor, { changes: pulled, head }, devices);
    if (!check.ok) return refusePage(check.problem, check.seq);
    const toApply = new Set(check.toApply.map((change) => change.changeId));
    const opened = await openPage(deps, state, changes.filter((change) => toApply.has(change.changeId)), devices, digests);
    if (!opened.ok) return opened;
    await deps.replica.applyRemote(opened.opened);
    applied += opened.opened.length;
    state = { ...opened.state, lastAppliedSeq: check.lastAppliedSeq };
    await deps.store.save(state);
    if (changes.length === 0 || state.lastAppliedSeq >= head) return { ok: true, applied, lastAppliedSeq: state.lastAppliedSeq };
  }
}
