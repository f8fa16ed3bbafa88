/**
 * What the runner does after a failed cycle, and the words the person reads (docs/e2ee-sync.md section 10). Passing
 * trouble (offline, the server busy or failing) waits and retries without alarming anyone; what needs the person
 * (unlinked, full, clocks apart, an altered log) is a problem with its words. Nothing is lost in any case: pending
 * changes stay on the device until the server has them.
 */
import type { CycleFailure } from './sync-cycle.ts';
import type { EncryptedSyncStatus } from './status.ts';

export interface FailurePlan {
  state: Extract<EncryptedSyncStatus['state'], 'offline' | 'waiting' | 'problem'>;
  problem: { code: string; message: string } | null;
  /** Stop running (this device is no longer linked, or holds no account). */
  stop: boolean;
  /** At least this long before the next try (a 429's Retry-After). */
  minDelayMs: number;
}

export const NOT_LINKED_MESSAGE =
  'This device was unlinked from encrypted sync, so it no longer syncs. What is on it stays here. To sync again, link it from a device that is still linked.';
export const CLOCK_AHEAD_MESSAGE =
  'A change from another device is dated more than a day ahead, so it was not applied. Check the date and time on your devices; sync will try again.';
const SERVER_TROUBLE_MESSAGE = 'The sync server is not answering properly. Your changes are kept on this device and will sync when it recovers.';
const UNAUTHORIZED_MESSAGE = "The sync server did not accept this device's signature. Check the date and time on this device; sync will try again.";
const QUOTA_MESSAGE = 'Your encrypted sync space is full, so new changes stay on this device. Remove old entries or unlink unused devices.';
/** A new device's snapshot refused: the whole log was used instead, so nothing is missing (shown beside "Synced"). */
export const SNAPSHOT_NOT_USED_MESSAGE =
  "The saved copy of your data on the server did not pass this device's checks, so it was not used: everything came from the encrypted log instead, and nothing is missing";
/** The snapshot refused where the log below it is compacted: the device waits for a new one. */
export const SNAPSHOT_REFUSED_MESSAGE =
  "The saved copy of your data on the server did not pass this device's checks, and the older changes it stands for are no longer on the server, so this device cannot catch up. Everything on this device is kept, and your changes wait here. Sync will try again.";
const LOCAL_MESSAGE = "This device's storage could not be read or written for sync. Nothing was lost; sync will try again.";

/** Passing trouble becomes a problem after this many failed cycles in a row. */
const ESCALATE_AFTER = 5;

const wait = (minDelayMs = 0): FailurePlan => ({ state: 'waiting', problem: null, stop: false, minDelayMs });
const trouble = (code: string, message: string, stop = false): FailurePlan => ({ state: 'problem', problem: { code, message }, stop, minDelayMs: 0 });

export function planForFailure(failure: CycleFailure, failures: number): FailurePlan {
  switch (failure.kind) {
    case 'offline':
      return { state: 'offline', problem: null, stop: false, minDelayMs: 0 };
    case 'rate-limited':
      return wait(failure.retryAfterSeconds * 1000);
    case 'server-error':
    case 'malformed-answer':
      return failures >= ESCALATE_AFTER ? trouble('server-error', SERVER_TROUBLE_MESSAGE) : wait();
    case 'not-linked':
      return trouble('not-linked', NOT_LINKED_MESSAGE, true);
    case 'no-account':
      return { state: 'waiting', problem: null, stop: true, minDelayMs: 0 };
    case 'unauthorized':
      return trouble('unauthorized', UNAUTHORIZED_MESSAGE);
    case 'quota':
      return trouble('quota', QUOTA_MESSAGE);
    case 'refused-page':
      return trouble(`log-${failure.problem}`, failure.message);
    case 'replica-refused':
      return trouble('clock-ahead', CLOCK_AHEAD_MESSAGE);
    case 'refused':
      return trouble(`refused-${failure.code || failure.status}`, SERVER_TROUBLE_MESSAGE);
    case 'snapshot-refused':
      return trouble(`snapshot-${failure.problem}`, SNAPSHOT_REFUSED_MESSAGE);
    case 'local-error':
      return failures >= ESCALATE_AFTER ? trouble('local-error', LOCAL_MESSAGE) : wait();
    case 'locked':
      // Not a failure: the runner pauses without counting it (sync-runner.ts), and unlocking starts the next cycle.
      return wait();
  }
}
