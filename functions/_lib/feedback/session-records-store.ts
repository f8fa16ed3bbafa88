/**
 * What a session or user leaves on the server besides submissions: preferences, usage events, prompt interactions,
 * and what the prompt rules need to know of a session.
 */
import type { SqlClient } from '../db/client.ts';
import type { EventType, PromptInteractionType } from '../../../contract/feedback-schemas.ts';
import type { PreferencesResponse } from '../../../contract/feedback-responses.ts';
import { iso } from './submissions-store.ts';

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

/**
 * Stores the events whose ids are new, in one statement; returns the ids it stored. A multi-row VALUES list (at most
 * 500 rows of 9 parameters, far under PostgreSQL's 65,535) plans several times faster than expanding one JSON array.
 */
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

/**
 * The ids among `events` already stored with another body (session, user, type, page, data, context or time): a
 * repeat of the same event is a duplicate, a different event under a used id is a conflict. jsonb compares by value,
 * so the order of keys does not count as a change.
 */
export async function eventsStoredDifferently(db: SqlClient, events: NewEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const sent = events.map((event) => ({
    id: event.id,
    session_id: event.sessionId,
    user_id: event.userId,
    type: event.type,
    page: event.page,
    data: event.data,
    context: event.context,
    occurred_at: event.occurredAt.toISOString(),
  }));
  const rows = await db.query<{ id: string }>(
    `select e.id::text as id
     from jsonb_to_recordset($1::text::jsonb) as v(id uuid, session_id text, user_id text, type text, page text,
       data jsonb, context jsonb, occurred_at timestamptz)
     join feedback.events e on e.id = v.id
     where e.session_id is distinct from v.session_id or e.user_id is distinct from v.user_id or e.type <> v.type
       or e.page is distinct from v.page or e.data <> v.data or e.context <> v.context or e.occurred_at <> v.occurred_at`,
    [JSON.stringify(sent)],
  );
  return rows.map((row) => row.id);
}

/** Stores the interaction unless its id is taken; `sameBody` says whether a stored one under the id is this one. */
export async function insertPromptInteraction(
  db: SqlClient,
  interaction: { id: string; type: PromptInteractionType; sessionId: string; page: string | null; occurredAt: Date },
  now: Date,
): Promise<{ created: boolean; sameBody: boolean }> {
  const values = [interaction.id, interaction.sessionId, interaction.type, interaction.page, interaction.occurredAt.toISOString()];
  const rows = await db.query<{ id: string }>(
    `insert into feedback.prompt_interactions (id, session_id, type, page, occurred_at, received_at)
     values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz)
     on conflict (id) do nothing
     returning id`,
    [...values, now.toISOString()],
  );
  if (rows.length > 0) return { created: true, sameBody: true };
  const same = await db.query<{ same: boolean }>(
    `select (session_id = $2 and type = $3 and page is not distinct from $4 and occurred_at = $5::timestamptz) as same
     from feedback.prompt_interactions where id = $1`,
    values,
  );
  return { created: false, sameBody: same[0]?.same === true };
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
