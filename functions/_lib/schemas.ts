/**
 * Request schemas for every feedback endpoint (zod). Objects are strict: an unknown key is a 400, so a client bug or
 * a probe is caught instead of silently dropped. Free-form JSON (context, metadata, event data) is bounded in depth
 * and size, and every string, keys included, must be text PostgreSQL can store: no NUL characters and no unpaired
 * UTF-16 surrogates (either would otherwise fail inside the database as a 500).
 */
import { z } from 'zod';
import { MODULES, SUBMISSION_TYPES } from './categories.ts';

export const EVENT_TYPES = [
  'page_view',
  'user_action',
  'error',
  'performance',
  'tool_completed',
  'feedback_widget_opened',
] as const;
export const PROMPT_INTERACTION_TYPES = ['prompted', 'opened', 'dismissed', 'submitted'] as const;
export const STATUSES = ['new', 'in_review', 'planned', 'resolved', 'closed'] as const;
export const ANALYTICS_RANGES = ['7d', '30d', '90d', 'all'] as const;
export const MAX_EVENTS_PER_BATCH = 500;
export const MAX_ATTACHMENTS = 5;

export type EventType = (typeof EVENT_TYPES)[number];
export type PromptInteractionType = (typeof PROMPT_INTERACTION_TYPES)[number];
export type Status = (typeof STATUSES)[number];
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NUL = String.fromCharCode(0);

export function isStorableText(value: string): boolean {
  return !value.includes(NUL) && !UNPAIRED_SURROGATE.test(value);
}

/** A string PostgreSQL can store, of at most `max` characters. */
export function text(max: number) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(isStorableText, 'must not contain NUL characters or unpaired surrogates');
}

const JSON_MAX_DEPTH = 8;
const JSON_MAX_KEYS = 200;
const JSON_MAX_STRING = 10_000;

/** Why a JSON value cannot be stored as given, or null when it can. */
function jsonProblem(value: unknown, depth: number): string | null {
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'numbers must be finite';
  if (typeof value === 'string') {
    if (value.length > JSON_MAX_STRING) return `strings must be at most ${JSON_MAX_STRING} characters`;
    return isStorableText(value) ? null : 'text must not contain NUL characters or unpaired surrogates';
  }
  if (depth >= JSON_MAX_DEPTH) return `is nested more than ${JSON_MAX_DEPTH} levels deep`;
  if (Array.isArray(value)) {
    if (value.length > JSON_MAX_KEYS) return `lists must have at most ${JSON_MAX_KEYS} items`;
    for (const item of value) {
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > JSON_MAX_KEYS) return `objects must have at most ${JSON_MAX_KEYS} keys`;
    for (const [key, item] of entries) {
      if (key.length > 200 || !isStorableText(key)) return 'keys must be short, storable text';
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  return 'is not JSON';
}

/** A free-form JSON object (context, metadata, event data), bounded and storable. */
export const jsonObject = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const problem = jsonProblem(value, 0);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** An anonymous session id or a user id: the app's are UUIDs; any short id-like string is accepted. */
export const identifier = z
  .string()
  .min(1, 'must not be empty')
  .max(128, 'must be at most 128 characters')
  .regex(/^[A-Za-z0-9_.:@-]+$/, 'must contain only letters, digits and _ . : @ -');

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const EARLIEST = Date.UTC(2000, 0, 1);
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/** A client timestamp: an ISO 8601 date-time or epoch milliseconds, not before 2000 nor more than a day ahead. */
export const timestamp = z
  .union([z.string().max(40).regex(ISO_DATE_TIME, 'must be an ISO 8601 date-time'), z.number().int()])
  .transform((value, ctx) => {
    const time = typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(time) || time < EARLIEST || time > Date.now() + FUTURE_TOLERANCE_MS) {
      ctx.addIssue({ code: 'custom', message: 'must be a real date between 2000 and now' });
      return z.NEVER;
    }
    return new Date(time);
  });

/** A path inside the app, as the client reports it (`/insight/tools`). */
export const pagePath = text(2048).refine((value) => value.startsWith('/'), 'must be a path starting with /');

export const UPLOAD_URL_PATTERN = /^\/\.netlify\/functions\/feedback\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif|webp))$/;

const fieldValue = z.union([text(2000), z.number(), z.boolean(), z.null()]);

export const submissionSchema = z.strictObject({
  id: z.uuid('must be a UUID'),
  sessionId: identifier,
  userId: identifier.nullish(),
  category: text(64).min(1, 'must not be empty'),
  subcategory: text(100).nullish(),
  type: z.enum(SUBMISSION_TYPES).optional(),
  rating: z.int().min(1).max(5).nullish(),
  title: text(200).optional(),
  message: text(5000).optional(),
  fields: z.record(text(64), fieldValue).optional(),
  context: jsonObject
    .pipe(
      z.looseObject({
        module: z.enum(MODULES).optional(),
        submissionTimestamp: timestamp.optional(),
      }),
    )
    .optional(),
  metadata: jsonObject.optional(),
  attachments: z
    .array(z.string().max(200).regex(UPLOAD_URL_PATTERN, 'must be an upload URL returned by /upload'))
    .max(MAX_ATTACHMENTS, `at most ${MAX_ATTACHMENTS} attachments`)
    .optional(),
});
export type SubmissionInput = z.infer<typeof submissionSchema>;

export const trackEventSchema = z.strictObject({
  id: z.uuid('must be a UUID'),
  type: z.enum(EVENT_TYPES),
  data: jsonObject.optional(),
  context: jsonObject.optional(),
  timestamp,
  sessionId: identifier.optional(),
  userId: identifier.nullish(),
});
export type TrackEventInput = z.infer<typeof trackEventSchema>;

export const trackBatchSchema = z.strictObject({
  events: z
    .array(z.unknown())
    .min(1, 'must hold at least one event')
    .max(MAX_EVENTS_PER_BATCH, `must hold at most ${MAX_EVENTS_PER_BATCH} events`),
  sessionId: identifier.optional(),
  userId: identifier.nullish(),
});

export const shouldPromptSchema = z.strictObject({
  page: pagePath,
  action: text(64).nullish(),
  sessionId: identifier,
  userId: identifier.nullish(),
});

export const promptInteractionSchema = z.strictObject({
  id: z.uuid('must be a UUID'),
  type: z.enum(PROMPT_INTERACTION_TYPES),
  timestamp,
  sessionId: identifier,
  page: pagePath.nullish(),
});

export const preferencesSchema = z.strictObject({
  userId: identifier,
  promptOptOut: z.boolean().optional(),
  trackingOptOut: z.boolean().optional(),
});

export const adminLoginSchema = z.strictObject({
  email: z.string().min(3).max(254),
  password: z.string().min(1).max(1024),
});

const dateFilter = z
  .string()
  .max(40)
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || ISO_DATE_TIME.test(value), 'must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date');

export const adminFiltersSchema = z.strictObject({
  status: z.union([z.enum(STATUSES), z.array(z.enum(STATUSES)).max(STATUSES.length)]).optional(),
  category: text(64).optional(),
  type: z.enum(SUBMISSION_TYPES).optional(),
  module: z.enum(MODULES).optional(),
  from: dateFilter.optional(),
  to: dateFilter.optional(),
  search: text(200).optional(),
});
export type AdminFilters = z.infer<typeof adminFiltersSchema>;

export const MAX_PAGE_SIZE = 100;
export const FILTERS_NOT_AN_OBJECT = 'filters must be a JSON object';

/**
 * A page number or page size from the query string (`null` when absent): absent or empty is `fallback`; otherwise one
 * to six digits, at least 1, and more than `max` reads as `max`. Its one error message names the parameter.
 */
function wholeNumberParam(name: string, fallback: number, max: number) {
  const message = `${name} must be a whole number from 1`;
  return z
    .string()
    .nullable()
    .transform((raw) => (raw === null || raw === '' ? String(fallback) : raw))
    .pipe(z.string().regex(/^\d{1,6}$/, message))
    .transform(Number)
    .pipe(z.number().min(1, message))
    .transform((value) => Math.min(value, max));
}

/** The `filters` parameter: absent or blank is no filter; otherwise a JSON object checked by adminFiltersSchema. */
const adminFiltersParam = z
  .string()
  .nullable()
  .transform((raw, ctx): unknown => {
    if (raw === null || raw.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
    } catch {
      /* reported below */
    }
    ctx.addIssue({ code: 'custom', message: FILTERS_NOT_AN_OBJECT });
    return z.NEVER;
  })
  .pipe(adminFiltersSchema);

/** GET /admin/feedback's query: page (default 1), limit (default 20, at most 100) and filters. */
export const adminListQuerySchema = z.object({
  page: wholeNumberParam('page', 1, 1_000_000),
  limit: wholeNumberParam('limit', 20, MAX_PAGE_SIZE),
  filters: adminFiltersParam,
});

/** GET /analytics's query: range, one of 7d, 30d, 90d, all (default 30d; an empty value is not the default). */
export const analyticsQuerySchema = z.object({
  range: z
    .string()
    .nullable()
    .transform((raw) => raw ?? '30d')
    .pipe(z.enum(ANALYTICS_RANGES, { error: `range must be one of ${ANALYTICS_RANGES.join(', ')}` })),
});

/**
 * The first problem of a failed query-string parse. Problems inside `filters` name where they are
 * (`filters.from: must be a date (YYYY-MM-DD)`, `filters: unknown filter colour`); the others' messages name their
 * parameter already (`page must be a whole number from 1`).
 */
export function describeQueryIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid query';
  const [field, ...rest] = issue.path.map(String);
  if (field === 'filters' && (rest.length > 0 || issue.code === 'unrecognized_keys')) {
    const where = rest.length > 0 ? `filters.${rest.join('.')}` : 'filters';
    return `${where}: ${issue.code === 'unrecognized_keys' ? `unknown filter ${issue.keys.join(', ')}` : issue.message}`;
  }
  return issue.message;
}

export const adminUpdateSchema = z.strictObject({
  status: z.enum(STATUSES),
  adminNote: text(2000).nullish(),
});

/** The first problem of a failed parse, as one readable sentence: `title: must be at most 200 characters`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return `${where}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
  }
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
