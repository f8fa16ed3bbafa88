/**
 * The export file: every table of personal data Better Minds keeps on this device (what was written in Insight,
 * progress, flow answers, settings, feedback, codex progress and review schedule, Hearthlink's trusted contacts, library
 * shelves and bookmarks, book receipt codes and usage records), as JSON, optionally protected by a passphrase.
 * Checked field by field on import (export-schemas.ts), so a damaged or foreign file changes nothing.
 *
 * "Delete everything" clears every table; `EXPORTED_TABLES` and `NOT_EXPORTED` together name every table, and a
 * test checks that no table is in neither list, so a new table has to be placed in one of them.
 */
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
import type { PrescribedCompletionRow, ReceivedPrescriptionRow } from '@/db/star-chart-types';
import type { HearthlinkContactRow } from '@/db/hearthlink-types';
import type { CodexReviewRow } from '@/db/codex-types';
import type { LibraryStateRow } from '@/db/library-types';
import type { BookReceiptRow } from '@/db/book-types';
import type { EncryptedPayload } from './passphrase-crypto';

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
  /** Hearthlink's trusted contacts (never sent to a server but end-to-end encrypted, docs/e2ee-sync.md section 9). */
  hearthlinkContacts: HearthlinkContactRow[];
  /** When missed codex questions come back for review (sent to no server but end-to-end encrypted). */
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
  inboxKeys: 'a therapist’s inbox keys: they move to another device only sealed, by “Move or receive inbox keys” in Star Chart, or inside the encrypted sync',
  e2eeRecords: 'the encrypted sync’s merged copy of the synced tables: the file holds the tables themselves',
  e2eePending: 'changes waiting to be sent by the encrypted sync: importing them would send them twice',
  e2eeClock: 'the encrypted sync’s clock on this device',
  e2eeAccount: 'this device’s sync account and its keys, which never leave it in the clear',
  e2eeApplied: 'the ids of the changes this device has applied',
  sentReturns: 'returns sent to a therapist’s inbox: what was sent is in your entries; its record is for withdrawing it here',
};

export type ExportFile =
  | { format: typeof EXPORT_FORMAT; version: number; exportedAt: string; protected: false; data: ExportedData }
  | { format: typeof EXPORT_FORMAT; version: number; exportedAt: string; protected: true; encryption: EncryptedPayload };

/** The most rows of each of these tables a file may hold: far above real use, low enough to refuse a flood. */
export const IMPORT_LIMITS = { codexReviews: 10_000, libraryState: 5_000, bookReceipts: 1_000, bookmarks: 500 } as const;
