/// <reference lib="WebWorker" />
/**
 * Background Sync: when the browser says the connection is back, the worker opens the same Dexie database and
 * replays the outbox, even with no tab open. When a tab is open, that tab is the replayer (it holds the leader
 * lock): the worker asks it to replay now instead, so that exactly one replayer runs. Runs hold the replay lock in
 * both cases, so they never overlap.
 *
 * The worker cannot see the Supabase session (it lives in the page's localStorage), and row-level security accepts
 * only rows written as their owner (auth.uid()): every Supabase kind waits for a tab, and the worker sends only what
 * goes to the feedback functions. (Signing in here would make a second, throwaway identity owning the rows.)
 */
import { outboxRegistry } from '../src/app/outbox-registry';
import { config } from '../src/config/env';
import { db } from '../src/db/database';
import { feedbackDeviceKey } from '../src/db/feedback-identity';
import { createFeedbackFunctionsClient } from '../src/sync/adapters/feedback-functions';
import { registerOutboxKinds } from '../src/sync/outbox-kinds';
import { buildKindHandlers } from '../src/sync/replay/build-handlers';
import type { KindHandlers } from '../src/sync/replay/replay-outbox';
import { LEADER_LOCK, runReplay } from '../src/sync/replay/run-replay';
import { BACKGROUND_SYNC_TAG, REPLAY_REQUEST_MESSAGE } from '../src/sync/sync-messages';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The same kinds as the page's (src/app/outbox-registry.ts): what the worker may find queued.
registerOutboxKinds(outboxRegistry);

let handlers: Promise<KindHandlers> | null = null;

function workerHandlers(scope: ServiceWorkerGlobalScope): Promise<KindHandlers> {
  handlers ??= buildKindHandlers({
    database: db,
    functions: createFeedbackFunctionsClient({
      baseUrl: new URL(config.feedbackApiBase, scope.location.origin).href,
      deviceKey: () => feedbackDeviceKey(db),
    }),
    supabase: null,
    getUserId: () => Promise.resolve(null),
    origin: scope.location.origin,
  });
  return handlers;
}

async function aTabIsReplaying(): Promise<boolean> {
  const snapshot = await navigator.locks.query();
  return (snapshot.held ?? []).some((lock) => lock.name === LEADER_LOCK);
}

async function replayFromWorker(scope: ServiceWorkerGlobalScope): Promise<void> {
  if (await aTabIsReplaying()) {
    const tabs = await scope.clients.matchAll({ type: 'window' });
    tabs.forEach((tab) => tab.postMessage({ type: REPLAY_REQUEST_MESSAGE }));
    return;
  }
  const { outcome } = await runReplay({ handlers: await workerHandlers(scope), locks: navigator.locks });
  // A rejected sync event is retried later by the browser, with its own backoff.
  if (outcome.retryError) throw outcome.retryError;
}

export function listenForBackgroundSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event: Event) => {
    const syncEvent = event as SyncEvent;
    if (syncEvent.tag !== BACKGROUND_SYNC_TAG) return;
    syncEvent.waitUntil(replayFromWorker(scope));
  });
}
