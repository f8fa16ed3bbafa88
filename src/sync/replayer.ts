/**
 * The page's replayer: one tab at a time replays the outbox (the Web Locks leader; when it closes, another tab
 * takes over). The leader replays at start-up, when the browser comes online, when the page becomes visible, when
 * new entries arrive, when the service worker asks (Background Sync while a tab is open), and on a backoff timer
 * after a failure. Runs themselves hold the replay lock, shared with the service worker, so no two ever overlap.
 */
import { liveQuery, type Subscription } from 'dexie';
import { db } from '@/db/database';
import { registerBackgroundSync } from './background-sync';
import { LEADER_LOCK, runReplay, type RunResult } from './replay/run-replay';
import type { KindHandlers } from './replay/replay-outbox';
import { readSyncState } from './replay/sync-state';
import { REPLAY_REQUEST_MESSAGE } from './sync-messages';

export type ReplayTrigger = 'start-up' | 'online' | 'visible' | 'new-entries' | 'timer' | 'service-worker' | 'sign-in' | 'manual';

/** Triggers that mean "the situation changed": they run at once, even while a backoff wait is pending. */
const IMMEDIATE: ReadonlySet<ReplayTrigger> = new Set<ReplayTrigger>(['start-up', 'online', 'visible', 'service-worker', 'sign-in', 'manual']);

interface PageReplayerOptions {
  /** The handlers of (at least) the kinds given: the kinds queued when a run starts. */
  handlers: (kinds: ReadonlySet<string>) => Promise<KindHandlers>;
  locks?: LockManager | null;
  /** Wait after new entries before replaying, so a burst of writes goes in one batch. */
  debounceMs?: number;
  onRun?: (trigger: ReplayTrigger, result: RunResult) => void;
}

export interface PageReplayer {
  /** Runs now if this tab is the leader (a no-op in other tabs). */
  trigger(reason: ReplayTrigger): void;
  isLeader(): boolean;
  /** Resolves when the current run (if any) has finished. */
  idle(): Promise<void>;
  stop(): void;
}

export function startPageReplayer({ handlers, locks = navigator.locks ?? null, debounceMs = 400, onRun }: PageReplayerOptions): PageReplayer {
  let leader = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let rerun: ReplayTrigger | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let releaseLeadership: () => void = () => {};
  const cleanups: (() => void)[] = [];

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function schedule(delayMs: number, reason: ReplayTrigger): void {
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      trigger(reason);
    }, Math.max(0, delayMs));
  }

  async function run(reason: ReplayTrigger): Promise<void> {
    // Most visits start with nothing queued: the handlers (and the clients and schemas they load) wait for a run that
    // has something to send, and then only those of the kinds queued (read from the outbox's kind index).
    const kinds = new Set<string>();
    for (let pass = 1; ; pass++) {
      const queuedKinds = (await db.outbox.orderBy('kind').uniqueKeys()) as string[];
      // An entry of a kind written while the run was under way found no handler in it. The outbox count that would
      // trigger another run may have been first read after that write, so this run goes on with that kind's handler.
      if (pass > 1 && queuedKinds.every((kind) => kinds.has(kind))) return;
      queuedKinds.forEach((kind) => kinds.add(kind));
      const result = await runReplay({
        handlers: kinds.size > 0 ? await handlers(new Set(kinds)) : {},
        locks,
        shouldContinue: () => !stopped && leader,
      });
      onRun?.(reason, result);
      if (result.state.phase === 'retrying' && result.state.nextAttemptAt) {
        schedule(Date.parse(result.state.nextAttemptAt) - Date.now(), 'timer');
        // If this tab closes before the retry, the service worker can still replay when the connection is back.
        void registerBackgroundSync();
        return;
      }
      if (stopped || !leader) return;
    }
  }

  function trigger(reason: ReplayTrigger): void {
    if (stopped || !leader) return;
    if (running) {
      rerun = rerun && IMMEDIATE.has(rerun) ? rerun : reason;
      return;
    }
    if (!navigator.onLine) {
      // Nothing to do until the 'online' event; Background Sync covers the case where this tab is gone by then.
      void registerBackgroundSync();
      return;
    }
    running = (async () => {
      try {
        if (!IMMEDIATE.has(reason)) {
          const state = await readSyncState();
          const waitMs = state.nextAttemptAt ? Date.parse(state.nextAttemptAt) - Date.now() : 0;
          if (state.phase === 'retrying' && waitMs > 0) {
            schedule(waitMs, 'timer');
            return;
          }
        }
        clearTimer();
        await run(reason);
      } catch (error) {
        console.warn('Sync: replay failed to start', error);
      } finally {
        running = null;
        const next = rerun;
        rerun = null;
        if (next) trigger(next);
      }
    })();
  }

  function becomeLeader(): void {
    leader = true;
    const onOnline = () => trigger('online');
    const onVisible = () => {
      if (document.visibilityState === 'visible') trigger('visible');
    };
    const onPageHide = () => {
      // The page is going: stop between batches; whatever is unconfirmed stays in the outbox.
      leader = false;
    };
    const onPageShow = () => {
      if (!stopped && !leader) {
        leader = true;
        trigger('visible');
      }
    };
    const onWorkerMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (data && typeof data === 'object' && (data as { type?: unknown }).type === REPLAY_REQUEST_MESSAGE) trigger('service-worker');
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    cleanups.push(() => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    });

    // New entries, written in this tab or any other (Dexie's live queries see other tabs' writes).
    let lastCount = -1;
    let debounce: ReturnType<typeof setTimeout> | null = null;
    const subscription: Subscription = liveQuery(() => db.outbox.count()).subscribe({
      next(count) {
        // The first count is read after the start-up run began, so entries written in between count as new too.
        const grew = count > Math.max(lastCount, 0);
        lastCount = count;
        if (!grew) return;
        if (debounce !== null) clearTimeout(debounce);
        debounce = setTimeout(() => {
          debounce = null;
          trigger('new-entries');
        }, debounceMs);
      },
      error(error) {
        console.warn('Sync: cannot watch the outbox', error);
      },
    });
    cleanups.push(() => {
      subscription.unsubscribe();
      if (debounce !== null) clearTimeout(debounce);
    });

    trigger('start-up');
  }

  if (locks) {
    // The callback's promise keeps the lock until this tab stops or closes; the browser then hands it on.
    void locks
      .request(LEADER_LOCK, { mode: 'exclusive' }, () => {
        if (stopped) return undefined;
        becomeLeader();
        return new Promise<void>((resolve) => {
          releaseLeadership = resolve;
        });
      })
      .catch((error: unknown) => console.warn('Sync: leader lock failed', error));
  } else {
    // Without Web Locks every tab replays; the servers' idempotency keeps that safe, only less economical.
    becomeLeader();
  }

  return {
    trigger,
    isLeader: () => leader,
    async idle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
      leader = false;
      clearTimer();
      cleanups.splice(0).forEach((cleanup) => cleanup());
      releaseLeadership();
    },
  };
}
