/**
 * What the admin screens read and change: analytics over a range of days, the filtered submission list, and a
 * submission's status and note.
 */
import type { SqlClient } from '../db/client.ts';
import type { AdminFilters, AnalyticsRange, Status } from '../../../contract/feedback-schemas.ts';
import type { AdminPageResponse, AnalyticsResponse } from '../../../contract/feedback-responses.ts';
import { toSubmission, type Submission, type SubmissionRow } from './submissions-store.ts';

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

/** How many submissions are held, all time (the thank-you screen's figure). */
export async function submissionCount(db: SqlClient): Promise<number> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from feedback.submissions');
  return rows[0]?.n ?? 0;
}

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
