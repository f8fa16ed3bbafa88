/**
 * What the page's replayer sends with: the handlers of the kinds queued, and only their clients. Each client brings
 * the contract's schemas (zod) with it, whose evaluation is a task of 60-300 ms on a slow phone: a visit whose outbox
 * holds only usage events evaluates the feedback functions' client and nothing of the directory, community, book,
 * inbox or Supabase ones. Loaded one module per idle moment (pause), so that no stage is one long task. The service
 * worker cannot import() and uses ./replay/build-handlers.ts, which holds every group.
 */
import { config } from '@/config/env';
import { db } from '@/db/database';
import { feedbackDeviceKey } from '@/db/feedback-identity';
import type { OutboxKind } from '@/db/outbox-types';
import type { KindHandlers } from './replay/replay-outbox';

/** The handler modules, grouped by the client they need. */
type HandlerGroup = 'functions' | 'directory' | 'community' | 'book' | 'inbox' | 'supabase';

/** Every kind's group: a new kind fails the type check until it has one. */
const GROUP_OF: Readonly<Record<OutboxKind, HandlerGroup>> = {
  feedback_submission: 'functions',
  tracking_event: 'functions',
  prompt_interaction: 'functions',
  directory_listing: 'directory',
  community_post: 'community',
  community_report: 'community',
  book_submission: 'book',
  inbox_return: 'inbox',
  flow_event: 'supabase',
  codex_user: 'supabase',
  codex_section_completion: 'supabase',
  codex_quiz_completion: 'supabase',
  codex_feedback: 'supabase',
  accessibility_settings: 'supabase',
  therapist_client: 'supabase',
  prescription: 'supabase',
  client_note: 'supabase',
  client_return: 'supabase',
};

/** The order groups load in, and the modules each evaluates first, one per idle moment (a module already
 * evaluated costs nothing). zod itself comes with the smallest module of schemas: not '@contract/zod', whose dynamic
 * import of the `z` namespace would keep all of it in the build (every locale: about 260 KB more). */
const GROUP_STAGES: Readonly<Record<HandlerGroup, readonly (() => Promise<unknown>)[]>> = {
  functions: [() => import('@contract/json-values'), () => import('@contract/feedback-responses'), () => import('@contract/client')],
  directory: [() => import('@contract/json-values'), () => import('@contract/directory-client')],
  community: [() => import('@contract/json-values'), () => import('@contract/community-client')],
  book: [() => import('@contract/json-values'), () => import('@contract/book-client')],
  inbox: [() => import('@contract/json-values'), () => import('@contract/inbox-client')],
  supabase: [() => import('./adapters/supabase-client')],
};

const GROUP_ORDER: readonly HandlerGroup[] = ['functions', 'directory', 'community', 'book', 'inbox', 'supabase'];

function functionsClient() {
  return import('./adapters/feedback-functions').then(({ createFeedbackFunctionsClient }) =>
    createFeedbackFunctionsClient({ baseUrl: new URL(config.feedbackApiBase, location.origin).href, deviceKey: () => feedbackDeviceKey(db) }),
  );
}

/** One group's handlers, its clients already evaluated. */
async function groupHandlers(group: HandlerGroup): Promise<KindHandlers> {
  switch (group) {
    case 'functions': {
      const { buildFunctionsHandlers } = await import('../features/feedback/sync/feedback-handlers');
      return buildFunctionsHandlers(db, await functionsClient());
    }
    case 'directory': {
      const [{ DIRECTORY_PATH }, { createDirectoryListingSender }, { directoryListingHandler }] = await Promise.all([
        import('@contract/directory-schemas'),
        import('../domains/directory-listing/sync/directory-listing-sender'),
        import('../domains/directory-listing/sync/directory-listing-handler'),
      ]);
      return { directory_listing: directoryListingHandler(db, createDirectoryListingSender(new URL(DIRECTORY_PATH, location.origin).href)) };
    }
    case 'community': {
      const { communityPostHandler, communityReportHandler, defaultCommunityClient } = await import('../features/resonance/sync/community-handlers');
      const client = defaultCommunityClient();
      return { community_post: communityPostHandler(db, client), community_report: communityReportHandler(db, client) };
    }
    case 'book': {
      const { bookSubmissionHandler } = await import('../features/resonance/sync/book-submission-handler');
      return { book_submission: bookSubmissionHandler(db) };
    }
    case 'inbox': {
      const { inboxReturnHandler } = await import('../domains/returns/sync/inbox-return-handler');
      return { inbox_return: inboxReturnHandler(db) };
    }
    case 'supabase': {
      const { getPageSupabaseAdapter } = await import('./adapters/supabase-client');
      const supabase = await getPageSupabaseAdapter();
      if (!supabase) return {};
      const { buildSupabaseHandlers } = await import('./replay/user-rows-handler');
      return buildSupabaseHandlers(supabase, () => supabase.getSignedInUserId());
    }
  }
}

/** The groups the kinds need, in load order. Supabase kinds are never queued in local-only mode. */
export function handlerGroupsFor(kinds: Iterable<OutboxKind>): HandlerGroup[] {
  const needed = new Set<HandlerGroup>();
  for (const kind of kinds) {
    const group = GROUP_OF[kind];
    if (group === 'supabase' && config.supabase === null) continue;
    needed.add(group);
  }
  return GROUP_ORDER.filter((group) => needed.has(group));
}

/** The handlers of the kinds given (and of the other kinds of their groups), loaded with a pause after each module. */
export async function buildPageHandlers(kinds: Iterable<OutboxKind>, pause: () => Promise<void>): Promise<KindHandlers> {
  const handlers: KindHandlers = {};
  for (const group of handlerGroupsFor(kinds)) {
    for (const load of GROUP_STAGES[group]) {
      await load();
      await pause();
    }
    Object.assign(handlers, await groupHandlers(group));
  }
  return handlers;
}
