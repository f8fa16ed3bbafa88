/**
 * Reads the community's newest pages and saves them on the device, so the community reads offline; and asks where
 * this device's own posts stand (held, published, or rejected with the moderator's reason). Rows this device wrote
 * are never replaced by what others see: a queued post stays queued until the outbox has sent it.
 */
import type { PublicReply } from '@contract/community-schemas';
import { db } from '@/db/database';
import type { CommunityPostRow } from '@/db/community-types';
import type { FetchCommunityPage, FetchOwnStatuses } from './community-service';

/** Pages kept on the device: the newest 100 posts, far more than one sitting reads. */
const PAGES_KEPT = 5;

function rowOf(item: PublicReply | (Omit<PublicReply, 'parentId'> & { parentId: null })): CommunityPostRow {
  return {
    id: item.id,
    parentId: item.parentId,
    status: 'published',
    handle: item.handle,
    body: item.body,
    contentNotes: item.contentNotes,
    contentNoteText: item.contentNoteText,
    own: false,
    createdAt: item.createdAt,
    updatedAt: item.createdAt,
  };
}

/**
 * Replaces the device's copy of others' posts with the newest pages, in one transaction, only when every page was
 * read (a half-read community would drop posts). Own rows that the server shows as published are marked so.
 */
export async function refreshCommunity(fetchPage: FetchCommunityPage): Promise<number> {
  const rows: CommunityPostRow[] = [];
  for (let page = 1; page <= PAGES_KEPT; page += 1) {
    const answer = await fetchPage(page);
    for (const post of answer.posts) {
      rows.push(rowOf(post));
      rows.push(...post.replies.map(rowOf));
    }
    if (answer.page * answer.pageSize >= answer.total) break;
  }
  await db.transaction('rw', db.communityPosts, async () => {
    const own = await db.communityPosts.filter((row) => row.own).toArray();
    const ownIds = new Set(own.map((row) => row.id));
    const others = await db.communityPosts.filter((row) => !row.own).primaryKeys();
    await db.communityPosts.bulkDelete(others);
    await db.communityPosts.bulkPut(rows.filter((row) => !ownIds.has(row.id)));
    const seen = new Set(rows.map((row) => row.id));
    const nowPublished = own.filter((row) => seen.has(row.id) && row.status !== 'published');
    await db.communityPosts.bulkUpdate(nowPublished.map((row) => ({ key: row.id, changes: { status: 'published' as const } })));
  });
  return rows.length;
}

/**
 * Updates this device's sent posts with their status on the server: a moderator's decision and its reason, and a
 * moderator's private reply (a newer reply has a newer time).
 */
export async function refreshOwnStatuses(key: string, fetchStatuses: FetchOwnStatuses, now = new Date()): Promise<void> {
  const sent = await db.communityPosts.filter((row) => row.own && row.status !== 'queued' && row.status !== 'refused').toArray();
  if (sent.length === 0) return;
  const ids = sent.slice(-100).map((row) => row.id);
  const { posts } = await fetchStatuses(key, ids);
  const byId = new Map(sent.map((row) => [row.id, row]));
  const changed = posts.filter((post) => {
    const row = byId.get(post.id);
    return (
      row !== undefined &&
      (row.status !== post.status ||
        (row.rejectReason ?? null) !== post.rejectReason ||
        (row.moderatorMessage?.at ?? null) !== (post.moderatorMessage?.at ?? null))
    );
  });
  if (changed.length === 0) return;
  await db.communityPosts.bulkUpdate(
    changed.map((post) => ({
      key: post.id,
      changes: { status: post.status, rejectReason: post.rejectReason, moderatorMessage: post.moderatorMessage, updatedAt: now.toISOString() },
    })),
  );
}
