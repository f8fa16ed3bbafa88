/**
 * TEST-ONLY: the sync hooks' page side, an extra entry of VITE_E2E_HOOKS=1 builds only (../vite-plugin.ts adds it
 * to index.html). It waits for the app's sync engine to start, then exposes `window.__betterMindsSync` (the
 * interface in ../contract.ts) and marks <html data-sync-hooks="ready">. The app never imports this file.
 */
import { db } from '@/db/database';
import { ensureFeedbackIdentity } from '@/db/feedback-identity';
import { getSessionId } from '@/db/session';
import { readSetting } from '@/db/settings';
import { registerBackgroundSync } from '@/sync/background-sync';
import type { PageReplayer } from '@/sync/replayer';
import type { buildPageHandlers, getSupabaseAdapter } from '@/sync/start-sync';
import { readSyncSnapshot } from '@/sync/sync-status';
import type { PageLocalRecords, PageSyncHooks } from '../contract';
import { installAppLockBench } from './app-lock-bench';
import { benchEnqueue, benchWriteInOneTransaction, queueForReplay, replayAll } from './bench';
import { writeMixed } from './write-mixed';

/** Reads only: what this device holds, for comparison with what the servers hold. */
async function localRecords(): Promise<PageLocalRecords> {
  const sessionId = getSessionId();
  const accessibility = await readSetting('accessibility');
  const keys = (table: { toCollection(): { primaryKeys(): Promise<unknown[]> } }) =>
    table.toCollection().primaryKeys() as Promise<string[]>;
  return {
    feedbackSubmissions: await keys(db.feedbackSubmissions),
    trackingEvents: await keys(db.trackingEvents),
    flowEvents: await keys(db.flowEvents),
    codexSectionCompletions: await keys(db.codexSectionCompletions),
    codexQuizCompletions: await keys(db.codexQuizCompletions),
    codexFeedback: await keys(db.codexFeedback),
    codexVisits: (await db.codexUsers.where('session_id').equals(sessionId).first())?.total_sessions ?? 0,
    accessibility: accessibility ? { high_contrast: accessibility.high_contrast, updated_at: accessibility.updated_at } : null,
  };
}

/** What the hooks use of the app's sync engine (passed in: the engine never imports the hooks). */
interface SyncEngine {
  buildPageHandlers: typeof buildPageHandlers;
  getSupabaseAdapter: typeof getSupabaseAdapter;
}

function install(replayer: PageReplayer, sync: SyncEngine): void {
  const hooks: PageSyncHooks = {
    writeMixed,
    snapshot: readSyncSnapshot,
    isLeader: () => replayer.isLeader(),
    sessionId: getSessionId,
    feedbackId: async () => (await ensureFeedbackIdentity()).id,
    async signUp(email, password) {
      const adapter = await sync.getSupabaseAdapter();
      return adapter ? adapter.signUp(email, password) : null;
    },
    stopReplayer: () => replayer.stop(),
    registerBackgroundSync,
    localRecords,
    benchEnqueue,
    benchWriteInOneTransaction,
    queueForReplay,
    replayAll: async () => replayAll(await sync.buildPageHandlers()),
  };
  window.__betterMindsSync = hooks;
  document.documentElement.dataset.syncHooks = 'ready';
}

// The app lock's bench needs no sync engine: its hooks are there at once.
installAppLockBench();

// The same module instance as the app's (one build, one chunk), loaded lazily so the first screen is unchanged.
void import('@/sync/start-sync').then(async (sync) => install(await sync.whenSyncStarted(), sync));
