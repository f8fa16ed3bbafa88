/**
 * Starts the sync engine in the page (called once from src/main.tsx): after the first screen is on view, this tab
 * competes for leadership and, as leader, replays the outbox to the feedback functions and (when configured) to
 * Supabase. Also keeps the signed-in user current for data functions.
 */
import type { FeedbackIdentity } from '@contract/device-key';
import { DIRECTORY_PATH } from '@contract/directory-schemas';
import { config } from '@/config/env';
import { db } from '@/db/database';
import { feedbackDeviceKey } from '@/db/feedback-identity';
import { whenIdle } from '@/lib/when-idle';
import { createFeedbackFunctionsClient } from './adapters/feedback-functions';
import { createDirectoryListingSender } from './adapters/directory-functions';
import type { SupabaseAdapter } from './adapters/supabase';
import { getPageSupabaseAdapter } from './adapters/supabase-client';
import { setCurrentUserId } from './current-user';
import { buildKindHandlers } from './replay/build-handlers';
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

/** The page's Supabase adapter (null in local-only mode): for features that read the database. */
export function getSupabaseAdapter(): Promise<SupabaseAdapter | null> {
  return getPageSupabaseAdapter();
}

/**
 * Erases a feedback identity's records at the feedback functions (DELETE /user/{id}), sent with that identity's own
 * key: "delete everything" calls it again after the device (and the stored key) are gone.
 */
export function getFeedbackEraser(): { eraseUser(identity: FeedbackIdentity): Promise<void> } {
  return {
    eraseUser: ({ id, key }) =>
      createFeedbackFunctionsClient({ baseUrl: new URL(config.feedbackApiBase, location.origin).href, deviceKey: () => key }).eraseUser(id),
  };
}

/** The kind handlers the page replays with (the feedback functions at config.feedbackApiBase, Supabase when set). */
export async function buildPageHandlers(): Promise<KindHandlers> {
  const supabase = await getSupabaseAdapter();
  return buildKindHandlers({
    database: db,
    functions: createFeedbackFunctionsClient({
      baseUrl: new URL(config.feedbackApiBase, location.origin).href,
      deviceKey: () => feedbackDeviceKey(db),
    }),
    directory: createDirectoryListingSender(new URL(DIRECTORY_PATH, location.origin).href),
    supabase,
    getUserId: () => supabase?.getSignedInUserId() ?? Promise.resolve(null),
  });
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
