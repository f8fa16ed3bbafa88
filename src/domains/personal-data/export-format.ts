/**
 * The export file: every table of personal data Better Minds keeps on this device (what was written in Insight,
 * progress, flow answers, settings, feedback, codex progress and review schedule, Hearthlink's trusted contacts, library
 * shelves and bookmarks, book receipt codes and usage records), as JSON, optionally protected by a passphrase. Checked field by field on import, so a damaged or foreign file changes nothing.
 *
 * "Delete everything" clears every table; `EXPORTED_TABLES` and `NOT_EXPORTED` together name every table, and a
 * test checks that no table is in neither list, so a new table has to be placed in one of them.
 */
import * as z from 'zod/mini';
import type {
  ActivityEntryRow,
  CodexFeedbackRow,
  CodexQuizCompletionRow,
  CodexSectionCompletionRow,
  CodexUserRow,
  FeedbackSubmissionRow,
  FlowEventRow,
  InsightEntryRow,
  JourneyProgressRow,
  NavigationEntryRow,
  PromptStateRow,
  SettingRow,
  TrackingEventRow,
  TrailProgressRow,
} from '@/db/types';
import { localDate, prescriptionSchema } from '@contract/prescription-schemas';
import type { PrescribedCompletionRow, ReceivedPrescriptionRow } from '@/db/star-chart-types';
import { HEARTHLINK_LIMITS, type HearthlinkContactRow } from '@/db/hearthlink-types';
import type { CodexReviewRow } from '@/db/codex-types';
import type { LibraryShelf, LibraryStateRow } from '@/db/library-types';
import type { BookReceiptRow } from '@/db/book-types';
import { BOOK_STATUSES, MAX_AUTHOR_NOTE_LENGTH, MAX_TITLE_LENGTH } from '@contract/book-schemas';
import { normalizeShareCode } from '@contract/share-code';
import { MAX_WRITTEN_PHONE_LENGTH, phoneProblem } from '@/lib/phone';
import type { EncryptedPayload } from './passphrase-crypto';
import { safetyPlanReviewSchema } from '@/domains/safety-plan/review-reminder';
import { safetyPlanWizardSchema } from '@/domains/safety-plan/wizard-progress';

export const EXPORT_FORMAT = 'better-minds-personal-data';
/**
 * Version 1 held Insight's five tables; version 2 adds every other table of personal data; version 3 adds the
 * prescriptions received from a therapist and what was marked done for them; version 4 adds Hearthlink's trusted
 * contacts; version 5 adds the codex review schedule, the library's shelves, places and bookmarks, and the receipt
 * codes of books sent. All five import (a table an older file lacks is read as empty and left as it is on the device).
 */
export const EXPORT_VERSION = 5;

export interface ExportedData {
  insightEntries: InsightEntryRow[];
  activityEntries: ActivityEntryRow[];
  trailProgress: TrailProgressRow[];
  journeyProgress: JourneyProgressRow[];
  flowEvents: FlowEventRow[];
  settings: SettingRow[];
  feedbackSubmissions: FeedbackSubmissionRow[];
  codexUsers: CodexUserRow[];
  codexSectionCompletions: CodexSectionCompletionRow[];
  codexQuizCompletions: CodexQuizCompletionRow[];
  codexFeedback: CodexFeedbackRow[];
  trackingEvents: TrackingEventRow[];
  promptState: PromptStateRow[];
  /** Pages visited, in order, without the device's own sequence numbers (import numbers them afresh). */
  navigationHistory: Omit<NavigationEntryRow, 'seq'>[];
  /** Prescriptions from a therapist on this device, and the days marked done for them. */
  receivedPrescriptions: ReceivedPrescriptionRow[];
  prescribedCompletions: PrescribedCompletionRow[];
  /** Hearthlink's trusted contacts (kept on this device only, never synced). */
  hearthlinkContacts: HearthlinkContactRow[];
  /** When missed codex questions come back for review (this device's own schedule, never synced). */
  codexReviews: CodexReviewRow[];
  /** Each library reading's shelf, where the person stopped, and their bookmarks. */
  libraryState: LibraryStateRow[];
  /** The receipt codes of books sent: without them the author cannot read a submission's status. */
  bookReceipts: BookReceiptRow[];
}

export type ExportedTable = keyof ExportedData;

export const EXPORTED_TABLES: readonly ExportedTable[] = [
  'insightEntries',
  'activityEntries',
  'trailProgress',
  'journeyProgress',
  'flowEvents',
  'settings',
  'feedbackSubmissions',
  'codexUsers',
  'codexSectionCompletions',
  'codexQuizCompletions',
  'codexFeedback',
  'trackingEvents',
  'promptState',
  'navigationHistory',
  'receivedPrescriptions',
  'prescribedCompletions',
  'hearthlinkContacts',
  'codexReviews',
  'libraryState',
  'bookReceipts',
];

/**
 * Tables that "delete everything" clears but the export leaves out, and why. The screen says the same in plain words.
 * - Sync machinery (outbox, deadLetters, syncState, pendingUploads): records waiting to be sent, or refused, and
 *   screenshots waiting to upload. The records themselves are in the file; importing the queue would send them a
 *   second time, and its entries only mean something to the device that queued them.
 * - users: a therapist's sign-in on this device. Signing in again restores it; a file must never sign anyone in.
 * - flows: the guided flows' own content, not anything the person wrote. It comes with the app or is fetched again.
 */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  outbox: 'things waiting to be sent: importing them would send them twice',
  deadLetters: 'things a server refused: kept for retrying on this device only',
  syncState: 'the sync engine’s own state',
  pendingUploads: 'screenshots waiting to upload with feedback: importing them would upload them twice',
  users: 'a therapist sign-in: sign in again instead',
  flows: 'guided-flow content that comes with the app',
  therapistClients: 'a therapist’s workspace: client charts are kept apart from a person’s own data',
  prescriptions: 'a therapist’s workspace: client charts are kept apart from a person’s own data',
  clientNotes: 'a therapist’s workspace: client charts are kept apart from a person’s own data',
  clientReturns: 'a therapist’s workspace: client charts are kept apart from a person’s own data',
  flagReviews: 'a therapist’s workspace: client charts are kept apart from a person’s own data',
  directoryCache: 'a copy of the public therapist directory: it is read again from the server',
  communityPosts: 'community posts: what you shared is kept by the community, and the rest is read again from it',
  communityReports: 'reports you made about community posts: the community keeps them',
  bookDrafts: 'a book draft with its manuscript, kept until it is sent: the manuscript is your own file already',
  inboxKeys: 'a therapist’s inbox keys: they move to another device only sealed, by “Move or receive inbox keys” in Star Chart',
  sentReturns: 'returns sent to a therapist’s inbox: what was sent is in your entries; its record is for withdrawing it here',
};

export type ExportFile =
  | { format: typeof EXPORT_FORMAT; version: number; exportedAt: string; protected: false; data: ExportedData }
  | { format: typeof EXPORT_FORMAT; version: number; exportedAt: string; protected: true; encryption: EncryptedPayload };

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

/** The most rows of each of these tables a file may hold: far above real use, low enough to refuse a flood. */
export const IMPORT_LIMITS = { codexReviews: 10_000, libraryState: 5_000, bookReceipts: 1_000, bookmarks: 500 } as const;

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
