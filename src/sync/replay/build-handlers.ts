/**
 * The kind handlers: which adapter call delivers each outbox kind, all of them at once. Imported by the service
 * worker, where import() is not allowed, and by the tests; the page loads only the groups its queued kinds need
 * (src/sync/page-handlers.ts).
 */
import type { BetterMindsDatabase } from '../../db/database';
import type { DirectoryListingSender } from '../../domains/directory-listing/sync/directory-listing-sender';
import type { FeedbackFunctionsClient } from '../adapters/feedback-functions';
import type { SupabaseAdapter } from '../adapters/supabase';
import type { KindHandlers } from './replay-outbox';
import { bookSubmissionHandler } from '../../features/resonance/sync/book-submission-handler';
import { inboxReturnHandler } from '../../domains/returns/sync/inbox-return-handler';
import { directoryListingHandler } from '../../domains/directory-listing/sync/directory-listing-handler';
import { communityPostHandler, communityReportHandler, defaultCommunityClient } from '../../features/resonance/sync/community-handlers';
import type { CommunityClient } from '../../../contract/community-client.ts';
import { buildFunctionsHandlers } from '../../features/feedback/sync/feedback-handlers';
import { buildSupabaseHandlers } from './user-rows-handler';

export interface HandlerDeps {
  database: BetterMindsDatabase;
  /** Null when there is no feedback API to talk to. */
  functions: FeedbackFunctionsClient | null;
  /** Null in local-only mode. */
  supabase: SupabaseAdapter | null;
  /** The directory functions (therapists' listing requests); absent where there is none to talk to. */
  directory?: DirectoryListingSender | null;
  /** The community functions' client (posts and reports); by default one for this origin, made at first use. */
  community?: () => CommunityClient;
  /** The signed-in user's id, or null (anonymous, or a service worker that cannot see the session). */
  getUserId: () => Promise<string | null>;
}

export function buildKindHandlers({ database, functions, supabase, directory, community, getUserId }: HandlerDeps): KindHandlers {
  const handlers: KindHandlers = {};
  if (directory) handlers.directory_listing = directoryListingHandler(database, directory);
  if (functions) {
    const communityClient = community ?? defaultCommunityClient();
    handlers.community_post = communityPostHandler(database, communityClient);
    handlers.community_report = communityReportHandler(database, communityClient);
    Object.assign(handlers, buildFunctionsHandlers(database, functions));
    handlers.book_submission = bookSubmissionHandler(database);
    handlers.inbox_return = inboxReturnHandler(database);
  }
  if (supabase) Object.assign(handlers, buildSupabaseHandlers(supabase, getUserId));
  return handlers;
}
