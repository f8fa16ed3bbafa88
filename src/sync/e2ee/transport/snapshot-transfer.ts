/**
 * Restoring from the account's snapshot and writing one (docs/e2ee-sync.md 11.4 and 11.5), against a replica handed
 * in. A device that has applied nothing yet fetches the committed snapshot's description and parts, checks signature
 * and digest against the device list before opening anything, merges the states, and moves its cursor to `upTo`; the
 * tail is then pulled as before. A snapshot refused for any reason applies nothing and leaves the cursor at 0; the
 * log it covers is gone (a commit compacts it), so the device waits for a new snapshot: a bad snapshot costs
 * availability, never integrity. A device at the head writes one once the log past the committed snapshot's `upTo`
 * holds payloads of a quarter of its size, or 2,000 changes (docs/e2ee-sync.md 11.4).
 */
import { fromBase64Url, toBase64Url } from '@contract/share-bytes';
import { currentKey, identityOf, keyMap, type SyncAccountStore } from '../account/account-state';
import { refreshKeyring } from '../account/keyring-access';
import type { SnapshotApplyResult } from '../replica/snapshot-states';
import { openSnapshot, writeSnapshot, type SnapshotProblem } from '../snapshot/snapshot-codec';
import type { SnapshotRecord } from '../snapshot/snapshot-content';
import type { SyncClient, SyncFailure } from './sync-client';
import type { RestoringProgress } from '../runner/status';

/** Changes since the committed snapshot's `upTo` after which a device at the head writes a new one (section 11.4). */
export const SNAPSHOT_EVERY_CHANGES = 2000;
/** Or payload bytes past it, as a share of the committed snapshot's size (section 11.4): the account's bound. */
export const SNAPSHOT_OF_SIZE = 0.25;
/**
 * And at least this many payload bytes. None: a small account's snapshot is small, so writing one after nearly every
 * change costs no more uploads per change than a grown account's does, and keeps a new account within its bound.
 */
export const SNAPSHOT_MIN_BYTES = 0;

/**
 * The committed snapshot as this device last heard of it: its `upTo` and size, and the payload bytes in the log past
 * it. `heard` is false until the server's description was read since the runner started; until then `bytesSince`
 * counts only what this runner pulled, so the first due check asks the server (one request a start).
 */
export interface KnownSnapshot {
  upTo: number;
  bytesSince: number;
  size?: number;
  heard?: boolean;
}

export interface SnapshotPolicy {
  everyChanges?: number;
  minBytes?: number;
  ofSize?: number;
}

export interface SnapshotPort {
  readRecords(): Promise<SnapshotRecord[]>;
  applyStates(records: readonly SnapshotRecord[], onProgress: (merged: number, total: number) => void): Promise<SnapshotApplyResult>;
}

export interface SnapshotDeps {
  client: SyncClient;
  store: SyncAccountStore;
  port: SnapshotPort;
}

export type RestoreOutcome =
  | { ok: true; restored: 'none' }
  | { ok: true; restored: 'applied'; upTo: number; records: number }
  | { ok: true; restored: 'refused'; problem: SnapshotProblem | 'too-far-ahead' | 'bad-clock' }
  | { ok: false; kind: 'no-account' }
  | SyncFailure;

/**
 * `new-device`: only a device whose cursor is at 0 restores (one that has applied changes holds what a snapshot would
 * bring). `compacted`: the server answered 410 below its compacted rows (section 11.6), so any device whose cursor is
 * below the snapshot's `upTo` merges it; its pending changes stay pending and are pushed as always.
 */
export async function restoreFromSnapshot(
  deps: SnapshotDeps,
  onProgress: (progress: RestoringProgress) => void = () => {},
  reason: 'new-device' | 'compacted' = 'new-device',
): Promise<RestoreOutcome> {
  let state = await deps.store.load();
  if (state === null) return { ok: false, kind: 'no-account' };
  if (reason === 'new-device' && state.lastAppliedSeq > 0) return { ok: true, restored: 'none' };
  const described = await deps.client.getSnapshot(identityOf(state));
  if (!described.ok) return described;
  const snapshot = described.value.snapshot;
  if (snapshot === null || snapshot.upTo <= state.lastAppliedSeq) return { ok: true, restored: 'none' };
  const payloads: Uint8Array[] = [];
  for (let part = 0; part < snapshot.parts; part += 1) {
    const answer = await deps.client.getSnapshotPart(identityOf(state), snapshot.snapshotId, part);
    if (!answer.ok) return answer;
    // Bytes that are not base64url fail the digest like any other wrong bytes.
    payloads.push(fromBase64Url(answer.value.payload) ?? new Uint8Array(0));
    onProgress({ unit: 'parts', applied: part + 1, total: snapshot.parts });
  }
  const listed = await deps.client.listDevices(identityOf(state));
  if (!listed.ok) return listed;
  if (!keyMap(state).has(snapshot.generation)) {
    const refreshed = await refreshKeyring(deps, state);
    if (refreshed.ok) state = refreshed.state;
  }
  const keys = keyMap(state);
  const opened = await openSnapshot({ accountId: state.accountId, devices: listed.value.devices, accountKeyOf: (generation) => keys.get(generation) }, snapshot, payloads);
  if (!opened.ok) return { ok: true, restored: 'refused', problem: opened.problem };
  const applied = await deps.port.applyStates(opened.records, (merged, total) => onProgress({ unit: 'records', applied: merged, total }));
  if (!applied.ok) return { ok: true, restored: 'refused', problem: applied.problem };
  await deps.store.save({ ...state, lastAppliedSeq: snapshot.upTo });
  return { ok: true, restored: 'applied', upTo: snapshot.upTo, records: opened.records.length };
}

export type WriteOutcome =
  | { ok: true; written: false; deferred?: true }
  | { ok: true; written: true; upTo: number; parts: number; storedBytes: number; deflatedBytes: number }
  | { ok: false; kind: 'no-account' }
  | SyncFailure;

/** Whether this device's own counts say a snapshot at `upTo` may be due (the server's description decides). */
export function snapshotMayBeDue(upTo: number, known: KnownSnapshot, policy: SnapshotPolicy = {}): boolean {
  if (upTo <= known.upTo) return false;
  if (known.heard !== true) return true;
  const everyChanges = policy.everyChanges ?? SNAPSHOT_EVERY_CHANGES;
  const bytes = Math.max(policy.minBytes ?? SNAPSHOT_MIN_BYTES, (policy.ofSize ?? SNAPSHOT_OF_SIZE) * (known.size ?? 0));
  return upTo - known.upTo >= everyChanges || known.bytesSince >= bytes;
}

/**
 * Writes a snapshot at this device's cursor when the log past the committed one holds `ofSize` of its size in
 * payloads (at least `minBytes`), or `everyChanges` changes. `known` carries what the server said between calls, so
 * a device asks it only when its own count says one may be due. The caller runs this at the head with nothing
 * pending, so the records are exactly the log up to the cursor.
 */
export async function writeSnapshotIfDue(deps: SnapshotDeps, known: KnownSnapshot, policy: SnapshotPolicy = {}): Promise<WriteOutcome> {
  const state = await deps.store.load();
  if (state === null) return { ok: false, kind: 'no-account' };
  const upTo = state.lastAppliedSeq;
  const due = () => snapshotMayBeDue(upTo, known, policy);
  if (!due()) return { ok: true, written: false };
  const described = await deps.client.getSnapshot(identityOf(state));
  if (!described.ok) return described;
  // The server's figures replace this device's count: another device may have written one, or pushed meanwhile.
  const heardOf = described.value.snapshot;
  Object.assign(known, { upTo: heardOf?.upTo ?? 0, size: heardOf?.size ?? 0, bytesSince: described.value.logBytesAfter, heard: true });
  if (!due()) return { ok: true, written: false };
  const writer = { accountId: state.accountId, deviceId: state.deviceId, signingKey: state.signing.privateKey, accountKey: currentKey(state) };
  const written = await writeSnapshot(writer, upTo, await deps.port.readRecords());
  for (const [part, payload] of written.payloads.entries()) {
    const put = await deps.client.putSnapshotPart(identityOf(state), written.place.snapshotId, part, toBase64Url(payload));
    if (!put.ok) return put;
  }
  const { generation, parts } = written.place;
  const committed = await deps.client.commitSnapshot(identityOf(state), written.place.snapshotId, {
    upTo,
    generation,
    parts,
    digest: written.digest,
    deviceId: written.deviceId,
    signature: written.signature,
  });
  if (!committed.ok) return committed;
  Object.assign(known, { upTo, size: committed.value.snapshot.size, bytesSince: 0 });
  const storedBytes = written.payloads.reduce((total, payload) => total + payload.length, 0);
  return { ok: true, written: true, upTo, parts, storedBytes, deflatedBytes: written.deflatedBytes };
}
