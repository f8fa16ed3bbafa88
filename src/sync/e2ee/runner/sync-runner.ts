/**
 * Runs sync cycles for one device's database (docs/e2ee-sync.md section 10): a full comparison at start, a cycle
 * ~300 ms after local writes, on `online`, and every second while active and online, so a change reaches another online
 * device within about 2 s. Failures back off (a 429's Retry-After honoured); an unlinked device stops and says so.
 * It runs in the sync worker, or in the page where there are no workers (tests, jsdom).
 */
import { Dexie, type ObservabilitySet } from 'dexie';
import type { BetterMindsDatabase } from '@/db/database';
import { createDexieAccountStore } from '../account/dexie-account-store.ts';
import { EVERY_TABLE } from '../replica/collect-local-changes.ts';
import { scopeOfMutation } from '../replica/watch-local-changes.ts';
import { createSyncClient, type SyncFetch } from '../transport/sync-client.ts';
import { planForFailure, SNAPSHOT_NOT_USED_MESSAGE } from './problems.ts';
import { createReplicaPort, createSnapshotPort } from './replica-port.ts';
import type { SnapshotPolicy } from '../transport/snapshot-transfer.ts';
import { OFF_STATUS, type EncryptedSyncStatus } from './status.ts';
import { runSyncCycle } from './sync-cycle.ts';

/** How long after the last write to a synced table the person counts as away for writing a snapshot. */
export const SNAPSHOT_IDLE_MS = 10_000;

export interface SyncRunnerOptions {
  db: BetterMindsDatabase;
  fetch: SyncFetch;
  /** The function's origin ('' for the page's own). */
  origin?: string;
  now?: () => number;
  /**
   * Between cycles while active and online. 1 s, not 2: a change waits the writer's debounce, its push, up to one
   * interval and the reader's pull, and the issue asks for 2 s at p95 (measured in full-stack.test.ts). An idle poll is
   * one request, so 60 a minute per visible device, against the account's 600 (a 429 is honoured).
   */
  intervalMs?: number;
  /** After a local write, so a burst of writes goes in one cycle. */
  debounceMs?: number;
  /** The wait after `failures` failed cycles in a row. */
  backoffMs?: (failures: number) => number;
  isOnline?: () => boolean;
  /** Where `online` and `offline` are heard (the window or the worker's global scope); null for none. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  pageSize?: number;
  /** Changes or payload bytes since the committed snapshot after which this device writes one (docs/e2ee-sync.md 11.4). */
  snapshotEvery?: SnapshotPolicy;
  /** false: neither restore from nor write snapshots (a test's device that pulls the whole log). */
  snapshots?: boolean;
  /** A due snapshot is written once the page is hidden, or nothing synced has been written here for this long. */
  snapshotIdleMs?: number;
  onStatus?: (status: EncryptedSyncStatus) => void;
}

export interface SyncRunner {
  /** Starts the cycles; the first compares every table. */
  start(): void;
  /** Stops scheduling; a cycle under way finishes or fails on its own and changes nothing the next start needs. */
  stop(): void;
  /** Runs a cycle now (after the one under way, if any) and resolves when it is done. */
  syncNow(): Promise<void>;
  /** The page is visible (or the worker's page is): periodic cycles run only while active. */
  setActive(active: boolean): void;
  /** The page's word on the network, for a runner in a worker that may not hear `online` itself: as the events do. */
  setOnline(online: boolean): void;
  status(): EncryptedSyncStatus;
}

/** 1 s doubling to 5 min, spread ±25% so devices coming back together do not knock in step. */
export function defaultBackoffMs(failures: number, random: () => number = Math.random): number {
  const nominal = Math.min(300_000, 1000 * 2 ** Math.min(failures - 1, 20));
  return Math.round(nominal * (0.75 + 0.5 * random()));
}

type Scope = Map<string, 'all' | Set<unknown>>;

function mergeInto(into: Scope, from: ReadonlyMap<string, 'all' | ReadonlySet<unknown>>): void {
  for (const [table, keys] of from) {
    const held = into.get(table);
    into.set(table, held === 'all' || keys === 'all' ? 'all' : new Set([...(held ?? []), ...keys]));
  }
}

export function createSyncRunner(options: SyncRunnerOptions): SyncRunner {
  const { db } = options;
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? 1000;
  const debounceMs = options.debounceMs ?? 300;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const events = options.events === undefined ? (globalThis as Partial<EventTarget>).addEventListener ? (globalThis as EventTarget) : null : options.events;
  const store = createDexieAccountStore(db);
  const client = createSyncClient({ fetch: options.fetch, origin: options.origin ?? '', now });

  let status = OFF_STATUS;
  let stopped = true;
  /** The committed snapshot's upTo as last heard, and whether this runner has tried restoring from it. */
  const knownSnapshot = { upTo: 0, bytesSince: 0, restoreTried: false };
  let active = true;
  let fullScan = true;
  let pullWanted = true;
  let failures = 0;
  /** A snapshot this device refused and did without (the whole log pulled instead): said beside "Synced". */
  let snapshotNotice: EncryptedSyncStatus['notice'] = null;
  /** When a synced table was last written here (the person's writes, and the rows pulls write), and whether a due
   * snapshot is waiting for the person to be away. */
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let snapshotDeferred = false;
  const snapshotIdleMs = options.snapshotIdleMs ?? SNAPSHOT_IDLE_MS;
  const personAway = () => !active || now() - lastWriteAt >= snapshotIdleMs;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dueAt = Infinity;
  let running: Promise<void> | null = null;
  let again = false;
  const waiting: Scope = new Map();

  const setStatus = (next: Partial<EncryptedSyncStatus>) => {
    const merged = { ...status, ...next };
    if (JSON.stringify(merged) === JSON.stringify(status)) return;
    status = merged;
    options.onStatus?.(status);
  };

  let timerPulls = false;
  /** Runs a cycle in `delayMs`, unless one is already due sooner; `pulls`: that cycle pulls even if it pushes nothing. */
  const schedule = (delayMs: number, pulls = true) => {
    if (stopped) return;
    const at = now() + delayMs;
    if (timer !== null && dueAt <= at) {
      timerPulls ||= pulls;
      return;
    }
    if (timer !== null) clearTimeout(timer);
    dueAt = at;
    timerPulls = pulls || (timer !== null && timerPulls);
    timer = setTimeout(() => {
      timer = null;
      dueAt = Infinity;
      pullWanted ||= timerPulls;
      timerPulls = false;
      void cycle();
    }, delayMs);
  };

  const countPending = () => db.e2eePending.count().catch(() => status.pendingChanges);

  async function once(): Promise<void> {
    if (!isOnline()) {
      setStatus({ state: 'offline', pendingChanges: await countPending() });
      return; // `online` starts the next cycle
    }
    const account = await store.load().catch(() => null);
    if (stopped) return;
    if (account === null) {
      stopRunning();
      setStatus(OFF_STATUS);
      return;
    }
    const scope = fullScan ? EVERY_TABLE : new Map(waiting);
    const pull = pullWanted ? 'always' : 'if-pushed';
    fullScan = false;
    pullWanted = false;
    waiting.clear();
    // Retrying while offline or with a problem keeps saying so: a flicker to "Syncing…" every retry reads as progress.
    if (status.state !== 'offline' && status.state !== 'problem') setStatus({ state: 'syncing' });
    const ctx = { db, deviceId: account.deviceId, now };
    const snapshots = { port: createSnapshotPort(ctx), known: knownSnapshot, policy: options.snapshotEvery, personAway };
    const outcome = await runSyncCycle(
      { ctx, client, store, replica: createReplicaPort(ctx), pageSize: options.pageSize, onRestoring: (restoring) => setStatus({ state: 'syncing', restoring }), ...(options.snapshots === false ? {} : { snapshots }) },
      scope,
      pull,
    );
    if (stopped) return;
    const pendingChanges = await countPending();
    if (!outcome.ok && outcome.kind === 'locked') {
      // Paused while the app is locked: no failure counted, no retry scheduled, so no loop and no problem shown.
      // Unlocking (syncNow), the page shown again or the network back starts the next cycle, which compares all.
      fullScan = true;
      pullWanted = true;
      setStatus({ state: 'waiting', problem: null, pendingChanges, restoring: null });
      return;
    }
    if (outcome.ok) {
      failures = 0;
      if (outcome.restored?.restored === 'refused') snapshotNotice = { code: `snapshot-${outcome.restored.problem}`, message: SNAPSHOT_NOT_USED_MESSAGE };
      if (outcome.restored?.restored === 'applied') snapshotNotice = null;
      snapshotDeferred = outcome.written?.ok === true && outcome.written.written === false && outcome.written.deferred === true;
      const lastSyncedAt = pull === 'always' || outcome.pushed > 0 ? new Date(now()).toISOString() : status.lastSyncedAt;
      setStatus({ state: pendingChanges > 0 ? 'waiting' : 'synced', lastSyncedAt, pendingChanges, restoring: null, problem: null, notice: snapshotNotice });
      if (pendingChanges > 0) schedule(debounceMs, false);
      else if (active) schedule(intervalMs);
      return;
    }
    failures += 1;
    if (outcome.kind === 'local-error') fullScan = true;
    else mergeInto(waiting, scope === EVERY_TABLE ? new Map() : scope);
    pullWanted = true;
    const plan = planForFailure(outcome, failures);
    setStatus({ state: plan.state, problem: plan.problem, pendingChanges, restoring: null });
    if (plan.stop) {
      stopRunning();
      if (outcome.kind === 'no-account') setStatus(OFF_STATUS);
      return;
    }
    schedule(Math.max(plan.minDelayMs, backoffMs(failures)));
  }

  function cycle(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running !== null) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await once();
        } catch {
          // once() turns every failure into a status; this is a last guard so the loop never dies silently.
          fullScan = true;
          schedule(backoffMs(++failures));
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const onMutation = (parts: ObservabilitySet) => {
    const scope = scopeOfMutation(db.name, parts);
    if (scope.size === 0) return;
    lastWriteAt = now();
    mergeInto(waiting, scope);
    schedule(debounceMs, false);
  };
  const onOnline = () => {
    failures = 0;
    pullWanted = true;
    void cycle();
  };
  const onOffline = () => setStatus({ state: 'offline' });

  function stopRunning(): void {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    dueAt = Infinity;
    Dexie.on.storagemutated.unsubscribe(onMutation);
    events?.removeEventListener('online', onOnline);
    events?.removeEventListener('offline', onOffline);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      // Starting is the person opening the app: they count as here until the idle time has passed.
      lastWriteAt = now();
      fullScan = true;
      pullWanted = true;
      failures = 0;
      Dexie.on('storagemutated', onMutation);
      events?.addEventListener('online', onOnline);
      events?.addEventListener('offline', onOffline);
      void cycle();
    },
    stop() {
      stopRunning();
      setStatus({ state: 'off', restoring: null });
    },
    syncNow() {
      pullWanted = true;
      if (running !== null) again = true;
      return cycle();
    },
    setActive(next) {
      const wasActive = active;
      active = next;
      if (next && !wasActive) {
        pullWanted = true;
        void cycle();
      }
      // Hidden, with a snapshot waiting for that moment: one cycle writes it.
      if (!next && wasActive && snapshotDeferred) void cycle();
    },
    setOnline(online) {
      if (stopped) return;
      if (online) onOnline();
      else onOffline();
    },
    status: () => status,
  };
}
