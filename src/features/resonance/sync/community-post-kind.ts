/**
 * The `community_post` kind: a community post or reply, to the community functions (POST /posts). Written by
 * saveCommunityPost (../data/community/save-community-post.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind, ZOD_STAGES } from '../../../sync/outbox-kinds';

export const communityPostKind = defineOutboxKind({
  kind: 'community_post',
  label: 'Community posts and replies',
  destination: 'functions',
  latestState: false,
  preload: [...ZOD_STAGES, () => import('../../../../contract/community-client')],
  async handler({ database }) {
    const { communityPostHandler, defaultCommunityClient } = await import('./community-handlers');
    return communityPostHandler(database, defaultCommunityClient());
  },
});
