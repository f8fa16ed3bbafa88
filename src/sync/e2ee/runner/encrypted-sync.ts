/**
 * The page's handle on the encrypted sync (docs/e2ee-sync.md section 10): starts the sync worker when this device
 * holds a sync account, relays its status to listeners, and tells it when the page is shown or hidden. Where there is
 * no Worker (Vitest, jsdom) the runner runs here instead, over the same database, with the same status.
 */
import { appLockStateOf, subscribeAppLockState, type AppLockState } from '@/db/app-lock/state';
import { db } from '@/db/database';
import type { SyncRunner } from './sync-runner.ts';
import type { FromSyncWorker, ToSyncWorker } from './sync-messages.ts';
import { OFF_STATUS, type EncryptedSyncStatus } from './status.ts';

type Backend = { kind: 'worker'; worker: Worker } | { kind: 'in-process'; runner: SyncRunner };

let status: EncryptedSyncStatus = OFF_STATUS;
const listeners = new Set<(status: EncryptedSyncStatus) => void>();
let backend: Backend | null = null;
let starting: Promise<void> | null = null;
let generation = 0;
let nextRequest = 1;
/** Answers awaited from the worker: a cycle run on request, or the lock's new state taken. */
const waitingForSync = new Map<number, () => void>();

function publish(next: EncryptedSyncStatus): void {
  status = next;
  for (const listener of listeners) listener(status);
}

function send(message: ToSyncWorker): void {
  if (backend?.kind === 'worker') backend.worker.postMessage(message);
}

const isActive = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

function onVisibility(): void {
  if (backend?.kind === 'worker') send({ type: 'active', active: isActive() });
  else backend?.runner.setActive(isActive());
}

const onNetwork = (): void => send({ type: 'network', online: navigator.onLine });

/**
 * The page's lock told to the worker (a copy of the key while unlocked), resolving once the worker has taken it, so
 * that turning the lock on or off rewrites no table before the worker writes as the new state says. In process, the
 * runner shares the page's database and its state; unlocking resumes it.
 */
function onAppLock(state: Readonly<AppLockState>): Promise<void> | void {
  const running = backend;
  if (running?.kind !== 'worker') {
    if (state.key) void running?.runner.syncNow();
    return;
  }
  const id = nextRequest++;
  return new Promise<void>((resolve) => {
    waitingForSync.set(id, resolve);
    running.worker.postMessage({ type: 'app-lock', on: state.on, dataKey: state.key?.rawBytes() ?? null, id } satisfies ToSyncWorker);
  });
}
let stopWatchingLock: (() => void) | null = null;

function startWorker(): Backend {
  const worker = new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'encrypted-sync' });
  worker.addEventListener('message', (event: MessageEvent<FromSyncWorker>) => {
    const message = event.data;
    if (message.type === 'status') publish(message.status);
    else {
      waitingForSync.get(message.id)?.();
      waitingForSync.delete(message.id);
    }
  });
  worker.postMessage({ type: 'active', active: isActive() } satisfies ToSyncWorker);
  worker.postMessage({ type: 'network', online: navigator.onLine } satisfies ToSyncWorker);
  const lock = appLockStateOf(db);
  // Before any cycle starts: the worker's first write already knows the lock (its answer needs no waiting here).
  if (lock.on) worker.postMessage({ type: 'app-lock', on: true, dataKey: lock.key?.rawBytes() ?? null, id: nextRequest++ } satisfies ToSyncWorker);
  worker.postMessage({ type: 'start' } satisfies ToSyncWorker);
  addEventListener('online', onNetwork);
  addEventListener('offline', onNetwork);
  return { kind: 'worker', worker };
}

/** Loaded only here: the runner (its protocol, schemas and compression) is a long task to evaluate on a slow phone, and
 * a page with a Worker never runs it itself (issue 40). */
async function startInProcess(): Promise<Backend> {
  const { createSyncRunner } = await import('./sync-runner.ts');
  const runner = createSyncRunner({ db, fetch: (input, init) => fetch(input, init), origin: globalThis.location?.origin ?? '', onStatus: publish });
  runner.setActive(isActive());
  runner.start();
  return { kind: 'in-process', runner };
}

/** Starts syncing if this device holds a sync account; again after one is made. Does nothing while running. */
export function startEncryptedSync(): void {
  if (backend !== null || starting !== null) return;
  const mine = ++generation;
  starting = db.e2eeAccount
    .get('account')
    .then(async (row) => {
      if (row === undefined || mine !== generation) return;
      const started = typeof Worker === 'function' ? startWorker() : await startInProcess();
      if (mine !== generation) {
        // Stopped while the runner was loading.
        if (started.kind === 'worker') started.worker.terminate();
        else started.runner.stop();
        return;
      }
      backend = started;
      stopWatchingLock = subscribeAppLockState(db, onAppLock);
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
    })
    .catch(() => undefined)
    .finally(() => {
      starting = null;
    });
}

export function stopEncryptedSync(): void {
  generation += 1;
  stopWatchingLock?.();
  stopWatchingLock = null;
  if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
  removeEventListener('online', onNetwork);
  removeEventListener('offline', onNetwork);
  if (backend?.kind === 'worker') backend.worker.terminate();
  else backend?.runner.stop();
  backend = null;
  for (const resolve of waitingForSync.values()) resolve();
  waitingForSync.clear();
  publish(OFF_STATUS);
}

/** Runs a cycle now ("Sync now"); resolves when it is done, or at once when sync is not running. */
export async function syncEncryptedNow(): Promise<void> {
  await starting;
  const running = backend;
  if (running === null) return;
  if (running.kind === 'in-process') return running.runner.syncNow();
  const id = nextRequest++;
  await new Promise<void>((resolve) => {
    waitingForSync.set(id, resolve);
    running.worker.postMessage({ type: 'sync-now', id } satisfies ToSyncWorker);
  });
}

export function subscribeEncryptedSyncStatus(listener: (status: EncryptedSyncStatus) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getEncryptedSyncStatus(): EncryptedSyncStatus {
  return status;
}
