/**
 * The encrypted sync's status as the app shows it (docs/e2ee-sync.md section 10), and its words. The runner, the
 * worker and the page's facade all pass this one shape around, so the UI reads the same thing wherever sync runs.
 */

export interface EncryptedSyncStatus {
  state: 'off' | 'synced' | 'syncing' | 'waiting' | 'offline' | 'problem';
  /** ISO time of the last cycle that pushed and pulled everything. */
  lastSyncedAt: string | null;
  pendingChanges: number;
  /** While restoring: the snapshot's parts downloaded, then its records merged, then the log's changes pulled (a log
   * longer than one page). */
  restoring: RestoringProgress | null;
  /** Plain words: what went wrong and what to do. */
  problem: { code: string; message: string } | null;
  /** Plain words on something that went wrong and was dealt with (a snapshot refused, the log used instead). */
  notice: { code: string; message: string } | null;
}

export interface RestoringProgress {
  unit: 'parts' | 'records' | 'changes';
  applied: number;
  total: number;
}

export const OFF_STATUS: EncryptedSyncStatus = { state: 'off', lastSyncedAt: null, pendingChanges: 0, restoring: null, problem: null, notice: null };

/** What counts as "just now": a status line refreshed every few seconds would otherwise flicker between the two. */
const JUST_NOW_MS = 60_000;

const pad2 = (value: number) => String(value).padStart(2, '0');

function changes(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`;
}

function syncedWords(lastSyncedAt: string | null, now: number): string {
  if (lastSyncedAt === null) return 'Synced';
  const at = new Date(lastSyncedAt);
  if (now - at.getTime() < JUST_NOW_MS) return 'Synced just now';
  const time = `${pad2(at.getHours())}:${pad2(at.getMinutes())}`;
  const today = new Date(now).toDateString() === at.toDateString();
  return today ? `Synced at ${time}` : `Synced on ${at.getDate()} ${at.toLocaleString('en-GB', { month: 'short' })} at ${time}`;
}

/** "Restoring: 2 of 5 parts downloaded", "Restoring: 500 of 2325 records", "Restoring: 40 of 900 changes". */
export function restoringWords({ unit, applied, total }: RestoringProgress): string {
  return unit === 'parts' ? `Restoring: ${applied} of ${total} parts downloaded` : `Restoring: ${applied} of ${total} ${unit}`;
}

const withNotice = (words: string, status: EncryptedSyncStatus) => (status.notice ? `${words}. ${status.notice.message}` : words);

/** One line for the status: "Synced just now", "3 changes waiting to sync", a problem's message. `now` for tests. */
export function describeEncryptedSync(status: EncryptedSyncStatus, now: number = Date.now()): string {
  switch (status.state) {
    case 'off':
      return 'Encrypted sync is off';
    case 'problem':
      return status.problem?.message ?? 'Encrypted sync has a problem. It will try again.';
    case 'offline':
      return status.pendingChanges > 0
        ? `Offline: ${changes(status.pendingChanges)} will sync when you are back online`
        : 'Offline: changes will sync when you are back online';
    case 'syncing':
      return status.restoring !== null ? restoringWords(status.restoring) : 'Syncing…';
    case 'waiting':
      return withNotice(status.pendingChanges > 0 ? `${changes(status.pendingChanges)} waiting to sync` : 'Waiting to sync', status);
    case 'synced':
      return withNotice(status.pendingChanges > 0 ? `${changes(status.pendingChanges)} waiting to sync` : syncedWords(status.lastSyncedAt, now), status);
  }
}
