/**
 * Replicas for the replica's tests: each a separately named Dexie database with its own device id, and an in-memory
 * log between them that does what the server does for the replica (keeps every pushed change once, in order). Time is
 * one shared number the test moves on, with a small skew per device.
 */
import { Dexie } from 'dexie';
import { BetterMindsDatabase } from '@/db/database';
import { applyRemoteChanges, type ApplyResult, type RemoteChange } from '../apply-remote-changes.ts';
import { collectLocalChanges, readPending, removePending } from '../collect-local-changes.ts';
import type { ReplicaContext } from '../replica-store.ts';
import { syncedDigest } from '../synced-digest.ts';
import type { RecordChange } from '../../record-state.ts';

export interface TestDevice extends ReplicaContext {
  name: string;
  /** How far into the log this device has pulled. */
  cursor: number;
}

export interface TestLog {
  entries: Array<RemoteChange & { author: string }>;
  nowMs: number;
}

export function makeLog(start = Date.UTC(2026, 2, 1, 9)): TestLog {
  return { entries: [], nowMs: start };
}

export async function makeDevices(log: TestLog, names: readonly string[]): Promise<TestDevice[]> {
  return Promise.all(
    names.map(async (name, index) => {
      const db = new BetterMindsDatabase(`replica-${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
      await db.open();
      // Device ids are 22 base64url characters (16 bytes), as the protocol's clocks require.
      const deviceId = `${name}${'A'.repeat(22)}`.slice(0, 22);
      return { name, db, deviceId, now: () => log.nowMs + index * 3, cursor: 0 };
    }),
  );
}

export async function closeDevices(devices: readonly TestDevice[]): Promise<void> {
  for (const device of devices) {
    device.db.close();
    await Dexie.delete(device.db.name);
  }
}

/** Collects the device's local changes and pushes every pending one to the log. */
export async function push(log: TestLog, device: TestDevice): Promise<number> {
  await collectLocalChanges(device);
  const pending = await readPending(device, 10_000);
  for (const change of pending) {
    log.entries.push({ changeId: change.changeId, kind: change.kind, id: change.id, body: change.body as RecordChange, author: device.name });
  }
  await removePending(device, pending.map((change) => change.seq ?? -1));
  return pending.length;
}

/** Applies the log past the device's cursor (its own changes included, as the server returns them). */
export async function pull(log: TestLog, device: TestDevice, limit = Infinity): Promise<ApplyResult> {
  const page = log.entries.slice(device.cursor, device.cursor + limit);
  device.cursor += page.length;
  return applyRemoteChanges(device, page.map(({ author: _author, ...change }) => change));
}

/** Everyone pushes, then everyone pulls: afterwards every device has seen every change. */
export async function exchange(log: TestLog, devices: readonly TestDevice[]): Promise<void> {
  for (const device of devices) await push(log, device);
  for (const device of devices) await pull(log, device);
}

export async function digests(devices: readonly TestDevice[]): Promise<string[]> {
  return Promise.all(devices.map((device) => syncedDigest(device)));
}
