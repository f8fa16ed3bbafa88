/**
 * How an export file read back is checked, before anything on the device changes: the file's envelope (format,
 * version, plain or passphrase-protected), then each table's rows, field by field, as strictly as the screens that
 * read them expect. What the file holds and why is declared in export-format.ts.
 */
import * as z from 'zod/mini';
import { localDate, prescriptionSchema } from '@contract/prescription-schemas';
import { BOOK_STATUSES, MAX_AUTHOR_NOTE_LENGTH, MAX_TITLE_LENGTH } from '@contract/book-schemas';
import { normalizeShareCode } from '@contract/share-code';
import { HEARTHLINK_LIMITS } from '@/db/hearthlink-types';
import type { LibraryShelf } from '@/db/library-types';
import { MAX_WRITTEN_PHONE_LENGTH, phoneProblem } from '@/lib/phone';
import { safetyPlanReviewSchema } from '@/domains/safety-plan/review-reminder';
import { safetyPlanWizardSchema } from '@/domains/safety-plan/wizard-progress';
import { EXPORT_FORMAT, IMPORT_LIMITS } from './export-format';

const id = z.string().check(z.minLength(1), z.maxLength(200));
const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'));
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
const fieldValue = z.union([scalar, z.array(z.record(z.string(), scalar))]);
const values = z.record(z.string(), fieldValue);

const insightEntry = z.object({ id, toolId: id, values, createdAt: isoDate, updatedAt: isoDate });
const activityEntry = z.object({ id, activityId: id, values, createdAt: isoDate, updatedAt: isoDate });
const trailProgress = z.object({
  trailId: id,
  startedAt: isoDate,
  updatedAt: isoDate,
  currentStepId: z.nullable(z.string()),
  completedStepIds: z.array(z.string()),
  responses: z.record(z.string(), z.string()),
  finishedAt: z.nullable(isoDate),
});
const journeyProgress = z.object({
  journeyId: id,
  startedAt: isoDate,
  updatedAt: isoDate,
  completedItems: z.array(z.string()),
  completedDays: z.record(z.string(), z.string()),
  finishedAt: z.nullable(isoDate),
});
const flowEvent = z.object({
  id,
  flow_id: id,
  session_id: z.string(),
  event_type: z.string(),
  event_data: z.unknown(),
  user_id: z.nullable(z.string()),
  created_at: isoDate,
});

const record = z.record(z.string(), z.unknown());
const nullableId = z.nullable(z.string().check(z.maxLength(200)));
const count = z.int().check(z.gte(0));

const accessibilitySettings = z.object({
  user_id: nullableId,
  high_contrast: z.boolean(),
  reduced_motion: z.boolean(),
  font_size: z.enum(['small', 'medium', 'large', 'xl']),
  voice_navigation: z.boolean(),
  keyboard_shortcuts: z.boolean(),
  dyslexia_font: z.boolean(),
  plain_language: z.boolean(),
  updated_at: isoDate,
});

/** Each setting the app knows, with its value checked as strictly as the screens that read it expect. */
export const settingSchemas = {
  accessibility: accessibilitySettings,
  theme: z.enum(['light', 'dark', 'system']),
  audio: z.object({
    rate: z.number().check(z.gte(0.1), z.lte(10)),
    pitch: z.number().check(z.gte(0), z.lte(2)),
    volume: z.number().check(z.gte(0), z.lte(1)),
    voice: z.optional(z.string().check(z.maxLength(300))),
  }),
  audioMode: z.boolean(),
  usageEvents: z.boolean(),
  safetyPlanReview: safetyPlanReviewSchema,
  safetyPlanWizard: safetyPlanWizardSchema,
} as const;

/** A setting row: its value is checked by `settingSchemas` on import (a key this version does not know is skipped). */
const setting = z.object({ key: z.string().check(z.minLength(1), z.maxLength(100)), value: z.unknown() });

const feedbackSubmission = z.object({
  id,
  sessionId: z.string(),
  category: z.string(),
  subcategory: z.nullable(z.string()),
  type: z.string(),
  rating: z.nullable(z.number()),
  title: z.string(),
  message: z.string(),
  context: z.looseObject({ module: z.string(), submissionTimestamp: z.string() }),
  metadata: record,
  attachments: z.array(z.string()),
  createdAt: isoDate,
  syncedAt: z.nullable(isoDate),
});

const codexUser = z.object({
  id,
  user_id: nullableId,
  session_id: z.string(),
  first_seen: isoDate,
  last_activity: isoDate,
  total_sessions: count,
  updated_at: isoDate,
});
const codexSectionCompletion = z.object({
  id,
  user_id: nullableId,
  session_id: z.string(),
  section_id: z.string(),
  subsection_index: count,
  completion_time: z.number(),
  completed_at: isoDate,
});
const codexQuizCompletion = z.object({
  id,
  user_id: nullableId,
  session_id: z.string(),
  section_id: z.string(),
  quiz_score: z.number(),
  total_questions: count,
  time_taken: z.number(),
  attempts: count,
  completed_at: isoDate,
});
const codexFeedback = z.object({
  id,
  user_id: nullableId,
  session_id: z.string(),
  section_id: z.string(),
  rating: z.number(),
  feedback_text: z.string(),
  experience_type: z.string(),
  created_at: isoDate,
});
// The event type is not limited to today's list, so that an export always imports back into the version that made it.
const trackingEvent = z.object({ id, type: z.string().check(z.minLength(1), z.maxLength(100)), data: record, context: record, createdAt: isoDate });
const promptState = z.object({
  key: z.literal('prompt'),
  lastPromptedAt: z.nullable(isoDate),
  feedbackCount: count,
  pageViews: count,
  toolsCompleted: count,
  feedbackTimes: z.array(isoDate),
});
const navigationEntry = z.object({ sessionId: z.string(), path: z.string().check(z.maxLength(2000)), at: isoDate });

// A received prescription is checked as strictly as when it was first opened from its link or code.
const receivedPrescription = z.object({
  id,
  prescription: prescriptionSchema,
  source: z.enum(['link', 'code']),
  addedAt: isoDate,
  archivedAt: z.nullable(isoDate),
});
const prescribedCompletion = z.object({ id, prescriptionId: id, itemId: id, dueDate: localDate, completedAt: isoDate });

// A contact is checked as the Hearthlink form checks it: a name, and a phone a phone can dial.
const hearthlinkContact = z.object({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(HEARTHLINK_LIMITS.name)),
  howTheyHelp: z.string().check(z.maxLength(HEARTHLINK_LIMITS.howTheyHelp)),
  phone: z.string().check(
    z.maxLength(MAX_WRITTEN_PHONE_LENGTH),
    z.refine((value) => phoneProblem(value) === null, 'not a phone number'),
  ),
  order: z.int().check(z.gte(0), z.lte(1_000_000)),
  createdAt: isoDate,
  updatedAt: isoDate,
});


// A card is kept as the scheduler serialises it: a few named numbers, dates and states. Checked for shape and size
// only (the codex starts a fresh card from a damaged one), so a newer scheduler's extra field still imports.
const schedulerCard = z
  .record(z.string().check(z.minLength(1), z.maxLength(40)), z.union([z.number(), z.string().check(z.maxLength(40)), z.boolean(), z.null()]))
  .check(z.refine((card) => Object.keys(card).length <= 30, 'too many fields'));
const codexReview = z
  .object({
    id,
    sectionId: id,
    questionId: id,
    due: isoDate,
    card: schedulerCard,
    reviewStep: z.int().check(z.gte(0), z.lte(1_000)),
    lastReviewedAt: z.nullable(isoDate),
    createdAt: isoDate,
  })
  // The id is the section and question it schedules: a row that says otherwise would be a second card for one question.
  .check(z.refine((row) => row.id === `${row.sectionId}/${row.questionId}`, 'the id is not the section and question'));

const LIBRARY_SHELVES = ['want-to-read', 'reading', 'read'] as const satisfies readonly LibraryShelf[];
// A paragraph index, as the reader keeps positions and bookmarks.
const paragraph = z.int().check(z.gte(0), z.lte(100_000));
const libraryState = z.object({
  // A reading id is a short lowercase slug, as the library's content names it.
  readingId: z.string().check(z.maxLength(120), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  shelf: z.nullable(z.enum(LIBRARY_SHELVES)),
  position: paragraph,
  bookmarks: z.array(z.object({ paragraph, createdAt: isoDate })).check(z.maxLength(IMPORT_LIMITS.bookmarks)),
  updatedAt: isoDate,
});

const bookReceipt = z.object({
  // Only a code the service could have given (canonical, with a right check symbol).
  receiptCode: z.string().check(z.maxLength(64), z.refine((code) => normalizeShareCode(code) === code, 'not a receipt code')),
  title: z.string().check(z.minLength(1), z.maxLength(MAX_TITLE_LENGTH)),
  submittedAt: isoDate,
  draftId: z.optional(id),
  status: z.optional(z.enum(BOOK_STATUSES)),
  note: z.optional(z.nullable(z.string().check(z.maxLength(MAX_AUTHOR_NOTE_LENGTH)))),
  checkedAt: z.optional(isoDate),
});

/** Version 1 files have only Insight's tables: the others are optional and read as empty. */
export const exportedDataSchema = z.object({
  insightEntries: z.array(insightEntry),
  activityEntries: z.array(activityEntry),
  trailProgress: z.array(trailProgress),
  journeyProgress: z.array(journeyProgress),
  flowEvents: z.array(flowEvent),
  settings: z.optional(z.array(setting)),
  feedbackSubmissions: z.optional(z.array(feedbackSubmission)),
  codexUsers: z.optional(z.array(codexUser)),
  codexSectionCompletions: z.optional(z.array(codexSectionCompletion)),
  codexQuizCompletions: z.optional(z.array(codexQuizCompletion)),
  codexFeedback: z.optional(z.array(codexFeedback)),
  trackingEvents: z.optional(z.array(trackingEvent)),
  promptState: z.optional(z.array(promptState)),
  navigationHistory: z.optional(z.array(navigationEntry)),
  receivedPrescriptions: z.optional(z.array(receivedPrescription)),
  prescribedCompletions: z.optional(z.array(prescribedCompletion)),
  hearthlinkContacts: z.optional(z.array(hearthlinkContact).check(z.maxLength(HEARTHLINK_LIMITS.contacts))),
  codexReviews: z.optional(z.array(codexReview).check(z.maxLength(IMPORT_LIMITS.codexReviews))),
  libraryState: z.optional(z.array(libraryState).check(z.maxLength(IMPORT_LIMITS.libraryState))),
  bookReceipts: z.optional(z.array(bookReceipt).check(z.maxLength(IMPORT_LIMITS.bookReceipts))),
});

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/));

export const exportFileSchema = z.discriminatedUnion('protected', [
  z.object({
    format: z.literal(EXPORT_FORMAT),
    version: z.int(),
    exportedAt: isoDate,
    protected: z.literal(false),
    data: z.unknown(),
  }),
  z.object({
    format: z.literal(EXPORT_FORMAT),
    version: z.int(),
    exportedAt: isoDate,
    protected: z.literal(true),
    encryption: z.object({
      kdf: z.object({ name: z.literal('PBKDF2'), hash: z.literal('SHA-256'), iterations: z.int(), salt: base64 }),
      cipher: z.object({ name: z.literal('AES-GCM'), iv: base64 }),
      data: base64,
    }),
  }),
]);
