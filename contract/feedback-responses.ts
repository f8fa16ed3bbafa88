/**
 * Response schemas: the `data` of every feedback endpoint's `{ success: true, data }`. The server's handlers return
 * these types; the client parses every answer with them (contract/client.ts). Fields the app does not rely on and
 * that an older server or a test stand-in may leave out are optional, so such an answer still parses.
 */
import { z } from './zod.ts';
import { MODULES, SUBMISSION_TYPES } from './categories.ts';
import { ANALYTICS_RANGES, STATUSES } from './feedback-schemas.ts';

/** POST /submit and POST /prompt-interaction: idempotent by id; `duplicate` says the id was already stored. */
export const storedResponseSchema = z.object({ id: z.string().min(1), duplicate: z.boolean().optional() });
export type StoredResponse = z.infer<typeof storedResponseSchema>;

/** POST /upload. */
export const uploadResponseSchema = z.object({
  url: z.string().min(1),
  name: z.string().optional(),
  contentType: z.string().optional(),
  size: z.number().optional(),
  duplicate: z.boolean().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * POST /track: per event, what was stored now, what the server already held (a repeat), refused (never to be
 * accepted) or ignored (opted out). `stored` and `duplicates` are required: a client confirms (deletes from its
 * outbox) only the ids listed in them or in `ignored`, so an answer without these lists confirms nothing.
 */
export const trackResponseSchema = z.object({
  stored: z.array(z.string()),
  duplicates: z.array(z.string()),
  rejected: z.array(z.object({ index: z.number().int().nonnegative(), id: z.string().nullable(), error: z.string() })).optional(),
  ignored: z.array(z.string()).optional(),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>;

/** POST /should-prompt. `reason` is one of PROMPT_REASONS (prompt-rules.ts); kept a string so a newer server's
 * reason never fails an older client. */
export const shouldPromptResponseSchema = z.object({ shouldPrompt: z.boolean(), reason: z.string().optional() });
export type ShouldPromptResponse = z.infer<typeof shouldPromptResponseSchema>;

/** GET and PUT /preferences. */
export const preferencesResponseSchema = z.object({
  userId: z.string(),
  promptOptOut: z.boolean(),
  trackingOptOut: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** GET /user/{id}: the submissions of that feedback id, answered only to the device key bound to it. */
export const ownSubmissionsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      category: z.string(),
      type: z.enum(SUBMISSION_TYPES),
      title: z.string(),
      status: z.enum(STATUSES),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
});
export type OwnSubmissionsResponse = z.infer<typeof ownSubmissionsResponseSchema>;

/**
 * DELETE /user/{id}: what was erased for that feedback id (device key required). Usage events, prompt interactions
 * and preferences are deleted; submissions stay for the team, with their session id and user id removed.
 */
export const userErasedResponseSchema = z.object({
  id: z.string(),
  deleted: z.object({
    events: z.int().nonnegative(),
    promptInteractions: z.int().nonnegative(),
    preferences: z.int().nonnegative(),
  }),
  submissionsUnlinked: z.int().nonnegative(),
});
export type UserErasedResponse = z.infer<typeof userErasedResponseSchema>;

const counts = z.record(z.string(), z.number());

/** GET /analytics. */
export const analyticsResponseSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  since: z.string().nullable(),
  until: z.string(),
  totals: z.object({
    submissions: z.number(),
    ratedSubmissions: z.number(),
    averageRating: z.number().nullable(),
    events: z.number(),
  }),
  byCategory: counts,
  byType: counts,
  byModule: counts,
  byStatus: counts,
  byRating: counts,
  byEventType: counts,
  daily: z.array(z.object({ date: z.string(), submissions: z.number(), averageRating: z.number().nullable() })),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** GET /submission-total, the one figure the thank-you screen shows: how many submissions the server holds. */
export const submissionTotalResponseSchema = z.object({
  totals: z.object({ submissions: z.int().nonnegative() }),
});
export type SubmissionTotalResponse = z.infer<typeof submissionTotalResponseSchema>;

/** POST /admin/login and GET /admin/session. */
export const adminSessionResponseSchema = z.object({ email: z.string(), expiresAt: z.string() });
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

/** POST /admin/logout. */
export const signedOutResponseSchema = z.object({ signedOut: z.literal(true) });
export type SignedOutResponse = z.infer<typeof signedOutResponseSchema>;

/** One submission as the admin screens see it (GET and PATCH /admin/feedback/{id}, and the list's items). */
export const adminSubmissionSchema = z.object({
  id: z.string(),
  /** null once the person erased their records (DELETE /user/{id}): the submission stays, unlinked. */
  sessionId: z.string().nullable(),
  userId: z.string().nullable(),
  category: z.string(),
  subcategory: z.string().nullable(),
  type: z.enum(SUBMISSION_TYPES),
  rating: z.number().nullable(),
  title: z.string(),
  message: z.string(),
  module: z.enum(MODULES),
  fields: z.record(z.string(), z.unknown()),
  context: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
  attachments: z.array(z.string()),
  status: z.enum(STATUSES),
  adminNote: z.string().nullable(),
  clientSubmittedAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;

/** GET /admin/feedback. */
export const adminPageResponseSchema = z.object({
  items: z.array(adminSubmissionSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type AdminPageResponse = z.infer<typeof adminPageResponseSchema>;
