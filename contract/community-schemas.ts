/**
 * The community's bodies and answers (functions/community.ts), parsed with these on both sides (the moderators': in
 * community-moderation-schemas.ts). Bodies are strict (an unknown key is a 400); answers travel in the feedback
 * functions' envelope (contract/envelope.ts).
 *
 * Who writes: a device makes a community key (32 random bytes, base64url) and sends it in `X-Community-Key` when it
 * posts or reports; the server keeps only its SHA-256. The first post under a handle reserves the handle for that
 * key, so nobody can post as another person's handle; a moderator's suspension applies to every handle of the key.
 * Reports are kept once per key and once per address; only a report from an established posting identity (a key
 * with a post published at least ESTABLISHED_AFTER_HOURS before) counts toward hiding a post, so fresh random keys
 * hide nothing, and a post keeps at most MAX_OPEN_REPORTS_PER_POST open reports.
 */
import { unhomoglyph } from './confusables.ts';
import { CONTENT_NOTES, GUIDANCE_RULES } from './safe-messaging.ts';
import { z } from './zod.ts';

export const COMMUNITY_PATH = '/.netlify/functions/community';
export const COMMUNITY_KEY_HEADER = 'X-Community-Key';

export const MAX_POST_LENGTH = 4000;
export const MAX_REPLY_LENGTH = 2000;
export const MAX_CONTENT_NOTE_TEXT = 200;
export const MAX_REPORT_DETAILS = 500;
export const MAX_MODERATION_REASON = 500;
export const MAX_MODERATOR_NOTE = 1000;
/** A moderator's private reply to a post's writer: long enough to be kind, short enough to read on a phone. */
export const MAX_MODERATOR_MESSAGE = 1000;
export const HANDLE_MIN = 3;
export const HANDLE_MAX = 24;
export const COMMUNITY_PAGE_SIZE = 20;
/**
 * Reports from this many established posting identities, each from its own address, hide a post from everyone until
 * a moderator reviews it.
 */
export const REPORTS_TO_HIDE = 3;
/** A key is an established posting identity once it has a post that was published this long before it reports. */
export const ESTABLISHED_AFTER_HOURS = 24;
/** The most open reports one post keeps; later ones are answered the same and not stored. */
export const MAX_OPEN_REPORTS_PER_POST = 20;
/** The most report details one moderation item shows (the counts by reason cover all reports). */
export const MAX_REPORT_DETAILS_SHOWN = 5;
/** How long a moderator's claim on an item lasts unless released. */
export const CLAIM_MINUTES = 15;

export const communityKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'the community key must be 43 base64url characters');
export const postIdSchema = z.uuid('must be a UUID');

/** Control characters other than tab, line feed and carriage return (NUL among them) are refused. */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

export function text(field: string, max: number, min = 0) {
  return z
    .string(`${field} must be text`)
    .trim()
    .min(min, min > 0 ? `${field} must not be empty` : undefined)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), `${field} must not contain control characters`);
}

const RESERVED_HANDLES = ['admin', 'administrator', 'moderator', 'mod', 'staff', 'better minds', 'betterminds', 'support', 'official'];

/** Length in characters (code points), as the database's char_length counts them: 𝐀 is one, not two. */
function characters(value: string): number {
  return [...value].length;
}

/**
 * The form a handle is compared in: two handles that differ only in width, case or separators are the same handle.
 * The database keeps this form (handle_key), so its length rule is checked on it (handleProblem).
 */
export function foldHandle(handle: string): string {
  return handle.trim().normalize('NFKC').toLowerCase().replace(/[ _.-]+/g, ' ');
}

/**
 * A name's confusables skeleton (Unicode TR 39 §4, on the data of its confusables.txt as the unhomoglyph package
 * ships it): NFKC, each character mapped to the Latin-like prototype it is confused with, lower case, mapped again
 * (lower-case forms have their own entries), marks stripped, i and l made one (the table maps capital I to l but
 * leaves i), separators dropped. Two names with one skeleton look alike, so "Ａｄｍｉｎ", "Моderator" and "0fficial"
 * meet the team's names here.
 */
export function handleSkeleton(handle: string): string {
  const mapped = unhomoglyph(unhomoglyph(handle.normalize('NFKC')).toLowerCase());
  return mapped
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/i/g, 'l')
    .replace(/[\s_.-]+/g, '');
}

// Made at the first check, not when the contract is evaluated (see ./confusables.ts).
let reservedSkeletons: ReadonlySet<string> | null = null;
const isReservedSkeleton = (skeleton: string) => (reservedSkeletons ??= new Set(RESERVED_HANDLES.map(handleSkeleton))).has(skeleton);

const LENGTH_PROBLEM = `A name must be ${HANDLE_MIN} to ${HANDLE_MAX} characters long.`;
const LETTERS_PROBLEM = 'A name starts with a letter and uses letters, numbers, spaces, dots, dashes or underscores.';

/**
 * Why a handle cannot be used, or null when it can. Shared by the device's form and the server. Checked both as
 * typed and as folded, since folding changes lengths (İ lower-cases to two characters, jamo compose into one
 * syllable) and the database keeps both forms.
 */
export function handleProblem(raw: string): string | null {
  const handle = raw.trim();
  const folded = foldHandle(handle);
  for (const form of [handle, folded]) {
    if (characters(form) < HANDLE_MIN || characters(form) > HANDLE_MAX) return LENGTH_PROBLEM;
    if (!/^\p{L}[\p{L}\p{M}\p{N} _.-]*$/u.test(form)) return LETTERS_PROBLEM;
  }
  if (/ {2}/.test(handle)) return 'A name cannot have two spaces in a row.';
  // Something that looks like contact details would make the writer findable: the community is pseudonymous.
  if ((folded.match(/\p{N}/gu) ?? []).length >= 6) return 'A name cannot look like a phone number. Use fewer digits.';
  if (/\b(at|dot)\b.*\b(com|net|org|mail)\b/i.test(folded) || /(gmail|hotmail|outlook|yahoo|icloud)/i.test(folded)) {
    return 'A name cannot look like an e-mail address.';
  }
  if (isReservedSkeleton(handleSkeleton(handle))) return 'This name is kept for the Better Minds team. Please choose another.';
  return null;
}

export const handleSchema = z
  .string('handle must be text')
  .trim()
  .superRefine((value, context) => {
    const problem = handleProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: `handle: ${problem}` });
  });

/** Why a body cannot be posted as it is (beyond its length), or null. Posts are text: images are refused. */
export function bodyProblem(body: string): string | null {
  if (/data:image\/|<\s*(img|svg|picture|video|iframe|object|embed)\b|!\[[^\]]*\]\(/i.test(body)) {
    return 'Posts are text only: images and embedded media cannot be shared here.';
  }
  return null;
}

/** POST /posts: a post (parentId null) or a reply. The id is made on the device: sending it twice publishes once. */
export const postRequestSchema = z
  .strictObject({
    id: postIdSchema,
    parentId: postIdSchema.nullable(),
    handle: handleSchema,
    body: text('body', MAX_POST_LENGTH, 1),
    contentNotes: z
      .array(z.enum(CONTENT_NOTES, `contentNotes must be among ${CONTENT_NOTES.join(', ')}`))
      .max(CONTENT_NOTES.length)
      .refine((notes) => new Set(notes).size === notes.length, 'contentNotes must not repeat'),
    contentNoteText: text('contentNoteText', MAX_CONTENT_NOTE_TEXT).default(''),
  })
  .superRefine((value, context) => {
    if (value.parentId !== null && value.body.length > MAX_REPLY_LENGTH) {
      context.addIssue({ code: 'custom', path: ['body'], message: `body of a reply must be at most ${MAX_REPLY_LENGTH} characters` });
    }
    const problem = bodyProblem(value.body);
    if (problem) context.addIssue({ code: 'custom', path: ['body'], message: problem });
  });
export type PostRequest = z.input<typeof postRequestSchema>;

export const SERVER_POST_STATUSES = ['published', 'held', 'rejected', 'removed'] as const;
export type ServerPostStatus = (typeof SERVER_POST_STATUSES)[number];

const isoTimeSchema = z.iso.datetime({ offset: true });

/** 201 (first time) or 200 (the same post again) from POST /posts. */
export const postReceiptSchema = z.object({
  id: postIdSchema,
  status: z.enum(SERVER_POST_STATUSES),
  holdReasons: z.array(z.string()),
  guidance: z.array(z.enum(GUIDANCE_RULES as [string, ...string[]])),
  rejectReason: z.string().nullable(),
  createdAt: isoTimeSchema,
});
export type PostReceipt = z.infer<typeof postReceiptSchema>;

export const publicReplySchema = z.object({
  id: postIdSchema,
  parentId: postIdSchema,
  handle: z.string(),
  body: z.string(),
  contentNotes: z.array(z.enum(CONTENT_NOTES)),
  contentNoteText: z.string(),
  createdAt: isoTimeSchema,
});
export type PublicReply = z.infer<typeof publicReplySchema>;

export const publicPostSchema = publicReplySchema.extend({
  parentId: z.null(),
  replies: z.array(publicReplySchema),
});
export type PublicPost = z.infer<typeof publicPostSchema>;

/** A `page` query parameter: a whole number from 1 (1 when absent). */
export const pageParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,4}$/, 'page must be a whole number from 1')
  .nullable()
  .transform((value) => (value === null ? 1 : Number(value)));

/** GET /posts?page=: published posts that are not hidden, newest first, each with its published replies. */
export const communityQuerySchema = z.object({ page: pageParamSchema });
export const communityPageSchema = z.object({
  posts: z.array(publicPostSchema).max(COMMUNITY_PAGE_SIZE),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().min(0),
  generatedAt: isoTimeSchema,
});
export type CommunityPage = z.infer<typeof communityPageSchema>;

/** A private reply from the moderators to a post's writer, and when it was written (the newest one only). */
export const moderatorMessageSchema = z.object({ text: z.string(), at: isoTimeSchema });
export type ModeratorMessage = z.infer<typeof moderatorMessageSchema>;

/** POST /posts/status { ids }: where this device's own posts stand (ids of other keys are left out). */
export const ownStatusBodySchema = z.strictObject({
  ids: z.array(postIdSchema).min(1, 'ids must not be empty').max(100, 'at most 100 ids'),
});
export const ownStatusesSchema = z.object({
  posts: z.array(
    z.object({
      id: postIdSchema,
      status: z.enum(SERVER_POST_STATUSES),
      rejectReason: z.string().nullable(),
      /** The moderators' private reply to the writer (only this key's device reads it); a server before it sends none. */
      moderatorMessage: moderatorMessageSchema.nullable().default(null),
    }),
  ),
});
export type OwnStatuses = z.infer<typeof ownStatusesSchema>;

export const COMMUNITY_REPORT_REASONS = ['unsafe', 'harassment', 'spam', 'personal-information', 'other'] as const;
export type CommunityReportReason = (typeof COMMUNITY_REPORT_REASONS)[number];
export const COMMUNITY_REPORT_REASON_LABELS: Readonly<Record<CommunityReportReason, string>> = {
  unsafe: 'It could put someone at risk',
  harassment: 'Unkind, harassing or hateful',
  spam: 'Spam or advertising',
  'personal-information': 'Shares someone’s personal information',
  other: 'Something else',
};

/** POST /posts/{id}/reports: one report per device key, per address, and post (a repeat is answered the same). */
export const postReportBodySchema = z.strictObject({
  reason: z.enum(COMMUNITY_REPORT_REASONS, `reason must be one of ${COMMUNITY_REPORT_REASONS.join(', ')}`),
  details: text('details', MAX_REPORT_DETAILS).default(''),
});
export type PostReportBody = z.input<typeof postReportBodySchema>;
export const reportAnswerSchema = z.object({ postId: postIdSchema, recorded: z.literal(true) });
