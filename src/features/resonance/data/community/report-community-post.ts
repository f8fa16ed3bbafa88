/**
 * Reports a post: hidden on this device at once (the report row), and the report queued for the community in the
 * same transaction. A second report of the same post from this device changes nothing.
 */
import { COMMUNITY_REPORT_REASONS, MAX_REPORT_DETAILS, type CommunityReportReason } from '@contract/community-schemas';
import { db } from '@/db/database';
import { enqueueInTransaction } from '@/sync/outbox';
import type { CommunityReportPayload } from '@/features/resonance/sync/community-handlers';
import { ensureCommunityIdentity } from './community-identity';

export async function reportCommunityPost(
  postId: string,
  reason: CommunityReportReason,
  details: string,
  now = new Date(),
): Promise<void> {
  if (!COMMUNITY_REPORT_REASONS.includes(reason)) throw new Error('Choose a reason for the report.');
  const trimmed = details.trim().slice(0, MAX_REPORT_DETAILS);
  await db.transaction('rw', [db.communityReports, db.outbox, db.settings], async () => {
    if (await db.communityReports.get(postId)) return;
    // The key that makes this device one reporter among the three it takes to hide a post for everyone.
    await ensureCommunityIdentity();
    await db.communityReports.add({ postId, reason, createdAt: now.toISOString() });
    const payload: CommunityReportPayload = { postId, report: { reason, details: trimmed } };
    await enqueueInTransaction('community_report', postId, payload, now);
  });
}
