/**
 * One sync cycle (docs/e2ee-sync.md section 10): collect what changed here, push every pending change, pull pages
 * until the head. Applying a pulled page writes rows and merged records together, so collecting afterwards finds
 * nothing: there is no echo and no second collection. Every failure comes back as a named outcome, none thrown,
 * so the runner decides whether to wait, back off or stop.
 */
import { MAX_CHANGES_PER_BATCH } from '@contract/e2ee/sync-schemas';
import type { SyncAccountStore } from '../account/account-state.ts';
import { collectLocalChanges, EVERY_TABLE, type CollectScope } from '../replica/collect-local-changes.ts';
import type { ReplicaContext } from '../replica/replica-store.ts';
import { pullChanges, pushPending, type PullResult, type PushResult, type ReplicaPort } from '../transport/push-pull.ts';
import type { SyncClient } from '../transport/sync-client.ts';
import type { RestoringProgress } from './status.ts';
import {
  restoreFromSnapshot,
  snapshotMayBeDue,
  writeSnapshotIfDue,
  type KnownSnapshot,
  type RestoreOutcome,
  type SnapshotPolicy,
  type SnapshotPort,
  type WriteOutcome,
} from '../transport/snapshot-transfer.ts';
import { isAppLockedError } from '@/db/app-lock/errors';
import { ReplicaRefusedError } from './replica-port.ts';

export interface CycleDeps {
  ctx: ReplicaContext;
  client: SyncClient;
  store: SyncAccountStore;
  replica: ReplicaPort;
  /** Changes per pulled page (the server's limit by default); tests make it small to see restoring progress. */
  pageSize?: number;
  /** Pulling a log longer than one page, or merging a snapshot: how far this cycle has applied, of how many. */
  onRestoring?: (progress: RestoringProgress) => void;
  /** Restoring from the account's snapshot and writing one (docs/e2ee-sync.md 11.4, 11.5); absent: the log only. */
  snapshots?: CycleSnapshots;
}

export interface CycleSnapshots {
  port: SnapshotPort;
  /** Kept by the runner between cycles: the committed snapshot as last heard of, and whether a restore was tried. */
  known: KnownSnapshot & { restoreTried: boolean };
  policy?: SnapshotPolicy;
  /** Whether the person is away (the page hidden, or nothing written here for a while): a due snapshot waits until
   * then, so that writing it never competes with what they are doing (section 11, step 4). */
  personAway?: () => boolean;
}

/** A payload's bytes from its base64url length, without decoding it. */
const payloadBytes = (payload: string) => Math.floor((payload.length * 3) / 4);

export type CycleFailure =
  | Exclude<PushResult, { ok: true }>
  | Exclude<PullResult, { ok: true }>
  | { ok: false; kind: 'replica-refused'; problems: ReplicaRefusedError['problems'] }
  | { ok: false; kind: 'local-error'; error: unknown }
  /** The app lock is on and this context holds no key (docs/app-lock.md, section 6): nothing to do until unlocked. */
  | { ok: false; kind: 'locked' }
  /** The log below the cursor was compacted and the snapshot standing for it did not pass this device's checks. */
  | { ok: false; kind: 'snapshot-refused'; problem: string };

/** `lastAppliedSeq` is -1 when the cycle did not pull; `restored` and `written` say what became of snapshots, if tried. */
export type CycleOutcome =
  | { ok: true; collected: number; pushed: number; applied: number; lastAppliedSeq: number; restored?: Extract<RestoreOutcome, { ok: true }>; written?: WriteOutcome }
  | CycleFailure;

const isConflicting = (answer: Awaited<ReturnType<SyncClient['pushChanges']>>) => !answer.ok && answer.kind === 'refused' && answer.code === 'conflicting-change';

/**
 * A push whose answer was lost goes again with the bytes kept at its first sealing (push-pull.ts), which the server
 * answers as duplicates. A change sealed afresh all the same (its sealing was for a key generation since rotated, or
 * queued before sealings were kept) meets the first bytes under its change id, and the server refuses the batch as
 * `conflicting-change`. The batch then goes one change at a time, and a change refused so alone counts as a duplicate:
 * the server holds this device's own earlier sealing of the same body.
 */
async function pushResealed(client: SyncClient, identity: Parameters<SyncClient['pushChanges']>[0], body: Parameters<SyncClient['pushChanges']>[1]) {
  const answer = await client.pushChanges(identity, body);
  if (!isConflicting(answer) || body.changes.length === 0) return answer;
  const accepted: string[] = [];
  const duplicates: string[] = [];
  let head = 0;
  for (const change of body.changes) {
    const one = await client.pushChanges(identity, { changes: [change] });
    if (isConflicting(one)) duplicates.push(change.changeId);
    else if (!one.ok) return one;
    else {
      accepted.push(...one.value.accepted);
      duplicates.push(...one.value.duplicates);
      head = one.value.head;
    }
  }
  return { ok: true as const, value: { accepted, duplicates, head } };
}

/** The client, its pulls watched for the head so a long log reports its progress. */
function watchedDeps(deps: CycleDeps, pageSize: number) {
  let head = 0;
  let start: number | null = null;
  let emptyPage = false;
  const client: SyncClient = {
    ...deps.client,
    pullChanges: async (identity, after, limit) => {
      start ??= after;
      const answer = await deps.client.pullChanges(identity, after, limit);
      if (answer.ok) head = answer.value.head;
      const known = deps.snapshots?.known;
      if (answer.ok && known) for (const change of answer.value.changes) if (change.seq > known.upTo) known.bytesSince += payloadBytes(change.payload);
      emptyPage = answer.ok && answer.value.changes.length === 0;
      return answer;
    },
    // An empty page names no signer: an idle poll (most of them) then costs one request, not two. A page with changes
    // always gets the server's current list, so an unlink is never missed.
    pushChanges: (identity, body) => pushResealed(deps.client, identity, body),
    listDevices: async (identity) => (emptyPage ? { ok: true, value: { devices: [] } } : deps.client.listDevices(identity)),
  };
  const replica: ReplicaPort = {
    ...deps.replica,
    applyRemote: async (changes) => {
      await deps.replica.applyRemote(changes);
      const last = changes.at(-1)?.seq;
      if (deps.onRestoring && last !== undefined && start !== null && head - start > pageSize) deps.onRestoring({ unit: 'changes', applied: last - start, total: head - start });
    },
  };
  return { client, store: deps.store, replica };
}

const isCompacted = (pulled: PullResult) => !pulled.ok && pulled.kind === 'refused' && pulled.status === 410 && pulled.code === 'compacted';

/**
 * A new device's first pulling cycle merges the committed snapshot, if any, and starts its pull at `upTo`; a device
 * told its cursor is below the compacted log merges it whenever that happens.
 */
async function restoreOnce(deps: CycleDeps, reason: 'new-device' | 'compacted' = 'new-device'): Promise<RestoreOutcome | undefined> {
  const snapshots = deps.snapshots;
  if (snapshots === undefined || (reason === 'new-device' && snapshots.known.restoreTried)) return undefined;
  const restored = await restoreFromSnapshot(
    { client: deps.client, store: deps.store, port: snapshots.port },
    (progress) => deps.onRestoring?.(progress),
    reason,
  );
  if (restored.ok) snapshots.known.restoreTried = true;
  if (restored.ok && restored.restored === 'applied') snapshots.known.upTo = restored.upTo;
  return restored;
}

/** At the head with nothing pending, a snapshot when one is due. A failed write is reported, not the cycle's failure. */
async function writeWhenAtHead(deps: CycleDeps): Promise<WriteOutcome | undefined> {
  const snapshots = deps.snapshots;
  if (snapshots === undefined || (await deps.replica.takePending(1)).length > 0) return undefined;
  if (snapshots.personAway && !snapshots.personAway()) {
    const upTo = (await deps.store.load())?.lastAppliedSeq ?? 0;
    return snapshotMayBeDue(upTo, snapshots.known, snapshots.policy) ? { ok: true, written: false, deferred: true } : undefined;
  }
  const written = await writeSnapshotIfDue({ client: deps.client, store: deps.store, port: snapshots.port }, snapshots.known, snapshots.policy);
  return written.ok && !written.written ? undefined : written;
}

/**
 * `pull: 'if-pushed'` is for a cycle a local write started: it pulls only when it pushed something, so the rows a pull
 * itself writes (which Dexie reports as writes too) do not start pull after pull.
 */
export async function runSyncCycle(deps: CycleDeps, scope: CollectScope = EVERY_TABLE, pull: 'always' | 'if-pushed' = 'always'): Promise<CycleOutcome> {
  const pageSize = deps.pageSize ?? MAX_CHANGES_PER_BATCH;
  try {
    const collected = scope.size === 0 ? { puts: 0, deletes: 0 } : await collectLocalChanges(deps.ctx, scope);
    const watched = watchedDeps(deps, pageSize);
    const pushed = await pushPending({ client: watched.client, store: deps.store, replica: deps.replica });
    if (!pushed.ok) return pushed;
    if (pull === 'if-pushed' && pushed.pushed === 0) return { ok: true, collected: collected.puts + collected.deletes, pushed: 0, applied: 0, lastAppliedSeq: -1 };
    const restored = await restoreOnce(deps);
    if (restored !== undefined && !restored.ok) return restored;
    let pulled = await pullChanges(watched, pageSize);
    if (isCompacted(pulled)) {
      // The log below the cursor was compacted (section 11.6): merge the snapshot, then pull from its upTo.
      const merged = await restoreOnce(deps, 'compacted');
      if (merged !== undefined && merged.ok && merged.restored === 'applied') pulled = await pullChanges(watched, pageSize);
      if (merged !== undefined && merged.ok && merged.restored === 'refused') return { ok: false, kind: 'snapshot-refused', problem: merged.problem };
    }
    if (!pulled.ok) return pulled;
    const written = await writeWhenAtHead(deps);
    const counts = { collected: collected.puts + collected.deletes, pushed: pushed.pushed, applied: pulled.applied, lastAppliedSeq: pulled.lastAppliedSeq };
    return { ok: true, ...counts, ...(restored ? { restored } : {}), ...(written ? { written } : {}) };
  } catch (error) {
    if (error instanceof ReplicaRefusedError) return { ok: false, kind: 'replica-refused', problems: error.problems };
    if (isAppLockedError(error)) return { ok: false, kind: 'locked' };
    return { ok: false, kind: 'local-error', error };
  }
}
