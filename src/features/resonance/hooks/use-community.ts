import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { CommunityPostRow } from '@/db/community-types';

export interface CommunityThread {
  post: CommunityPostRow;
  replies: CommunityPostRow[];
}

interface CommunityView {
  /** Published posts (others' and this device's own), newest first, without the ones this device reported. */
  threads: CommunityThread[];
  /**
   * This device's posts and replies that are not published (queued, held, rejected, removed or refused), and published
   * ones a moderator replied to privately, so the reply stays where the writer reads it.
   */
  mine: CommunityPostRow[];
}

/** What the community screen shows, live from the device's copy; `undefined` while reading. */
export function useCommunity(): CommunityView | undefined {
  return useLiveQuery(async () => {
    const [rows, reports] = await Promise.all([db.communityPosts.orderBy('createdAt').toArray(), db.communityReports.toArray()]);
    const reported = new Set(reports.map((report) => report.postId));
    const visible = rows.filter((row) => row.status === 'published' && !reported.has(row.id));
    const threads = visible
      .filter((row) => row.parentId === null)
      .reverse()
      .map((post) => ({ post, replies: visible.filter((row) => row.parentId === post.id) }));
    const mine = rows.filter((row) => row.own && (row.status !== 'published' || row.moderatorMessage)).reverse();
    return { threads, mine };
  }, []);
}
