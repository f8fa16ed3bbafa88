/**
 * Which of the app's Dexie tables the end-to-end encrypted sync carries, and how (docs/e2ee-sync.md section 9). Every
 * table of the schema is either here or in NOT_SYNCED with its reason; a test fails on a table in neither, so a new
 * table cannot be forgotten. A record's kind is its table's name; its id is the row's primary key (record-ids.ts).
 */
import { answersCodec, plainCodec, type Row, type RowCodec } from './row-codecs.ts';

export interface SyncedTable extends RowCodec {
  /** The Dexie table. */
  table: string;
  /** The record kind its changes carry: the table's name (each at most 32 of `[A-Za-z0-9_.:-]`, tested). */
  kind: string;
  /** Rows of the table that sync; absent: every row. */
  includes?: (row: Row) => boolean;
}

/**
 * Settings that follow the person. Left out, each on this device only: `feedbackIdentity`, `communityIdentity` and
 * `directoryListing` (keys that prove this device's own feedback, posts and listing), `returnCodes` (withdraw tokens of
 * codes made here), `reminderPlan` and `reminderShown` (the plan this device registered with the push scheduler
 * and what it showed), `workspacePlaintextMove` (this device's part in moving the workspace off Supabase).
 */
export const SYNCED_SETTING_KEYS: readonly string[] = [
  'accessibility',
  'theme',
  'audio',
  'audioMode',
  'usageEvents',
  'libraryReader',
  'safetyPlanReview',
  'safetyPlanWizard',
  'professionalPlanChoices',
  'reminderPreferences',
];

/** `reminderPreferences.push`: whether this device has a push subscription, which is this device's alone. */
function settingsCodec(): RowCodec {
  const plain = plainCodec();
  const isReminders = (row: Row) => row.key === 'reminderPreferences' && typeof row.value === 'object' && row.value !== null;
  return {
    encode(row) {
      if (!isReminders(row)) return plain.encode(row);
      const value: Row = { ...(row.value as Row) };
      delete value.push;
      return plain.encode({ ...row, value });
    },
    decode(fields, existing) {
      const row = plain.decode(fields, existing);
      if (!isReminders(row)) return row;
      const push = existing !== undefined && isReminders(existing) ? (existing.value as Row).push : undefined;
      return { ...row, value: { ...(row.value as Row), push: push ?? false } };
    },
    policyOf: plain.policyOf,
  };
}

/** What of an inbox key row stays on each device, and why. */
export const INBOX_KEY_LOCAL_FIELDS: Readonly<Record<string, string>> = {
  keyPair: 'CryptoKeys that cannot be exported: each device imports its own from the synced key pair',
  transferCopy: 'an encrypted copy under a key only this browser holds',
  fetchedAt: 'when this device last fetched the inbox',
  movedHereAt: 'when the keys reached this device by a code',
};

function synced(table: string, codec: RowCodec, includes?: (row: Row) => boolean): SyncedTable {
  return { table, kind: table, ...codec, ...(includes ? { includes } : {}) };
}

export const SYNCED_TABLES: readonly SyncedTable[] = [
  // What a person keeps: tool entries (check-ins, measures and their scores, the safety plan), imaginarium entries.
  synced('insightEntries', answersCodec()),
  synced('activityEntries', answersCodec()),
  synced('trailProgress', plainCodec({ text: ['responses'] })),
  synced('journeyProgress', plainCodec()),
  // Answers given in guided flows, written once each.
  synced('flowEvents', plainCodec()),
  // The safety plan's people (Hearthlink).
  synced('hearthlinkContacts', plainCodec({ text: ['howTheyHelp'] })),
  synced('receivedPrescriptions', plainCodec()),
  synced('prescribedCompletions', plainCodec()),
  synced('libraryState', plainCodec()),
  synced('codexReviews', plainCodec()),
  synced('bookReceipts', plainCodec()),
  synced('settings', settingsCodec(), (row) => SYNCED_SETTING_KEYS.includes(String(row.key))),
  // The therapist's workspace.
  synced('therapistClients', plainCodec()),
  synced('prescriptions', plainCodec()),
  synced('clientNotes', plainCodec({ text: ['text'] })),
  synced('clientReturns', plainCodec()),
  synced('flagReviews', plainCodec()),
  // Its inbox keys, so a return that arrives opens on every linked device: those carrying their key pair as bytes
  // (docs/decisions.md, "Inbox keys in the encrypted sync"); inboxes made before keys could move stay where they are.
  synced('inboxKeys', plainCodec({ local: INBOX_KEY_LOCAL_FIELDS }), (row) => typeof row.syncKey === 'object' && row.syncKey !== null),
];

/** Tables the encrypted sync leaves on this device, and why. */
export const NOT_SYNCED: Readonly<Record<string, string>> = {
  outbox: 'the Supabase and functions outbox: entries only this device queued',
  deadLetters: 'what a server refused for this device’s outbox',
  syncState: 'this device’s replayer state',
  pendingUploads: 'screenshots waiting to upload with this device’s feedback',
  e2eeRecords: 'the encrypted sync’s own merged states',
  e2eePending: 'the encrypted sync’s changes waiting to be pushed from this device',
  e2eeClock: 'this device’s clock',
  e2eeAccount: 'this device’s account and keys: each device has its own',
  e2eeApplied: 'which changes this device applied',
  users: 'a therapist’s sign-in on this device',
  flows: 'guided-flow content that comes with the app or is fetched again',
  directoryCache: 'a copy of the public directory, read again from the server',
  navigationHistory: 'pages visited on this device, for its feedback prompt',
  promptState: 'this device’s feedback prompt',
  trackingEvents: 'usage events, sent to the server through the outbox once',
  feedbackSubmissions: 'feedback, sent to the server through the outbox once',
  codexUsers: 'codex sessions of this device, sent to the codex service through the outbox',
  codexSectionCompletions: 'codex progress of this device’s session, sent to the codex service through the outbox',
  codexQuizCompletions: 'codex progress of this device’s session, sent to the codex service through the outbox',
  codexFeedback: 'feedback on the codex, sent through the outbox once',
  communityPosts: 'community posts: the community keeps them, and this device’s identity key is its own',
  communityReports: 'reports made from this device: the community keeps them',
  bookDrafts: 'a draft holds its manuscript file (a Blob far larger than a change may be); it is sent from the device that has the file',
  sentReturns: 'the record of a return sent from this device, kept to withdraw it from here; what was returned is in the entries',
};

export function syncedTableOf(kind: string): SyncedTable | undefined {
  return SYNCED_TABLES.find((table) => table.kind === kind);
}
