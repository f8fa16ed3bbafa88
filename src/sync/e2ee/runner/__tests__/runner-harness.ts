/**
 * Devices for the runner's full-stack tests: each its own named Dexie database, its account in that database, and a
 * network switch in front of the real sync function run in-process (sync-server.ts): offline, or failing a share of
 * requests, half before the server sees them and half after (the answer lost, so the change is stored and sent again).
 */
import { Dexie } from 'dexie';
import { BetterMindsDatabase } from '@/db/database';
import { createDexieAccountStore } from '../../account/dexie-account-store.ts';
import type { SyncAccountStore } from '../../account/account-state.ts';
import { createSyncClient, type SyncClient, type SyncFetch } from '../../transport/sync-client.ts';
import { ORIGIN, type SyncServer } from '../../transport/__tests__/sync-server.ts';
import { createSyncRunner, type SyncRunner, type SyncRunnerOptions } from '../sync-runner.ts';
import type { EncryptedSyncStatus } from '../status.ts';
import type { ReplicaContext } from '../../replica/replica-store.ts';
import { syncedDigest } from '../../replica/synced-digest.ts';

export interface Network {
  online: boolean;
  /** The share of requests that fail (0..1). */
  failRate: number;
  requests: number;
  failed: number;
  /** Requests sent and not yet answered. */
  inFlight: number;
  /** How many of the next pushes (POST .../changes) the server answers and the device never hears. */
  losePushAnswers: number;
  /** The status of every push the server answered, heard or not. */
  pushStatuses: number[];
}

export interface RunnerDevice {
  name: string;
  db: BetterMindsDatabase;
  store: SyncAccountStore;
  client: SyncClient;
  net: Network;
  fetch: SyncFetch;
  runner: SyncRunner | null;
  statuses: EncryptedSyncStatus[];
}

/**
 * Half of the failures before the server sees the request, half after it answered (the answer lost): each side with
 * the chance that makes the two together fail `failRate` of requests.
 */
const perSide = (failRate: number) => 1 - Math.sqrt(1 - failRate);

export function networkFetch(server: SyncServer, net: Network): SyncFetch {
  return async (input, init) => {
    net.requests += 1;
    if (!net.online) throw new TypeError('Failed to fetch (offline)');
    if (Math.random() < perSide(net.failRate)) {
      net.failed += 1;
      throw new TypeError('Failed to fetch (dropped)');
    }
    net.inFlight += 1;
    const response = await server.fetch(input, init).finally(() => {
      net.inFlight -= 1;
    });
    const isPush = init.method === 'POST' && input.endsWith('/changes');
    if (isPush) net.pushStatuses.push(response.status);
    if (isPush && net.losePushAnswers > 0) {
      net.losePushAnswers -= 1;
      net.failed += 1;
      throw new TypeError('Failed to fetch (push answer lost)');
    }
    if (Math.random() < perSide(net.failRate)) {
      net.failed += 1;
      throw new TypeError('Failed to fetch (answer lost)');
    }
    return response;
  };
}

export async function makeDevice(server: SyncServer, name: string): Promise<RunnerDevice> {
  const db = new BetterMindsDatabase(`runner-${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  await db.open();
  const net: Network = { online: true, failRate: 0, requests: 0, failed: 0, inFlight: 0, losePushAnswers: 0, pushStatuses: [] };
  const fetch = networkFetch(server, net);
  const store = createDexieAccountStore(db);
  return { name, db, store, client: createSyncClient({ fetch, origin: ORIGIN }), net, fetch, runner: null, statuses: [] };
}

/** Starts (or restarts) the device's runner; test timing by default: quick backoff. */
export function startRunner(device: RunnerDevice, options: Partial<SyncRunnerOptions> = {}): SyncRunner {
  const runner = createSyncRunner({
    db: device.db,
    fetch: device.fetch,
    origin: ORIGIN,
    backoffMs: (failures) => Math.min(400, 25 * 2 ** failures),
    isOnline: () => true,
    events: null,
    onStatus: (status) => device.statuses.push(status),
    // A due snapshot is written at once, as if the person were away; the wait for it is tested on its own.
    snapshotIdleMs: 0,
    ...options,
  });
  device.runner = runner;
  runner.start();
  return runner;
}

/** Waits until `check` holds, polling every 20 ms; throws after `timeoutMs` with the label. */
export async function until(check: () => Promise<boolean> | boolean, label: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function closeDevice(device: RunnerDevice): Promise<void> {
  device.runner?.stop();
  device.db.close();
  await Dexie.delete(device.db.name);
}

/** After a file's tests: every device it made closed and deleted, then the server. */
export async function closeAll(server: SyncServer | undefined, devices: readonly RunnerDevice[]): Promise<void> {
  for (const device of devices) await closeDevice(device);
  await server?.close();
}

/** The replica context of a device that holds an account. */
export async function contextOf(device: RunnerDevice): Promise<ReplicaContext> {
  const state = await device.store.load();
  if (state === null) throw new Error(`${device.name} holds no account`);
  return { db: device.db, deviceId: state.deviceId, now: Date.now };
}

/** The digest of every synced table the device holds (what two devices in step share). */
export const digestOf = async (device: RunnerDevice): Promise<string> => syncedDigest(await contextOf(device));
