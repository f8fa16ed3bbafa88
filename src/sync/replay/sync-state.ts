/**
 * The replayer's shared state (one Dexie row): every tab's status display and the service worker read it.
 * Imported by the service worker: relative imports only, no DOM.
 */
import { db as defaultDb, type BetterMindsDatabase } from '../../db/database';
import { isQuotaError, reportStorageError } from '../../db/storage-health';
import type { SyncStateRow } from '../../db/outbox-types';
import { backoffDelayMs } from '../backoff';
import { RateLimitedError } from '../delivery-error';
import type { ReplayOutcome } from './replay-outbox';

export function initialSyncState(): SyncStateRow {
  return {
    key: 'replay',
    phase: 'idle',
    lastSuccessAt: null,
    lastAttemptAt: null,
    lastError: null,
    consecutiveFailures: 0,
    nextAttemptAt: null,
    waitingForSignIn: 0,
    updatedAt: new Date(0).toISOString(),
  };
}

export async function readSyncState(database: BetterMindsDatabase = defaultDb): Promise<SyncStateRow> {
  return (await database.syncState.get('replay')) ?? initialSyncState();
}

/** Saves the state; a storage failure is shown, never thrown (the state is a note, not a record). */
export async function writeSyncState(state: SyncStateRow, database: BetterMindsDatabase = defaultDb): Promise<void> {
  try {
    await database.syncState.put(state);
  } catch (error) {
    if (isQuotaError(error)) reportStorageError(error);
    else console.warn('Sync: could not save the sync state', error);
  }
}

/**
 * The state after a run: failures grow the backoff (and honour a server's Retry-After); a clean run resets it, and a
 * run that failed after delivering something starts it again from the first step. On a flaky connection most runs
 * end on one dropped request while the rest gets through: counting those as failures in a row pushed the next try
 * out to minutes while the server was plainly reachable.
 */
export function stateAfterRun(
  previous: SyncStateRow,
  outcome: ReplayOutcome,
  finishedAt: Date,
  random: () => number = Math.random,
): SyncStateRow {
  const base = { ...previous, waitingForSignIn: outcome.waitingForSignIn, updatedAt: finishedAt.toISOString() };
  if (!outcome.retryError) {
    return {
      ...base,
      phase: 'idle',
      lastSuccessAt: finishedAt.toISOString(),
      lastError: null,
      consecutiveFailures: 0,
      nextAttemptAt: null,
    };
  }
  const madeProgress = outcome.confirmed + outcome.deadLettered > 0;
  const failures = madeProgress ? 1 : previous.consecutiveFailures + 1;
  let delay = backoffDelayMs(failures, random);
  if (outcome.retryError instanceof RateLimitedError && outcome.retryError.retryAfterMs !== undefined) {
    delay = Math.max(delay, outcome.retryError.retryAfterMs);
  }
  return {
    ...base,
    phase: 'retrying',
    lastError: outcome.retryError.message,
    consecutiveFailures: failures,
    nextAttemptAt: new Date(finishedAt.getTime() + delay).toISOString(),
  };
}
