/**
 * The community's moderation (functions/community.ts under /admin, the admin session cookie): the held and reported
 * queues, an item as a moderator sees it, and the moderators' bodies. Bodies are strict; answers travel in the envelope.
 */
import { CONTENT_NOTES } from './safe-messaging.ts';
import {
  COMMUNITY_REPORT_REASONS,
  MAX_MODERATION_REASON,
  MAX_MODERATOR_MESSAGE,
  MAX_MODERATOR_NOTE,
  MAX_REPORT_DETAILS_SHOWN,
  moderatorMessageSchema,
  pageParamSchema,
  postIdSchema,
  SERVER_POST_STATUSES,
  text,
} from './community-schemas.ts';
import { z } from './zod.ts';

const isoTimeSchema = z.iso.datetime({ offset: true });

export const MODERATION_QUEUES = ['held', 'reported'] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];
/** Items in one page of a moderation queue. */
export const MODERATION_PAGE_SIZE = 50;
/**
 * GET /admin/queue?queue=held|reported&page=: a page of the queue, riskiest first, then oldest first. Held: posts
 * held for words suggesting risk before those held only for method detail. Reported: posts with an open "unsafe"
 * report, then posts hidden by reports, then the rest. A flood of new items therefore never pushes an at-risk post
 * out of sight, and every item can be reached page by page.
 */
export const moderationQueueQuerySchema = z.object({
  queue: z
    .enum(MODERATION_QUEUES, 'queue must be held or reported')
    .nullable()
    .transform((value) => value ?? 'held'),
  page: pageParamSchema,
});

export const moderationItemSchema = z.object({
  id: postIdSchema,
  parentId: postIdSchema.nullable(),
  handle: z.string(),
  handleSuspended: z.boolean(),
  body: z.string(),
  contentNotes: z.array(z.enum(CONTENT_NOTES)),
  contentNoteText: z.string(),
  status: z.enum(SERVER_POST_STATUSES),
  holdReasons: z.array(z.string()),
  guidance: z.array(z.string()),
  /** A summary: counts by reason over all open reports, and at most MAX_REPORT_DETAILS_SHOWN details (the first). */
  reports: z.object({
    count: z.int().min(0),
    /** Of `count`, the reports from established identities, which hide the post at REPORTS_TO_HIDE. */
    counting: z.int().min(0),
    reasons: z.array(z.object({ reason: z.enum(COMMUNITY_REPORT_REASONS), count: z.int().min(1) })),
    details: z.array(z.string()).max(MAX_REPORT_DETAILS_SHOWN),
  }),
  hiddenByReports: z.boolean(),
  claim: z.object({ by: z.string(), until: isoTimeSchema, mine: z.boolean() }).nullable(),
  notes: z.array(z.object({ by: z.string(), at: isoTimeSchema, text: z.string() })),
  /** The private reply the writer's device shows, if one was sent. */
  moderatorMessage: moderatorMessageSchema.nullable(),
  createdAt: isoTimeSchema,
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueSchema = z.object({
  items: z.array(moderationItemSchema).max(MODERATION_PAGE_SIZE),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  /** Items in the whole queue. */
  total: z.int().min(0),
});
export type ModerationQueuePage = z.infer<typeof moderationQueueSchema>;

export const moderationReasonBodySchema = z.strictObject({ reason: text('reason', MAX_MODERATION_REASON, 1) });
export const emptyBodySchema = z.strictObject({});
export const moderatorNoteBodySchema = z.strictObject({ text: text('text', MAX_MODERATOR_NOTE, 1) });
/** POST /admin/posts/{id}/reply { text }: the private reply to the writer. */
export const moderatorMessageBodySchema = z.strictObject({ text: text('text', MAX_MODERATOR_MESSAGE, 1) });
