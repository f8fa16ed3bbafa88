/**
 * Every query of the feedback functions, in one place, written once for both the embedded PostgreSQL and a
 * PostgreSQL server. All values travel as parameters; nothing a client sends is ever spliced into SQL text.
 */
import type { SqlClient } from './db/client.ts';
import type { Module, SubmissionType } from '../../contract/categories.ts';
import type { AdminFilters, AnalyticsRange, EventType, PromptInteractionType, Status } from '../../contract/feedback-schemas.ts';
import type {
  AdminPageResponse,
  AdminSubmission,
  AnalyticsResponse,
  OwnSubmissionsResponse,
  PreferencesResponse,
} from '../../contract/feedback-responses.ts';

/** What the server knows of a session, for the prompt rules (contract/prompt-rules.ts). */
export interface SessionKnowledge {
  /** The session's first recorded activity (its first tracked event). */
  firstActivityAt: Date | null;
  pageViews: number;
  lastPromptedAt: Date | null;
  /** Prompts already shown in this session. */
  promptsThisSession: number;
  feedbacksLastWeek: number;
  visitedCrisisHelp: boolean;
  optedOut: boolean;
}

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

interface SubmissionRow {
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

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function toSubmission(row: SubmissionRow): Submission {
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

export type Preferences = PreferencesResponse;

export function defaultPreferences(userId: string): Preferences {
  return { userId, promptOptOut: false, trackingOptOut: false, updatedAt: null };
}

interface PreferencesRow {
  user_id: string;
  prompt_opt_out: boolean;
  tracking_opt_out: boolean;
  updated_at: Date;
}

function toPreferences(row: PreferencesRow): Preferences {
  return {
    userId: row.user_id,
    promptOptOut: row.prompt_opt_out,
    trackingOptOut: row.tracking_opt_out,
    updatedAt: iso(row.updated_at),
  };
}

export async function getPreferences(db: SqlClient, userId: string): Promise<Preferences | null> {
  const rows = await db.query<PreferencesRow>('select * from feedback.preferences where user_id = $1', [userId]);
  return rows[0] ? toPreferences(rows[0]) : null;
}

/** Sets the given preferences, keeping the others as they were (or their defaults). */
export async function putPreferences(
  db: SqlClient,
  update: { userId: string; promptOptOut?: boolean; trackingOptOut?: boolean },
  now: Date,
): Promise<Preferences> {
  const rows = await db.query<PreferencesRow>(
    `insert into feedback.preferences (user_id, prompt_opt_out, tracking_opt_out, updated_at)
     values ($1, coalesce($2::boolean, false), coalesce($3::boolean, false), $4::timestamptz)
     on conflict (user_id) do update set
       prompt_opt_out = coalesce($2::boolean, feedback.preferences.prompt_opt_out),
       tracking_opt_out = coalesce($3::boolean, feedback.preferences.tracking_opt_out),
       updated_at = $4::timestamptz
     returning *`,
    [update.userId, update.promptOptOut ?? null, update.trackingOptOut ?? null, now.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error('Preferences were not stored');
  return toPreferences(row);
}

export interface NewEvent {
  id: string;
  sessionId: string | null;
  userId: string | null;
  type: EventType;
  page: string | null;
  data: Record<string, unknown>;
  context: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * Stores the events whose ids are new, in one statement; returns the ids it stored. A multi-row VALUES list (at most
 * 500 rows of 9 parameters, far under PostgreSQL's 65,535) plans several times faster than expanding one JSON array.
 */
/**
 * Which of these session or user ids have a stored preference to opt out of tracking (compared without regard to
 * case, as ids are UUIDs written either way). The ids come back lower-cased.
 */
export async function trackingOptedOut(db: SqlClient, ids: Iterable<string>): Promise<Set<string>> {
  const wanted = [...new Set([...ids].map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    'select lower(user_id) as id from feedback.preferences where tracking_opt_out and lower(user_id) = any($1::text[])',
    [wanted],
  );
  return new Set(rows.map((row) => row.id));
}

export async function insertEvents(db: SqlClient, events: NewEvent[], now: Date): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const params: unknown[] = [now.toISOString()];
  const rows = events.map((event) => {
    const first = params.length + 1;
    params.push(
      event.id,
      event.sessionId,
      event.userId,
      event.type,
      event.page,
      JSON.stringify(event.data),
      JSON.stringify(event.context),
      event.occurredAt.toISOString(),
    );
    const [id, session, user, type, page, data, context, occurred] = Array.from({ length: 8 }, (_, index) => `$${first + index}`);
    return `(${id}::uuid, ${session}, ${user}, ${type}, ${page}, ${data}::text::jsonb, ${context}::text::jsonb, ${occurred}::timestamptz, $1::timestamptz)`;
  });
  const stored = await db.query<{ id: string }>(
    `insert into feedback.events (id, session_id, user_id, type, page, data, context, occurred_at, received_at)
     values ${rows.join(',\n')}
     on conflict (id) do nothing
     returning id`,
    params,
  );
  return new Set(stored.map((row) => row.id));
}

export async function insertPromptInteraction(
  db: SqlClient,
  interaction: { id: string; type: PromptInteractionType; sessionId: string; page: string | null; occurredAt: Date },
  now: Date,
): Promise<{ created: boolean }> {
  const rows = await db.query<{ id: string }>(
    `insert into feedback.prompt_interactions (id, session_id, type, page, occurred_at, received_at)
     values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz)
     on conflict (id) do nothing
     returning id`,
    [interaction.id, interaction.sessionId, interaction.type, interaction.page, interaction.occurredAt.toISOString(), now.toISOString()],
  );
  return { created: rows.length > 0 };
}

/** What the server knows of a session, for the prompt rules. */
export async function sessionKnowledge(db: SqlClient, sessionId: string, userId: string | null, now: Date): Promise<SessionKnowledge> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const rows = await db.query<{
    first_activity_at: Date | null;
    page_views: number;
    crisis_views: number;
    last_prompted_at: Date | null;
    prompts: number;
    feedbacks: number;
    opted_out: boolean | null;
  }>(
    `select
       (select min(occurred_at) from feedback.events where session_id = $1) as first_activity_at,
       (select count(*)::int from feedback.events where session_id = $1 and type = 'page_view') as page_views,
       (select count(*)::int from feedback.events
          where session_id = $1 and type = 'page_view' and (page = '/crisis-help' or page like '/crisis-help/%')) as crisis_views,
       (select max(occurred_at) from feedback.prompt_interactions where session_id = $1 and type = 'prompted') as last_prompted_at,
       (select count(*)::int from feedback.prompt_interactions where session_id = $1 and type = 'prompted') as prompts,
       (select count(*)::int from feedback.submissions
          where (session_id = $1 or ($2::text is not null and user_id = $2::text)) and created_at > $3::timestamptz) as feedbacks,
       (select bool_or(prompt_opt_out) from feedback.preferences where user_id = $1 or user_id = $2::text) as opted_out`,
    [sessionId, userId, weekAgo],
  );
  const row = rows[0];
  if (!row) throw new Error('Session query returned no row');
  return {
    firstActivityAt: row.first_activity_at ? new Date(row.first_activity_at) : null,
    pageViews: row.page_views,
    visitedCrisisHelp: row.crisis_views > 0,
    lastPromptedAt: row.last_prompted_at ? new Date(row.last_prompted_at) : null,
    promptsThisSession: row.prompts,
    feedbacksLastWeek: row.feedbacks,
    optedOut: row.opted_out === true,
  };
}

export type Analytics = AnalyticsResponse;

const RANGE_DAYS: Record<Exclude<AnalyticsRange, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 };
const DAY_MS = 86_400_000;

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function dayKey(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function round(value: number | null, places = 2): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/**
 * Totals, counts and a daily series for the last 7, 30 or 90 calendar days (UTC, today included) or for all time.
 * `totals.submissions` is the number the thank-you screen shows (with range=all).
 */
export async function analytics(db: SqlClient, range: AnalyticsRange, now: Date): Promise<Analytics> {
  const today = utcDay(now);
  const since = range === 'all' ? null : today - (RANGE_DAYS[range] - 1) * DAY_MS;
  const sinceParam = since === null ? null : new Date(since).toISOString();
  const params = [sinceParam];
  const inRange = '($1::timestamptz is null or created_at >= $1::timestamptz)';

  const [totals] = await db.query<{ submissions: number; rated: number; average: number | null; first: Date | null }>(
    `select count(*)::int as submissions, count(rating)::int as rated, avg(rating)::float8 as average,
            min(created_at) as first
     from feedback.submissions where ${inRange}`,
    params,
  );
  const grouped = await db.query<{ dimension: string; key: string; count: number }>(
    `select 'category' as dimension, category as key, count(*)::int as count from feedback.submissions where ${inRange} group by category
     union all
     select 'type', type, count(*)::int from feedback.submissions where ${inRange} group by type
     union all
     select 'module', module, count(*)::int from feedback.submissions where ${inRange} group by module
     union all
     select 'status', status, count(*)::int from feedback.submissions where ${inRange} group by status
     union all
     select 'rating', rating::text, count(*)::int from feedback.submissions where ${inRange} and rating is not null group by rating`,
    params,
  );
  const events = await db.query<{ key: string; count: number }>(
    `select type as key, count(*)::int as count from feedback.events
     where ($1::timestamptz is null or occurred_at >= $1::timestamptz) group by type`,
    params,
  );
  const daily = await db.query<{ day: string; submissions: number; average: number | null }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as submissions,
            avg(rating)::float8 as average
     from feedback.submissions where ${inRange} group by 1 order by 1`,
    params,
  );

  const pick = (dimension: string) =>
    Object.fromEntries(grouped.filter((row) => row.dimension === dimension).map((row) => [row.key, row.count]));
  const byRating = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, ...pick('rating') } as Analytics['byRating'];
  const byEventType = Object.fromEntries(events.map((row) => [row.key, row.count]));

  const firstDay = since ?? (totals?.first ? utcDay(new Date(totals.first)) : today);
  const perDay = new Map(daily.map((row) => [row.day, row]));
  const series: Analytics['daily'] = [];
  for (let day = firstDay; day <= today; day += DAY_MS) {
    const row = perDay.get(dayKey(day));
    series.push({ date: dayKey(day), submissions: row?.submissions ?? 0, averageRating: round(row?.average ?? null) });
  }

  return {
    range,
    since: sinceParam,
    until: now.toISOString(),
    totals: {
      submissions: totals?.submissions ?? 0,
      ratedSubmissions: totals?.rated ?? 0,
      averageRating: round(totals?.average ?? null),
      events: events.reduce((sum, row) => sum + row.count, 0),
    },
    byCategory: pick('category'),
    byType: pick('type'),
    byModule: pick('module'),
    byStatus: pick('status'),
    byRating,
    byEventType,
    daily: series,
  };
}

export type AdminPage = AdminPageResponse;

function dayStart(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
}

/** The next day's start for a date (so `to` includes the whole day), or the instant itself. */
function dayEndExclusive(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(Date.parse(value) + 1).toISOString();
  return new Date(Date.parse(`${value}T00:00:00Z`) + DAY_MS).toISOString();
}

/** Newest first, filtered; the search matches title, message or id (so an upper-case reference finds its item). */
export async function listSubmissions(
  db: SqlClient,
  filters: AdminFilters,
  page: number,
  limit: number,
): Promise<AdminPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.status !== undefined) {
    const statuses = Array.isArray(filters.status) ? filters.status : [filters.status];
    if (statuses.length === 0) conditions.push('false');
    else conditions.push(`status in (${statuses.map((status) => add(status)).join(', ')})`);
  }
  if (filters.category) conditions.push(`category = ${add(filters.category)}`);
  if (filters.type) conditions.push(`type = ${add(filters.type)}`);
  if (filters.module) conditions.push(`module = ${add(filters.module)}`);
  if (filters.from) conditions.push(`created_at >= ${add(dayStart(filters.from))}::timestamptz`);
  if (filters.to) conditions.push(`created_at < ${add(dayEndExclusive(filters.to))}::timestamptz`);
  const search = filters.search?.trim();
  if (search) {
    const term = add(search.toLowerCase());
    conditions.push(
      `(position(${term} in lower(title)) > 0 or position(${term} in lower(message)) > 0 or position(${term} in id::text) > 0)`,
    );
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from feedback.submissions ${where}`, params);
  const total = count?.total ?? 0;
  const rows = await db.query<SubmissionRow>(
    `select * from feedback.submissions ${where} order by created_at desc, id limit ${add(limit)} offset ${add((page - 1) * limit)}`,
    params,
  );
  return { items: rows.map(toSubmission), page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

export async function updateSubmissionStatus(
  db: SqlClient,
  id: string,
  update: { status: Status; adminNote?: string | null },
  now: Date,
): Promise<Submission | null> {
  const rows = await db.query<SubmissionRow>(
    `update feedback.submissions set
       status = $2,
       admin_note = case when $3::boolean then $4::text else admin_note end,
       updated_at = $5::timestamptz
     where id = $1
     returning *`,
    [id, update.status, update.adminNote !== undefined, update.adminNote ?? null, now.toISOString()],
  );
  return rows[0] ? toSubmission(rows[0]) : null;
}
