/**
 * A community post or reply as this device knows it: the person's own (queued offline, then sent through the outbox)
 * and the published ones it last read, so the community reads offline.
 */
export interface CommunityPostRow {
  id: string;
  /** The post a reply answers; null for a post. */
  parentId: string | null;
  /** queued: written here, not yet accepted; published; held: waiting for review; rejected or removed by a moderator. */
  status: 'queued' | 'published' | 'held' | 'rejected' | 'removed';
  handle: string;
  body: string;
  contentNotes: string[];
  /** This device wrote it. */
  own: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A report this device made: the post is hidden here at once. */
export interface CommunityReportRow {
  postId: string;
  reason: string;
  createdAt: string;
}
