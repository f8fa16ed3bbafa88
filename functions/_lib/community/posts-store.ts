/**
 * The community's posts and replies (migration 0010), what everyone sees of them and what their writers see of their
 * own (reports: reports-store.ts, handles: handles-store.ts, the moderators' queue: moderation-store.ts). SQL only;
 * the handlers decide.
 */
import type { SqlClient } from '../db/client.ts';
import { REPORTS_TO_HIDE, type ModeratorMessage, type ServerPostStatus } from '../../../contract/community-schemas.ts';
import type { ContentNote } from '../../../contract/safe-messaging.ts';

export interface PostRow {
  id: string;
  parentId: string | null;
  handle: string;
  handleKey: string;
  handleSuspended: boolean;
  keyHash: string;
  body: string;
  bodyHash: string;
  contentNotes: ContentNote[];
  contentNoteText: string;
  status: ServerPostStatus;
  holdReasons: string[];
  guidance: string[];
  decisionReason: string | null;
  moderatorMessage: ModeratorMessage | null;
  claimedBy: string | null;
  claimedSession: string | null;
  claimedUntil: Date | null;
  openReports: number;
  createdAt: Date;
}

export interface RawPost {
  post_id: string;
  parent_id: string | null;
  handle: string;
  handle_key: string;
  handle_suspended: boolean;
  key_hash: string;
  body: string;
  body_hash: string;
  content_notes: ContentNote[];
  content_note_text: string;
  status: ServerPostStatus;
  hold_reasons: string[];
  guidance: string[];
  decision_reason: string | null;
  moderator_message: string | null;
  moderator_message_at: Date | string | null;
  claimed_by: string | null;
  claimed_session: string | null;
  claimed_until: Date | null;
  open_reports: number;
  created_at: Date;
}

export const POST_COLUMNS = `p.post_id::text as post_id, p.parent_id::text as parent_id, h.handle, p.handle_key,
  (h.suspended_at is not null) as handle_suspended, p.key_hash, p.body, p.body_hash, p.content_notes, p.content_note_text,
  p.status, p.hold_reasons, p.guidance, p.decision_reason, p.moderator_message, p.moderator_message_at, p.claimed_by, p.claimed_session, p.claimed_until, p.created_at,
  (select count(*)::int from feedback.community_reports r where r.post_id = p.post_id and r.status = 'open') as open_reports`;
export const POST_FROM = 'feedback.community_posts p join feedback.community_handles h on h.handle_key = p.handle_key';

/** jsonb arrives parsed from one driver and as text from the other in some setups: both become arrays here. */
function jsonArray<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** The stored reply as the contract carries it (both drivers may hand back a timestamp as a Date or as text). */
function messageOf(text: string | null, at: Date | string | null): ModeratorMessage | null {
  return text === null || at === null ? null : { text, at: new Date(at).toISOString() };
}

export function postFromRaw(row: RawPost): PostRow {
  return {
    id: row.post_id,
    parentId: row.parent_id,
    handle: row.handle,
    handleKey: row.handle_key,
    handleSuspended: row.handle_suspended,
    keyHash: row.key_hash,
    body: row.body,
    bodyHash: row.body_hash,
    contentNotes: jsonArray<ContentNote>(row.content_notes),
    contentNoteText: row.content_note_text,
    status: row.status,
    holdReasons: jsonArray<string>(row.hold_reasons),
    guidance: jsonArray<string>(row.guidance),
    decisionReason: row.decision_reason,
    moderatorMessage: messageOf(row.moderator_message, row.moderator_message_at),
    claimedBy: row.claimed_by,
    claimedSession: row.claimed_session,
    claimedUntil: row.claimed_until === null ? null : new Date(row.claimed_until),
    openReports: row.open_reports,
    createdAt: new Date(row.created_at),
  };
}

export async function findPost(db: SqlClient, id: string): Promise<PostRow | null> {
  const rows = await db.query<RawPost>(`select ${POST_COLUMNS} from ${POST_FROM} where p.post_id = $1::uuid`, [id]);
  return rows[0] ? postFromRaw(rows[0]) : null;
}

export interface NewPost {
  id: string;
  parentId: string | null;
  handleKey: string;
  keyHash: string;
  body: string;
  bodyHash: string;
  contentNotes: readonly string[];
  contentNoteText: string;
  status: 'published' | 'held';
  holdReasons: readonly string[];
  guidance: readonly string[];
}

/** Inserts the post unless one with its id exists (a repeat of the same send); true when this call made it. */
export async function insertPost(db: SqlClient, post: NewPost, now: Date): Promise<boolean> {
  const rows = await db.query<{ post_id: string }>(
    `insert into feedback.community_posts (post_id, parent_id, handle_key, key_hash, body, body_hash, content_notes,
       content_note_text, status, hold_reasons, guidance, created_at, updated_at)
     values ($1::uuid, $2::uuid, $3, $4, $5, $6, $7::text::jsonb, $8, $9, $10::text::jsonb, $11::text::jsonb, $12::timestamptz, $12::timestamptz)
     on conflict (post_id) do nothing returning post_id`,
    [
      post.id,
      post.parentId,
      post.handleKey,
      post.keyHash,
      post.body,
      post.bodyHash,
      JSON.stringify(post.contentNotes),
      post.contentNoteText,
      post.status,
      JSON.stringify(post.holdReasons),
      JSON.stringify(post.guidance),
      now.toISOString(),
    ],
  );
  return rows.length === 1;
}

/**
 * The condition under which a published post is shown to everyone: fewer than REPORTS_TO_HIDE open reports that
 * count (from established identities, one per address: reports-store.ts).
 */
const VISIBLE = `p.status = 'published' and (select count(*) from feedback.community_reports r
  where r.post_id = p.post_id and r.status = 'open' and r.counts) < ${REPORTS_TO_HIDE}`;

export async function listVisiblePosts(db: SqlClient, offset: number, limit: number): Promise<{ posts: PostRow[]; total: number }> {
  const totals = await db.query<{ total: number }>(`select count(*)::int as total from feedback.community_posts p where p.parent_id is null and ${VISIBLE}`);
  const rows = await db.query<RawPost>(
    `select ${POST_COLUMNS} from ${POST_FROM} where p.parent_id is null and ${VISIBLE}
     order by p.created_at desc, p.post_id desc offset $1 limit $2`,
    [offset, limit],
  );
  return { posts: rows.map(postFromRaw), total: totals[0]?.total ?? 0 };
}

/** The visible replies of these posts, oldest first (at most `perPost` each). */
export async function listVisibleReplies(db: SqlClient, parentIds: readonly string[], perPost: number): Promise<PostRow[]> {
  if (parentIds.length === 0) return [];
  const rows = await db.query<RawPost>(
    `select * from (
       select ${POST_COLUMNS}, row_number() over (partition by p.parent_id order by p.created_at, p.post_id) as position
       from ${POST_FROM} where p.parent_id = any($1::uuid[]) and ${VISIBLE}) replies
     where position <= $2 order by created_at, post_id`,
    [parentIds, perPost],
  );
  return rows.map(postFromRaw);
}

export async function ownStatuses(
  db: SqlClient,
  ids: readonly string[],
  keyHash: string,
): Promise<Array<{ id: string; status: ServerPostStatus; decisionReason: string | null; moderatorMessage: ModeratorMessage | null }>> {
  const rows = await db.query<{
    post_id: string;
    status: ServerPostStatus;
    decision_reason: string | null;
    moderator_message: string | null;
    moderator_message_at: Date | null;
  }>(
    `select post_id::text as post_id, status, decision_reason, moderator_message, moderator_message_at
     from feedback.community_posts where post_id = any($1::uuid[]) and key_hash = $2`,
    [ids, keyHash],
  );
  return rows.map((row) => ({
    id: row.post_id,
    status: row.status,
    decisionReason: row.decision_reason,
    moderatorMessage: messageOf(row.moderator_message, row.moderator_message_at),
  }));
}

/** Keeps the moderators' private reply on the post, replacing an earlier one (the writer sees the newest). */
export async function setModeratorMessage(db: SqlClient, postId: string, text: string, now: Date): Promise<void> {
  await db.query(
    'update feedback.community_posts set moderator_message = $2, moderator_message_at = $3::timestamptz where post_id = $1::uuid',
    [postId, text, now.toISOString()],
  );
}
