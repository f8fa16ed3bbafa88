/**
 * Row types of the sync engine's tables (version 4 and later): the outbox, its dead letters, the replayer's state, and
 * screenshots waiting to upload.
 *
 * A kind is a plain string here. The kinds are declared above the database, each beside its domain or feature, and
 * listed once in src/app/outbox-registry.ts, which derives their literal union (`OutboxKind`); src/db sits below
 * every domain and cannot import that list, and a new kind must not need an edit here.
 */

export interface OutboxEntryRow {
  seq?: number;
  /** The kind's name: one of the kinds in src/app/outbox-registry.ts (see the note at the top). */
  kind: string;
  /** The record's id; for a batch entry, `batch:` and an id of its own (src/sync/outbox-batch.ts). */
  recordId: string;
  /** What the server receives; null for a batch entry, whose records carry their own. */
  payload: unknown;
  /** Set on a batch entry: many records of one kind, queued by a bulk write, sent and confirmed record by record. */
  batch?: OutboxBatchItem[];
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
}

/** One record inside a batch entry of the outbox. */
export interface OutboxBatchItem {
  recordId: string;
  payload: unknown;
}

/** An outbox entry a server refused for good (a 4xx other than 408 and 429): kept, visible, retryable. */
export interface DeadLetterRow {
  id?: number;
  kind: string;
  recordId: string;
  payload: unknown;
  /** When the record was first queued. */
  createdAt: string;
  failedAt: string;
  attempts: number;
  /** The server's HTTP status, or null when it gave none. */
  status: number | null;
  error: string;
}

export type SyncPhase = 'idle' | 'replaying' | 'retrying';

/** One row, key 'replay': what the replayer last did, shared by every tab and the service worker. */
export interface SyncStateRow {
  key: 'replay';
  phase: SyncPhase;
  /** The last run that delivered everything it could send (nothing left to retry). */
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  consecutiveFailures: number;
  nextAttemptAt: string | null;
  /** Entries that wait for a signed-in user (accessibility settings, rows of a signed-out user). */
  waitingForSignIn: number;
  updatedAt: string;
}

/** A screenshot picked for a feedback submission, kept until the server has it (then `url` is set). */
export interface PendingUploadRow {
  id: string;
  submissionId: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
  url: string | null;
  createdAt: string;
}
