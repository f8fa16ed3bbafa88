/**
 * Starts the sync engine in the page (called once from src/main.tsx): after the first screen is on view, this tab
 * competes for leadership and, as leader, replays the outbox to the feedback functions and (when configured) to
 * Supabase. Also keeps the signed-in user current for data functions. The handlers and their clients
 * (./page-handlers.ts) load only once there is something to send, and only those of the kinds queued.
 */
import { config } from '@/config/env';
import { nextIdleMoment, whenIdle } from '@/lib/when-idle';
import type { SupabaseAdapter } from './adapters/supabase';
import { setCurrentUserId } from './current-user';
import { registeredKinds } from './outbox-kinds';
import type { KindHandlers } from './replay/replay-outbox';
import { startPageReplayer, type PageReplayer, type ReplayTrigger } from './replayer';

const CHANNEL_NAME = 'better-minds-sync';
const REPLAY_NOW = 'replay-now';

let started = false;
let replayer: PageReplayer | null = null;
let channel: BroadcastChannel | null = null;
let announceStarted: (replayer: PageReplayer) => void = () => {};
const replayerStarted = new Promise<PageReplayer>((resolve) => {
  announceStarted = resolve;
});

/** This tab's replayer, once the engine has started (after the first screen): for code that must wait for it, such
 * as the end-to-end build's test hooks (tests/support/e2e-hooks), which the app itself never imports. */
export function whenSyncStarted(): Promise<PageReplayer> {
  return replayerStarted;
}

/** The page's Supabase adapter (null in local-only mode): for features that read the database. The client is loaded
 * on first use, and never in local-only mode. */
export async function getSupabaseAdapter(): Promise<SupabaseAdapter | null> {
  if (config.supabase === null) return null;
  const { getPageSupabaseAdapter } = await import('./adapters/supabase-client');
  return getPageSupabaseAdapter();
}

interface LoadedHandlers {
  kinds: ReadonlySet<string>;
  handlers: Promise<KindHandlers>;
}

let loaded: LoadedHandlers | null = null;

/**
 * The kind handlers the page replays with: loaded with their clients when a run has something to send, and only
 * those of the kinds queued (./page-handlers.ts), one module per idle moment. A run that finds a kind not loaded yet
 * loads its group then; the groups already loaded cost nothing again.
 */
export function handlersForKinds(kinds: ReadonlySet<string>): Promise<KindHandlers> {
  const current = loaded;
  if (current && [...kinds].every((kind) => current.kinds.has(kind))) return current.handlers;
  const all = new Set<string>([...(current?.kinds ?? []), ...kinds]);
  const handlers = import('./page-handlers').then(({ buildPageHandlers }) => buildPageHandlers(all, nextIdleMoment));
  const next: LoadedHandlers = { kinds: all, handlers };
  loaded = next;
  // A chunk that failed to load (offline, a new deploy) is tried again by the next run.
  handlers.catch(() => {
    if (loaded === next) loaded = null;
  });
  return handlers;
}

/** The handlers of every kind: for the end-to-end build's test hooks, which replay whatever a test queued. */
export function buildPageHandlers(): Promise<KindHandlers> {
  return handlersForKinds(new Set(registeredKinds().map((declaration) => declaration.kind)));
}

async function watchSignedInUser(trigger: (reason: ReplayTrigger) => void): Promise<void> {
  const supabase = await getSupabaseAdapter();
  if (!supabase) return;
  supabase.onAuthStateChange((event, userId) => {
    setCurrentUserId(userId);
    // Entries that waited for a signed-in user can go now.
    if (event === 'SIGNED_IN') setTimeout(() => trigger('sign-in'), 0);
  });
}

/** Asks the replaying tab (this one or another) to try now: after "Retry" on a dead letter, for example. */
export function requestReplay(): void {
  if (replayer?.isLeader()) replayer.trigger('manual');
  else channel?.postMessage(REPLAY_NOW);
}

export function startSync(): void {
  if (started) return;
  started = true;
  whenIdle(() => {
    replayer = startPageReplayer({ handlers: handlersForKinds });
    const current = replayer;
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(CHANNEL_NAME);
      channel.onmessage = (event: MessageEvent) => {
        if (event.data === REPLAY_NOW) current.trigger('manual');
      };
    }
    void watchSignedInUser((reason) => current.trigger(reason));
    announceStarted(current);
  });
}
