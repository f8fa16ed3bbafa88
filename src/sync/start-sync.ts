/**
 * Starts the sync engine in the page (called once from src/main.tsx): after the first screen is on view, this tab
 * competes for leadership and, as leader, replays the outbox to the feedback functions and (when configured) to
 * Supabase. Also keeps the signed-in user current for data functions. The handlers and their clients
 * (./page-handlers.ts) load only once there is something to send.
 */
import { config } from '@/config/env';
import { nextIdleMoment, whenIdle } from '@/lib/when-idle';
import type { SupabaseAdapter } from './adapters/supabase';
import { setCurrentUserId } from './current-user';
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

/**
 * The handlers' clients, evaluated one per idle moment before the handlers themselves: zod and the contract's schemas
 * they build at evaluation made one task of about 60 ms on a first visit (the page view's usage event is queued at
 * once), each piece alone is a short one. A module already evaluated costs nothing here.
 */
const HANDLER_STAGES = [
  // zod itself, with the smallest module of schemas. Not '@contract/zod': a dynamic import of the `z` namespace keeps
  // all of it in the build (every locale: about 260 KB more).
  () => import('@contract/json-values'),
  () => import('@contract/feedback-responses'),
  () => import('@contract/client'),
  () => import('@contract/directory-client'),
  () => import('@contract/community-client'),
  () => import('@contract/book-client'),
];

/** The kind handlers the page replays with: loaded with their clients when a run has something to send. */
export async function buildPageHandlers(): Promise<KindHandlers> {
  for (const load of HANDLER_STAGES) {
    await load();
    await nextIdleMoment();
  }
  const { buildPageHandlers: build } = await import('./page-handlers');
  return build();
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
    let handlers: Promise<KindHandlers> | null = null;
    replayer = startPageReplayer({ handlers: () => (handlers ??= buildPageHandlers()) });
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
