/**
 * One replay run over the outbox. Imported by the service worker: relative imports only, no DOM.
 *
 * Records are read in `seq` order in batches of at most 500 (a batch entry of the outbox gives one per record it
 * holds, src/sync/outbox-batch.ts) and grouped by kind, so order is kept within each kind. A record leaves the outbox
 * only after its server confirmed it. A temporary failure (network, 408, 429, 5xx) stops that kind for this run and
 * leaves its records in place; a refusal (any other 4xx) moves the record to the dead letters and the kind goes on.
 * Kinds are independent: a stalled kind never blocks another.
 */
import { db as defaultDb, type BetterMindsDatabase } from '../../db/database';
import { isQuotaError, reportStorageError } from '../../db/storage-health';
import type { DeadLetterRow, OutboxEntryRow } from '../../db/outbox-types';
import { asDeliveryError, DeliveryError } from '../delivery-error';
import { countQueuedRecords, expandRecords, recordsIn, removeRecords } from '../outbox-batch';
import type { DeliveryReport, KindHandler } from './handler';

const REPLAY_BATCH_SIZE = 500;

/** The handler of each kind that can be sent from here, by the kind's name. */
export type KindHandlers = Partial<Record<string, KindHandler>>;

export interface ReplayDeps {
  handlers: KindHandlers;
  database?: BetterMindsDatabase;
  batchSize?: number;
  now?: () => Date;
  log?: Pick<Console, 'warn'>;
  /** Asked before each batch: a page that is unloading, or a lost lock, stops the run between batches. */
  shouldContinue?: () => boolean;
}

export interface ReplayOutcome {
  confirmed: number;
  deadLettered: number;
  /** The first temporary failure of the run, if any: the caller backs off. */
  retryError: DeliveryError | null;
  /** Entries left because they wait for a signed-in user. */
  waitingForSignIn: number;
  /** Entries left of kinds this build cannot send (their destination is not configured). */
  undeliverable: number;
}

function groupByKind(entries: OutboxEntryRow[]): Map<string, OutboxEntryRow[]> {
  const groups = new Map<string, OutboxEntryRow[]>();
  for (const entry of entries) {
    const group = groups.get(entry.kind);
    if (group) group.push(entry);
    else groups.set(entry.kind, [entry]);
  }
  return groups;
}

export async function replayOutbox(deps: ReplayDeps): Promise<ReplayOutcome> {
  const database = deps.database ?? defaultDb;
  const batchSize = Math.min(deps.batchSize ?? REPLAY_BATCH_SIZE, REPLAY_BATCH_SIZE);
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console;
  const blocked = new Map<string, 'retry' | 'parked' | 'undeliverable'>();
  const outcome: ReplayOutcome = { confirmed: 0, deadLettered: 0, retryError: null, waitingForSignIn: 0, undeliverable: 0 };

  async function applyConfirmed(handler: KindHandler, entries: OutboxEntryRow[], batchSeqs: ReadonlySet<number>): Promise<void> {
    if (entries.length === 0) return;
    const confirmedAt = now();
    await database.transaction('rw', [database.outbox, ...(handler.confirmTables ?? [])], async () => {
      await removeRecords(database.outbox, entries, batchSeqs);
      await handler.onConfirmed?.(entries, confirmedAt);
    });
    outcome.confirmed += entries.length;
  }

  async function applyRejected(rejected: DeliveryReport['rejected'], batchSeqs: ReadonlySet<number>): Promise<void> {
    if (rejected.length === 0) return;
    const failedAt = now().toISOString();
    const letters: DeadLetterRow[] = rejected.map(({ entry, error }) => ({
      kind: entry.kind,
      recordId: entry.recordId,
      payload: entry.payload,
      createdAt: entry.createdAt,
      failedAt,
      attempts: entry.attempts + 1,
      status: error.status,
      error: error.message,
    }));
    await database.transaction('rw', database.outbox, database.deadLetters, async () => {
      await database.deadLetters.bulkAdd(letters);
      await removeRecords(database.outbox, rejected.map(({ entry }) => entry), batchSeqs);
    });
    outcome.deadLettered += rejected.length;
    for (const { entry, error } of rejected) log.warn(`Sync: the server refused ${entry.kind} ${entry.recordId}`, error.message);
  }

  /** Best effort: the attempt count and error shown on /systems (a batch's, for a record of a batch). Losing this
   * note loses no record. */
  async function noteAttempt(entry: OutboxEntryRow | null, error: DeliveryError): Promise<void> {
    if (!entry?.seq) return;
    try {
      await database.outbox.update(entry.seq, { attempts: entry.attempts + 1, lastError: error.message });
    } catch (noteError) {
      if (isQuotaError(noteError)) reportStorageError(noteError);
    }
  }

  for (;;) {
    if (deps.shouldContinue && !deps.shouldContinue()) break;
    // Entries until they hold a batch of records: a batch entry alone may hold as many.
    let recordsRead = 0;
    const stored = await database.outbox
      .orderBy('seq')
      .filter((entry) => !blocked.has(entry.kind))
      .until((entry) => {
        const full = recordsRead >= batchSize;
        recordsRead += recordsIn(entry);
        return full;
      })
      .limit(batchSize)
      .toArray();
    if (stored.length === 0) break;
    const { records, batchSeqs } = expandRecords(stored, batchSize);
    // Only a batch entry holding no record (never written by the app) gives none: stop rather than read it forever.
    if (records.length === 0) break;

    for (const [kind, entries] of groupByKind(records)) {
      const handler = deps.handlers[kind];
      if (!handler) {
        blocked.set(kind, 'undeliverable');
        continue;
      }
      let report: DeliveryReport;
      try {
        report = await handler.send(entries);
      } catch (error) {
        // A handler that throws has confirmed nothing: everything stays for the next run.
        report = { confirmed: [], rejected: [], retry: { error: asDeliveryError(error), entry: entries[0] ?? null }, parked: null };
      }
      try {
        await applyConfirmed(handler, report.confirmed, batchSeqs);
        await applyRejected(report.rejected, batchSeqs);
      } catch (error) {
        // Could not write locally (quota, a closing database): keep every entry, show the problem, retry later.
        if (isQuotaError(error)) reportStorageError(error);
        report = { ...report, retry: report.retry ?? { error: new DeliveryError('Could not update the local outbox', null), entry: null } };
        log.warn('Sync: could not record a delivery locally', error);
      }
      if (report.retry) {
        blocked.set(kind, 'retry');
        outcome.retryError ??= report.retry.error;
        await noteAttempt(report.retry.entry, report.retry.error);
      } else if (report.parked) {
        blocked.set(kind, 'parked');
      } else if (report.confirmed.length + report.rejected.length === 0) {
        // No progress and no reason given: stop this kind rather than loop.
        blocked.set(kind, 'retry');
        outcome.retryError ??= new DeliveryError(`Nothing of ${kind} could be delivered`, null);
      }
    }
  }

  for (const [kind, reason] of blocked) {
    if (reason === 'retry') continue;
    const left = await countQueuedRecords(database.outbox, kind);
    if (reason === 'parked') outcome.waitingForSignIn += left;
    else outcome.undeliverable += left;
  }
  return outcome;
}
