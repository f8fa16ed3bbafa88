/**
 * Which tables the app lock encrypts and what stays clear in them (docs/app-lock.md, section 3). Every table of the
 * schema is named here, encrypted or clear with its reason; a test fails on a table in neither.
 */

export interface EncryptedTablePolicy {
  encrypted: true;
  /** Fields kept clear besides the primary key and the indexes' fields (non-extractable CryptoKeys, say). */
  clearFields?: readonly string[];
  /** A row this returns true for is kept whole (settings the lock screen and the service worker need). */
  keepRowClear?: (row: Record<string, unknown>) => boolean;
}

export interface ClearTablePolicy {
  encrypted: false;
  reason: string;
}

export type AppLockTablePolicy = EncryptedTablePolicy | ClearTablePolicy;

/**
 * The settings rows the lock screen needs to show itself in the person's mode, the lock's own row, and the reminder
 * ids already shown (random ids, nothing of the plan's words), so that a push sent again while locked stays silent.
 */
export const CLEAR_SETTING_KEYS: ReadonlySet<string> = new Set(['accessibility', 'theme', 'audio', 'audioMode', 'usageEvents', 'appLock', 'reminderShown']);

const ENCRYPTED: EncryptedTablePolicy = { encrypted: true };

export const APP_LOCK_TABLES: Readonly<Record<string, AppLockTablePolicy>> = {
  settings: { encrypted: true, keepRowClear: (row) => typeof row.key === 'string' && CLEAR_SETTING_KEYS.has(row.key) },
  users: ENCRYPTED,
  flows: { encrypted: false, reason: "the app's own content, bundled or fetched" },
  flowEvents: ENCRYPTED,
  codexUsers: { encrypted: false, reason: 'session counters, nothing typed' },
  codexSectionCompletions: { encrypted: false, reason: 'which sections were read, nothing typed' },
  codexQuizCompletions: { encrypted: false, reason: 'which quizzes were done, nothing typed' },
  codexFeedback: ENCRYPTED,
  feedbackSubmissions: ENCRYPTED,
  trackingEvents: ENCRYPTED,
  promptState: { encrypted: false, reason: 'which prompts were dismissed, nothing typed' },
  navigationHistory: ENCRYPTED,
  outbox: ENCRYPTED,
  insightEntries: ENCRYPTED,
  activityEntries: ENCRYPTED,
  trailProgress: ENCRYPTED,
  journeyProgress: ENCRYPTED,
  deadLetters: ENCRYPTED,
  syncState: { encrypted: false, reason: 'replay cursors and times' },
  pendingUploads: ENCRYPTED,
  therapistClients: ENCRYPTED,
  prescriptions: ENCRYPTED,
  clientNotes: ENCRYPTED,
  clientReturns: ENCRYPTED,
  receivedPrescriptions: ENCRYPTED,
  prescribedCompletions: ENCRYPTED,
  directoryCache: { encrypted: false, reason: 'a copy of the public therapist directory' },
  codexReviews: ENCRYPTED,
  hearthlinkContacts: ENCRYPTED,
  libraryState: ENCRYPTED,
  communityPosts: ENCRYPTED,
  communityReports: ENCRYPTED,
  bookDrafts: ENCRYPTED,
  bookReceipts: ENCRYPTED,
  inboxKeys: { encrypted: true, clearFields: ['keyPair', 'transferCopy'] },
  sentReturns: ENCRYPTED,
  flagReviews: ENCRYPTED,
  e2eeRecords: ENCRYPTED,
  e2eePending: ENCRYPTED,
  e2eeClock: { encrypted: false, reason: "the sync's clock" },
  e2eeAccount: { encrypted: false, reason: 'ids and non-extractable keys the sync worker needs to refuse a locked database' },
  e2eeApplied: { encrypted: false, reason: 'ids of applied changes' },
};

export function encryptedPolicyOf(table: string): EncryptedTablePolicy | null {
  const policy = APP_LOCK_TABLES[table];
  return policy?.encrypted ? policy : null;
}

export function encryptedTableNames(): string[] {
  return Object.entries(APP_LOCK_TABLES)
    .filter(([, policy]) => policy.encrypted)
    .map(([name]) => name);
}
