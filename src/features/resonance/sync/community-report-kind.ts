/**
 * The `community_report` kind: a report of a community post, to the community functions (POST /posts/{id}/reports).
 * Written by reportCommunityPost (../data/community/report-community-post.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind, ZOD_STAGES } from '../../../sync/outbox-kinds';

export const communityReportKind = defineOutboxKind({
  kind: 'community_report',
  label: 'Community reports',
  destination: 'functions',
  latestState: false,
  preload: [...ZOD_STAGES, () => import('../../../../contract/community-client')],
  async handler({ database }) {
    const { communityReportHandler, defaultCommunityClient } = await import('./community-handlers');
    return communityReportHandler(database, defaultCommunityClient());
  },
});
