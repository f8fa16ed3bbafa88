/**
 * The feedback submissions: storing one (idempotent by its client id), reading one, and a person's own list.
 * All values travel as parameters; nothing a client sends is ever spliced into SQL text (true of every file here).
 */
import type { SqlClient } from '../db/client.ts';
import type { Module, SubmissionType } from '../../../contract/categories.ts';
import type { Status } from '../../../contract/feedback-schemas.ts';
import type { AdminSubmission, OwnSubmissionsResponse } from '../../../contract/feedback-responses.ts';

export interface NewSubmission {
  id: string;
  sessionId: string;
  userId: string | null;
  category: string;
  subcategory: string | null;
  type: SubmissionType;
  rating: number | null;
  title: string;
  message: string;
  module: Module;
  fields: Record<string, unknown>;
  context: Record<string, unknown>;
  metadata: Record<string, unknown>;
  attachments: string[];
  clientSubmittedAt: Date | null;
  /** SHA-256 of the submission as sent, so a repeat can be told from a different body under the same id. */
  bodyHash: string;
}

/** A stored submission as the functions answer it (GET/PATCH /admin/feedback/{id}), typed by the contract. */
export type Submission = AdminSubmission;

export interface SubmissionRow {
  id: string;
  /** null once the person erased their records. */
  session_id: string | null;
  user_id: string | null;
  category: string;
  subcategory: string | null;
  type: SubmissionType;
  rating: number | null;
  title: string;
  message: string;
  module: Module;
  fields: Record<string, unknown>;
  context: Record<string, unknown>;
  metadata: Record<string, unknown>;
  attachments: string[];
  status: Status;
  admin_note: string | null;
  client_submitted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    sessionId: row.session_id,
    userId: row.user_id,
    category: row.category,
    subcategory: row.subcategory,
    type: row.type,
    rating: row.rating === null ? null : Number(row.rating),
    title: row.title,
    message: row.message,
    module: row.module,
    fields: row.fields,
    context: row.context,
    metadata: row.metadata,
    attachments: row.attachments,
    status: row.status,
    adminNote: row.admin_note,
    clientSubmittedAt: row.client_submitted_at ? iso(row.client_submitted_at) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Stores a submission unless one with its id exists. `created` says which happened; for a repeat, `sameBody` says
 * whether it carried the body stored first (a row stored before body hashes were kept counts as the same).
 */
export async function insertSubmission(
  db: SqlClient,
  submission: NewSubmission,
  now: Date,
): Promise<{ created: true } | { created: false; sameBody: boolean }> {
  const rows = await db.query<{ id: string }>(
    `insert into feedback.submissions (
       id, session_id, user_id, category, subcategory, type, rating, title, message, module,
       fields, context, metadata, attachments, client_submitted_at, created_at, updated_at, body_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
       $11::text::jsonb, $12::text::jsonb, $13::text::jsonb, $14::text::jsonb, $15::timestamptz, $16::timestamptz,
       $16::timestamptz, $17)
     on conflict (id) do nothing
     returning id`,
    [
      submission.id,
      submission.sessionId,
      submission.userId,
      submission.category,
      submission.subcategory,
      submission.type,
      submission.rating,
      submission.title,
      submission.message,
      submission.module,
      JSON.stringify(submission.fields),
      JSON.stringify(submission.context),
      JSON.stringify(submission.metadata),
      JSON.stringify(submission.attachments),
      submission.clientSubmittedAt?.toISOString() ?? null,
      now.toISOString(),
      submission.bodyHash,
    ],
  );
  if (rows.length > 0) return { created: true };
  const [existing] = await db.query<{ body_hash: string | null }>('select body_hash from feedback.submissions where id = $1', [
    submission.id,
  ]);
  return { created: false, sameBody: existing?.body_hash == null || existing.body_hash === submission.bodyHash };
}

export async function getSubmission(db: SqlClient, id: string): Promise<Submission | null> {
  const rows = await db.query<SubmissionRow>('select * from feedback.submissions where id = $1', [id]);
  return rows[0] ? toSubmission(rows[0]) : null;
}

export type OwnSubmission = OwnSubmissionsResponse['items'][number];

/** The submissions sent under a feedback (session) id, with their status (no admin notes, no other people's). */
export async function listOwnSubmissions(db: SqlClient, owner: string, limit = 100): Promise<OwnSubmission[]> {
  const rows = await db.query<Pick<SubmissionRow, 'id' | 'category' | 'type' | 'title' | 'status' | 'created_at' | 'updated_at'>>(
    `select id, category, type, title, status, created_at, updated_at from feedback.submissions
     where session_id = $1
     order by created_at desc, id
     limit $2`,
    [owner, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    type: row.type,
    title: row.title,
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}
