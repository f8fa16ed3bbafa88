/**
 * Request schemas for every feedback endpoint (zod), parsed by the functions and typed for the clients (the
 * `*Body` types are what a client sends, `z.input`; the server works with what the schema gives, `z.output`).
 * Objects are strict: an unknown key is a 400, so a client bug or a probe is caught instead of silently dropped.
 */
import { z } from './zod.ts';
import { MODULES, SUBMISSION_TYPES } from './categories.ts';
import { identifier, ISO_DATE_TIME, jsonObject, pagePath, text, timestamp } from './json-values.ts';

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
export const MAX_PAGE_SIZE = 100;

export type EventType = (typeof EVENT_TYPES)[number];
export type PromptInteractionType = (typeof PROMPT_INTERACTION_TYPES)[number];
export type Status = (typeof STATUSES)[number];
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const UPLOAD_URL_PATTERN = /^\/\.netlify\/functions\/feedback\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif|webp))$/;

/** Only the functions' own upload URLs are ever shown as images or links, or sent as attachments. */
export function isUploadUrl(url: string): boolean {
  return UPLOAD_URL_PATTERN.test(url);
}

const fieldValue = z.union([text(2000), z.number(), z.boolean(), z.null()]);

/** POST /submit. */
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
/** What a client may send to /submit. */
export type SubmissionBody = z.input<typeof submissionSchema>;
/** What the server has once /submit parsed it. */
export type SubmissionInput = z.output<typeof submissionSchema>;

/** POST /track: one event (also accepted on its own, outside a batch). */
export const trackEventSchema = z.strictObject({
  id: z.uuid('must be a UUID'),
  type: z.enum(EVENT_TYPES),
  data: jsonObject.optional(),
  context: jsonObject.optional(),
  timestamp,
  sessionId: identifier.optional(),
  userId: identifier.nullish(),
});
export type TrackEventBody = z.input<typeof trackEventSchema>;
export type TrackEventInput = z.output<typeof trackEventSchema>;

/** POST /track: a batch. Its events are checked one by one, so one bad event never refuses the rest. */
export const trackBatchSchema = z.strictObject({
  events: z
    .array(z.unknown())
    .min(1, 'must hold at least one event')
    .max(MAX_EVENTS_PER_BATCH, `must hold at most ${MAX_EVENTS_PER_BATCH} events`),
  sessionId: identifier.optional(),
  userId: identifier.nullish(),
});

/** POST /should-prompt. */
export const shouldPromptSchema = z.strictObject({
  page: pagePath,
  action: text(64).nullish(),
  sessionId: identifier,
  userId: identifier.nullish(),
});
export type ShouldPromptBody = z.input<typeof shouldPromptSchema>;

/** POST /prompt-interaction. */
export const promptInteractionSchema = z.strictObject({
  id: z.uuid('must be a UUID'),
  type: z.enum(PROMPT_INTERACTION_TYPES),
  timestamp,
  sessionId: identifier,
  page: pagePath.nullish(),
});
export type PromptInteractionBody = z.input<typeof promptInteractionSchema>;

/** PUT /preferences. */
export const preferencesSchema = z.strictObject({
  userId: identifier,
  promptOptOut: z.boolean().optional(),
  trackingOptOut: z.boolean().optional(),
});
export type PreferencesBody = z.input<typeof preferencesSchema>;

/** POST /admin/login. */
export const adminLoginSchema = z.strictObject({
  email: z.string().min(3).max(254),
  password: z.string().min(1).max(1024),
});
export type AdminLoginBody = z.input<typeof adminLoginSchema>;

/** PATCH /admin/feedback/{id}. */
export const adminUpdateSchema = z.strictObject({
  status: z.enum(STATUSES),
  adminNote: text(2000).nullish(),
});
export type AdminUpdateBody = z.input<typeof adminUpdateSchema>;

const EARLIEST_FILTER_DATE = Date.UTC(1970, 0, 1);
const LATEST_FILTER_DATE = Date.UTC(9999, 11, 30, 23, 59, 59, 999);

const dateFilter = z
  .string()
  .max(40)
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || ISO_DATE_TIME.test(value), 'must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date')
  // The server adds up to a day to a `to` date and stores four-digit years: outside this range that sum has no
  // timestamp PostgreSQL reads (year 10000 is written +010000), which was a 500.
  .refine((value) => {
    const time = Date.parse(value);
    return time >= EARLIEST_FILTER_DATE && time <= LATEST_FILTER_DATE;
  }, 'must be between 1970-01-01 and 9999-12-30');

/** The `filters` JSON object of GET /admin/feedback. */
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
