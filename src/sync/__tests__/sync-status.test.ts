import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { initialSyncState } from '../replay/sync-state';
import { describeSyncStatus, formatWhen, readSyncSnapshot, toSyncStatus } from '../sync-status';
import { formatTime } from '@/lib/format';

const now = new Date('2025-06-01T12:00:00.000Z');

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('the sync status', () => {
  it('counts records waiting by kind, dead letters, and reads the last sync', async () => {
    const at = now.toISOString();
    const entry = { recordId: 'r', payload: {}, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null };
    await db.outbox.bulkAdd([
      { ...entry, kind: 'feedback_submission' },
      { ...entry, kind: 'tracking_event' },
      { ...entry, kind: 'tracking_event' },
    ]);
    await db.deadLetters.add({ kind: 'flow_event', recordId: 'x', payload: {}, createdAt: at, failedAt: at, attempts: 1, status: 400, error: 'bad' });
    await db.syncState.put({ ...initialSyncState(), lastSuccessAt: '2025-06-01T11:55:00.000Z' });
    const snapshot = await readSyncSnapshot();
    expect(snapshot).toMatchObject({
      waiting: 3,
      waitingByKind: { feedback_submission: 1, tracking_event: 2 },
      deadLetters: 1,
      lastSuccessAt: '2025-06-01T11:55:00.000Z',
      phase: 'idle',
    });
    expect(toSyncStatus(snapshot, true, 'local')).toMatchObject({ storageLabel: 'Local Only', loaded: true });
    expect(toSyncStatus(undefined, true, 'database')).toMatchObject({ storageLabel: 'Database + Local', loaded: false, waiting: 0 });
  });

  it('says it plainly', () => {
    const base = toSyncStatus(undefined, true, 'database');
    expect(describeSyncStatus({ ...base, lastSuccessAt: '2025-06-01T11:55:00.000Z' }, now)).toEqual([
      'Nothing is waiting to be sent.',
      'Last successful sync: 5 minutes ago.',
    ]);
    expect(describeSyncStatus({ ...base, waiting: 12, online: false }, now)).toEqual([
      '12 records are saved on this device and waiting to be sent. They will be sent when you are back online.',
      'No sync has completed on this device yet.',
    ]);
    expect(describeSyncStatus({ ...base, waiting: 1, waitingForSignIn: 1, deadLetters: 2, lastSuccessAt: now.toISOString() }, now)).toEqual([
      '1 change waits for you to sign in before it can be saved to your account.',
      'Last successful sync: just now.',
      '2 records were not accepted by the server. They are kept on this device; you can retry or discard them on the System status page.',
    ]);
    // The time in the person's locale, as every date and time in the app (src/lib/format.ts).
    expect(describeSyncStatus({ ...base, waiting: 1, phase: 'retrying', nextAttemptAt: '2025-06-01T12:04:00.000Z' }, now)[0]).toBe(
      `1 record is saved on this device and waiting to be sent. The last try did not get through; the next is at ${formatTime('2025-06-01T12:04:00.000Z')}.`,
    );
  });

  it('formats times relative to now', () => {
    expect(formatWhen('2025-06-01T11:59:30.000Z', now)).toBe('just now');
    expect(formatWhen('2025-06-01T11:59:00.000Z', now)).toBe('1 minute ago');
    expect(formatWhen('2025-06-01T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(formatWhen('2025-05-01T09:00:00.000Z', now)).toMatch(/2025/);
  });
});
