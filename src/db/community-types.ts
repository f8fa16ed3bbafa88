/**
 * A community post or reply as this device knows it: the person's own (queued offline, then sent through the outbox)
 * and the published ones it last read, so the community reads offline.
 */
export interface CommunityPostRow {
  id: string;
  /** The post a reply answers; null for a post. */
  parentId: string | null;
  /**
   * queued: written here, not yet accepted; published; held: waiting for review; rejected or removed by a moderator;
   * refused: the community would not take it (a suspension, a name taken by someone else), with `refusal` saying why.
   */
  status: 'queued' | 'published' | 'held' | 'rejected' | 'removed' | 'refused';
  handle: string;
  body: string;
  contentNotes: string[];
  /** The writer's own words for a content note ('' when none). */
  contentNoteText?: string;
  /** This device wrote it. */
  own: boolean;
  /** Why the server held it (risk signals, 'method-detail'), for the writer's own posts. */
  holdReasons?: string[];
  /** The moderator's reason, when rejected or removed; or why the community refused it. */
  rejectReason?: string | null;
  /** The moderators' private reply to this device's post (the newest), read through its status; null or absent: none. */
  moderatorMessage?: { text: string; at: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A report this device made: the post is hidden here at once. */
export interface CommunityReportRow {
  postId: string;
  reason: string;
  createdAt: string;
}

/**
 * This device's community identity (settings key 'communityIdentity'): the key that proves its posts and reports are
 * its own (only its SHA-256 leaves for the server's records; the key itself goes only in X-Community-Key headers) and
 * the handle chosen here, or null before one is chosen. Never exported, never shown.
 */
export interface CommunityIdentitySetting {
  key: string;
  handle: string | null;
}
