/**
 * What the page's replayer sends with: the kind handlers and their clients (the feedback, directory, community and
 * book functions, Supabase when configured). Loaded only when there is something to send: the clients bring the contract's schemas (zod) with them, which a visit with an
 * empty outbox never needs, so start-up leaves them out (src/sync/start-sync.ts).
 */
import { DIRECTORY_PATH } from '@contract/directory-schemas';
import { config } from '@/config/env';
import { db } from '@/db/database';
import { feedbackDeviceKey } from '@/db/feedback-identity';
import { createDirectoryListingSender } from './adapters/directory-functions';
import { createFeedbackFunctionsClient } from './adapters/feedback-functions';
import { getPageSupabaseAdapter } from './adapters/supabase-client';
import { buildKindHandlers } from './replay/build-handlers';
import type { KindHandlers } from './replay/replay-outbox';

/** The kind handlers the page replays with (the feedback functions at config.feedbackApiBase, Supabase when set). */
export async function buildPageHandlers(): Promise<KindHandlers> {
  const supabase = await getPageSupabaseAdapter();
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
