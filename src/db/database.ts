import { Dexie, type EntityTable, type Table } from 'dexie';
import type {
  CodexFeedbackRow,
  CodexQuizCompletionRow,
  CodexSectionCompletionRow,
  CodexUserRow,
  FeedbackSubmissionRow,
  FlowEventRow,
  FlowRow,
  NavigationEntryRow,
  PromptStateRow,
  SettingRow,
  TherapistUser,
  TrackingEventRow,
} from './types';
import type { ActivityEntryRow, InsightEntryRow, JourneyProgressRow, TrailProgressRow } from './types';
import type { DeadLetterRow, OutboxEntryRow, PendingUploadRow, SyncStateRow } from './outbox-types';
import type {
  ClientNoteRow,
  ClientReturnRow,
  FlagReviewRow,
  PrescribedCompletionRow,
  PrescriptionRow,
  ReceivedPrescriptionRow,
  TherapistClientRow,
} from './star-chart-types';
import type { BookDraftRow, BookReceiptRow } from './book-types';
import type { CodexReviewRow } from './codex-types';
import type { CommunityPostRow, CommunityReportRow } from './community-types';
import type { DirectoryCacheRow } from './directory-types';
import type { HearthlinkContactRow } from './hearthlink-types';
import type { LibraryStateRow } from './library-types';
import type { InboxKeyRow, SentReturnRow } from './inbox-types';
import { installAppLock } from './app-lock/lock-switch.ts';
import type { E2eeAccountRow, E2eeAppliedRow, E2eeClockRow, E2eePendingRow, E2eeRecordRow } from './e2ee-types';

export const DATABASE_NAME = 'better-minds';

/**
 * Version 1 schema: the spec's entities. Kept verbatim so that the upgrade to version 2 stays testable.
 */
export const schemaV1 = {
  settings: 'key',
  users: 'id',
  flows: 'id, *age_tiers, *tags, created_at',
  flowEvents: 'id, flow_id, session_id, created_at',
  codexUsers: 'id, &session_id, user_id',
  codexSectionCompletions: 'id, session_id, section_id',
  codexQuizCompletions: 'id, session_id, section_id',
  codexFeedback: 'id, session_id, section_id',
  feedbackSubmissions: 'id, sessionId, createdAt',
  trackingEvents: 'id, type, createdAt',
  promptState: 'key',
  navigationHistory: '++seq, sessionId, at',
} as const;

/**
 * Version 2 adds the transactional outbox. Feedback saved under version 1 and never confirmed by the server
 * (syncedAt null) is queued in the upgrade so that nothing written before the outbox existed is lost.
 */
export const schemaV2 = {
  ...schemaV1,
  outbox: '++seq, kind, recordId, nextAttemptAt, [kind+seq]',
} as const;

/**
 * Version 3 adds Insight's personal tables: tool entries, imaginarium entries, and trail and journey progress.
 * They are new tables, so nothing older needs converting.
 */
export const schemaV3 = {
  ...schemaV2,
  insightEntries: 'id, toolId, createdAt, [toolId+createdAt]',
  activityEntries: 'id, activityId, createdAt',
  trailProgress: 'trailId, updatedAt',
  journeyProgress: 'journeyId, updatedAt',
} as const;

/**
 * Version 4 adds the sync engine's tables: dead letters (entries the server refused for good), the replay state,
 * and the screenshots saved with a feedback submission until the replayer has uploaded them.
 */
export const schemaV4 = {
  ...schemaV3,
  deadLetters: '++id, kind, failedAt',
  syncState: 'key',
  pendingUploads: 'id, submissionId',
} as const;

/**
 * Version 5 drops indexes nothing queries: every index is one more write per record, and writing a record with its
 * outbox entry cost nine index entries where it now costs four (flow events and the outbox are written most). The
 * outbox is read by `seq`, `kind` and `recordId`; flow events only by id (and in full, for export and delete). The rows are
 * unchanged, so no data moves.
 */
export const schemaV5 = {
  ...schemaV4,
  flowEvents: 'id',
  outbox: '++seq, kind, recordId',
} as const;

/**
 * Version 6 adds Star Chart: the therapist's clients, prescriptions, private notes and imported returns, and the
 * client's received prescriptions and completions. New tables only, so nothing older needs converting.
 */
export const schemaV6 = {
  ...schemaV5,
  therapistClients: 'id, therapistId',
  prescriptions: 'id, therapistId, clientId',
  clientNotes: 'id, clientId',
  clientReturns: 'id, clientId, prescriptionId',
  receivedPrescriptions: 'id, addedAt',
  prescribedCompletions: 'id, prescriptionId, [prescriptionId+itemId]',
} as const;

/**
 * Version 7 adds the device's copy of the public therapist directory, so that /directory reads offline with its
 * "last updated" time. A new table only, so nothing older needs converting.
 */
export const schemaV7 = {
  ...schemaV6,
  directoryCache: 'key',
} as const;

/**
 * Version 8 adds Presence and Resonance: codex review cards, Hearthlink contacts, library shelves and reading
 * positions, the community posts this device wrote or read, its reports, and book drafts and receipts. New tables
 * only, so nothing older needs converting.
 */
export const schemaV8 = {
  ...schemaV7,
  codexReviews: 'id, sectionId, due',
  hearthlinkContacts: 'id, order',
  libraryState: 'readingId, shelf',
  communityPosts: 'id, parentId, status, createdAt',
  communityReports: 'postId',
  bookDrafts: 'id, status, updatedAt',
  bookReceipts: 'receiptCode, submittedAt',
} as const;

/**
 * Version 9 adds the returns inbox (issue 28): the therapist's inbox keys (one per prescription, the private key
 * non-extractable) and, on the client's side, the returns sent to a therapist's inbox. New tables only.
 */
export const schemaV9 = {
  ...schemaV8,
  inboxKeys: 'inboxId, prescriptionId, therapistId',
  sentReturns: 'id, prescriptionId',
} as const;

/**
 * Version 10 adds the therapist's reviews of a client's flags (issue 40): a flag marked reviewed no longer counts as
 * open. Kept on this device only. A new table only.
 */
export const schemaV10 = {
  ...schemaV9,
  flagReviews: 'id, therapistId, clientId',
} as const;

/**
 * Version 11 adds the end-to-end encrypted sync's replica (issue 38): each synced record's merged state, the changes
 * written here and not yet pushed (in order), the device's clock, its sync account (ids and keys) and the ids of the
 * changes applied here (to tell a replay). New tables only.
 */
export const schemaV11 = {
  ...schemaV10,
  e2eeRecords: '[kind+id]',
  e2eePending: '++seq',
  e2eeClock: 'key',
  e2eeAccount: 'key',
  e2eeApplied: 'changeId',
} as const;

export class BetterMindsDatabase extends Dexie {
  settings!: Table<SettingRow, SettingRow['key']>;
  users!: EntityTable<TherapistUser, 'id'>;
  flows!: EntityTable<FlowRow, 'id'>;
  flowEvents!: EntityTable<FlowEventRow, 'id'>;
  codexUsers!: EntityTable<CodexUserRow, 'id'>;
  codexSectionCompletions!: EntityTable<CodexSectionCompletionRow, 'id'>;
  codexQuizCompletions!: EntityTable<CodexQuizCompletionRow, 'id'>;
  codexFeedback!: EntityTable<CodexFeedbackRow, 'id'>;
  feedbackSubmissions!: EntityTable<FeedbackSubmissionRow, 'id'>;
  trackingEvents!: EntityTable<TrackingEventRow, 'id'>;
  promptState!: EntityTable<PromptStateRow, 'key'>;
  navigationHistory!: EntityTable<NavigationEntryRow, 'seq'>;
  outbox!: EntityTable<OutboxEntryRow, 'seq'>;
  insightEntries!: EntityTable<InsightEntryRow, 'id'>;
  activityEntries!: EntityTable<ActivityEntryRow, 'id'>;
  trailProgress!: EntityTable<TrailProgressRow, 'trailId'>;
  journeyProgress!: EntityTable<JourneyProgressRow, 'journeyId'>;
  deadLetters!: Table<DeadLetterRow, number>;
  syncState!: Table<SyncStateRow, SyncStateRow['key']>;
  pendingUploads!: Table<PendingUploadRow, string>;
  therapistClients!: EntityTable<TherapistClientRow, 'id'>;
  prescriptions!: EntityTable<PrescriptionRow, 'id'>;
  clientNotes!: EntityTable<ClientNoteRow, 'id'>;
  clientReturns!: EntityTable<ClientReturnRow, 'id'>;
  receivedPrescriptions!: EntityTable<ReceivedPrescriptionRow, 'id'>;
  prescribedCompletions!: EntityTable<PrescribedCompletionRow, 'id'>;
  directoryCache!: EntityTable<DirectoryCacheRow, 'key'>;
  codexReviews!: EntityTable<CodexReviewRow, 'id'>;
  hearthlinkContacts!: EntityTable<HearthlinkContactRow, 'id'>;
  libraryState!: EntityTable<LibraryStateRow, 'readingId'>;
  communityPosts!: EntityTable<CommunityPostRow, 'id'>;
  communityReports!: EntityTable<CommunityReportRow, 'postId'>;
  bookDrafts!: EntityTable<BookDraftRow, 'id'>;
  bookReceipts!: EntityTable<BookReceiptRow, 'receiptCode'>;
  inboxKeys!: EntityTable<InboxKeyRow, 'inboxId'>;
  sentReturns!: EntityTable<SentReturnRow, 'id'>;
  flagReviews!: EntityTable<FlagReviewRow, 'id'>;
  e2eeRecords!: Table<E2eeRecordRow, [string, string]>;
  e2eePending!: EntityTable<E2eePendingRow, 'seq'>;
  e2eeClock!: Table<E2eeClockRow, E2eeClockRow['key']>;
  e2eeAccount!: Table<E2eeAccountRow, E2eeAccountRow['key']>;
  e2eeApplied!: Table<E2eeAppliedRow, string>;

  constructor(name = DATABASE_NAME) {
    super(name);
    this.version(1).stores(schemaV1);
    this.version(2)
      .stores(schemaV2)
      .upgrade(async (tx) => {
        const now = new Date().toISOString();
        const unsent = await tx
          .table<FeedbackSubmissionRow, string>('feedbackSubmissions')
          .filter((row) => !row.syncedAt)
          .toArray();
        await tx.table<OutboxEntryRow, number>('outbox').bulkAdd(
          unsent.map((row) => ({
            kind: 'feedback_submission' as const,
            recordId: row.id,
            payload: row,
            createdAt: row.createdAt ?? now,
            attempts: 0,
            nextAttemptAt: now,
            lastError: null,
          })),
        );
      });
    // Versions 3 to 10 have no upgrade function, so they are not declared: Dexie diffs the schema a device has
    // installed against each declared version above it (version 11 adds their tables and drops version 5's indexes),
    // and every `stores()` re-parses every version declared before it, which made this constructor one of the
    // longest tasks after load. The upgrade tests open each older schema and upgrade it to the current one.
    this.version(11).stores(schemaV11);
    // Every connection (the page's, the sync worker's, the service worker's) seals and opens alike, and refuses
    // with AppLockedError while locked; with the lock off it passes rows through (src/db/app-lock, docs/app-lock.md).
    installAppLock(this);
  }
}

export const db = new BetterMindsDatabase();
