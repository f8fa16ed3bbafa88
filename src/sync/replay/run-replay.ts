/**
 * A replay run under the replay lock, with its state saved: what the page's leader tab and the service worker
 * both call. The lock makes runs exclusive across every tab and the service worker of this origin.
 * Imported by the service worker: relative imports only, no DOM.
 */
import { isAppLockedError } from '../../db/app-lock/errors';
import { db as defaultDb } from '../../db/database';
import type { SyncStateRow } from '../../db/outbox-types';
import { DeliveryError } from '../delivery-error';
import { replayOutbox, type ReplayDeps, type ReplayOutcome } from './replay-outbox';
import { readSyncState, stateAfterRun, writeSyncState } from './sync-state';

const REPLAY_LOCK = 'better-minds:sync-replay';
/** Held for its whole life by the one tab that replays; the next tab takes it when that tab closes. */
export const LEADER_LOCK = 'better-minds:sync-leader';

interface RunReplayOptions extends ReplayDeps {
  /** navigator.locks where available. */
  locks?: LockManager | null;
  random?: () => number;
}

export interface RunResult {
  outcome: ReplayOutcome;
  state: SyncStateRow;
}

async function runUnlocked(options: RunReplayOptions): Promise<RunResult> {
  const database = options.database ?? defaultDb;
  const now = options.now ?? (() => new Date());
  const before = await readSyncState(database);
  const startedAt = now();
  await writeSyncState({ ...before, phase: 'replaying', lastAttemptAt: startedAt.toISOString(), updatedAt: startedAt.toISOString() }, database);
  let outcome: ReplayOutcome;
  try {
    outcome = await replayOutbox(options);
  } catch (error) {
    if (isAppLockedError(error)) {
      // The app lock is on and this context holds no key: paused, not failed. Nothing was read or sent, so the state
      // goes back as it was (no failure counted, no backoff, no error shown); a run after unlocking delivers it all.
      await writeSyncState(before, database);
      return { outcome: { confirmed: 0, deadLettered: 0, retryError: null, waitingForSignIn: before.waitingForSignIn, undeliverable: 0 }, state: before };
    }
    // The local database failed under the run (closed, blocked): nothing was lost, try again later.
    console.warn('Sync: the replay run stopped', error);
    outcome = {
      confirmed: 0,
      deadLettered: 0,
      retryError: new DeliveryError('The local database was not available', null),
      waitingForSignIn: before.waitingForSignIn,
      undeliverable: 0,
    };
  }
  const state = stateAfterRun({ ...before, lastAttemptAt: startedAt.toISOString() }, outcome, now(), options.random);
  await writeSyncState(state, database);
  return { outcome, state };
}

export function runReplay(options: RunReplayOptions): Promise<RunResult> {
  const locks = options.locks;
  if (!locks) return runUnlocked(options);
  return locks.request(REPLAY_LOCK, { mode: 'exclusive' }, () => runUnlocked(options));
}
