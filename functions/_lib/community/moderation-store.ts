/**
 * The moderators' side of the community (migration 0010): the held and reported queues, notes on posts, claims on a
 * post while one moderator decides, and the decision. SQL only; the handlers decide.
 */
import type { SqlClient } from '../db/client.ts';
import { REPORTS_TO_HIDE, type ServerPostStatus } from '../../../contract/community-schemas.ts';
import { POST_COLUMNS, POST_FROM, postFromRaw, type PostRow, type RawPost } from './posts-store.ts';

/** Held for words suggesting risk (any hold reason but method detail alone): these come first in the held queue. */
const HELD_FOR_RISK = `exists (select 1 from jsonb_array_elements_text(p.hold_reasons) as reason where reason <> 'method-detail')`;
const OPEN_REPORT = `from feedback.community_reports r where r.post_id = p.post_id and r.status = 'open'`;

/**
 * A page of a moderation queue and the queue's size: riskiest first, then oldest. Held: held for risk first.
 * Reported: an open "unsafe" report first, then hidden by reports, then the rest.
 */
export async function listQueue(
  db: SqlClient,
  queue: 'held' | 'reported',
  offset: number,
  limit: number,
): Promise<{ posts: PostRow[]; total: number }> {
  const where = queue === 'held' ? `p.status = 'held'` : `p.status = 'published' and exists (select 1 ${OPEN_REPORT})`;
  const risk =
    queue === 'held'
      ? `case when ${HELD_FOR_RISK} then 0 else 1 end`
      : `case when exists (select 1 ${OPEN_REPORT} and r.reason = 'unsafe') then 0
          when (select count(*) ${OPEN_REPORT} and r.counts) >= ${REPORTS_TO_HIDE} then 1 else 2 end`;
  const totals = await db.query<{ total: number }>(`select count(*)::int as total from feedback.community_posts p where ${where}`);
  const rows = await db.query<RawPost>(
    `select ${POST_COLUMNS} from ${POST_FROM} where ${where}
     order by ${risk}, p.created_at, p.post_id offset $1 limit $2`,
    [offset, limit],
  );
  return { posts: rows.map(postFromRaw), total: totals[0]?.total ?? 0 };
}

export interface NoteRow {
  postId: string;
  by: string;
  at: Date;
  text: string;
}

export async function notesOf(db: SqlClient, postIds: readonly string[]): Promise<NoteRow[]> {
  if (postIds.length === 0) return [];
  const rows = await db.query<{ post_id: string; admin_email: string; at: Date; note: string }>(
    `select post_id::text as post_id, admin_email, at, note from feedback.community_notes where post_id = any($1::uuid[]) order by at, id`,
    [postIds],
  );
  return rows.map((row) => ({ postId: row.post_id, by: row.admin_email, at: new Date(row.at), text: row.note }));
}

export async function insertNote(db: SqlClient, postId: string, by: string, note: string, now: Date): Promise<void> {
  await db.query('insert into feedback.community_notes (post_id, admin_email, note, at) values ($1::uuid, $2, $3, $4::timestamptz)', [
    postId,
    by,
    note,
    now.toISOString(),
  ]);
}

/**
 * Claims the post for this session until `until`, when it is unclaimed, its claim has run out, or this session holds
 * it already (which extends it). True when the claim is this session's now.
 */
export async function claimPost(db: SqlClient, postId: string, by: string, session: string, until: Date, now: Date): Promise<boolean> {
  const rows = await db.query<{ post_id: string }>(
    `update feedback.community_posts set claimed_by = $2, claimed_session = $3, claimed_until = $4::timestamptz
     where post_id = $1::uuid and (claimed_until is null or claimed_until <= $5::timestamptz or claimed_session = $3)
     returning post_id`,
    [postId, by, session, until.toISOString(), now.toISOString()],
  );
  return rows.length === 1;
}

export async function releaseClaim(db: SqlClient, postId: string): Promise<void> {
  await db.query(
    'update feedback.community_posts set claimed_by = null, claimed_session = null, claimed_until = null where post_id = $1::uuid',
    [postId],
  );
}

/** A moderator's decision: the new status, the reason the writer reads (or null), and the claim released. */
export async function decide(
  db: SqlClient,
  postId: string,
  decision: { status: ServerPostStatus; reason: string | null; by: string },
  now: Date,
): Promise<void> {
  await db.query(
    `update feedback.community_posts set status = $2, decision_reason = $3, reviewed_by = $4, reviewed_at = $5::timestamptz,
       updated_at = $5::timestamptz, claimed_by = null, claimed_session = null, claimed_until = null
     where post_id = $1::uuid`,
    [postId, decision.status, decision.reason, decision.by, now.toISOString()],
  );
  // Whatever the decision, the reports that led to it have been reviewed: later ones count afresh.
  await db.query(`update feedback.community_reports set status = 'reviewed' where post_id = $1::uuid and status = 'open'`, [postId]);
}
