import { describe, expect, it } from 'vitest';
import { planForFailure, SNAPSHOT_NOT_USED_MESSAGE } from '../problems.ts';
import { describeEncryptedSync, OFF_STATUS, restoringWords, type EncryptedSyncStatus } from '../status.ts';

const status = (change: Partial<EncryptedSyncStatus>): EncryptedSyncStatus => ({ ...OFF_STATUS, ...change });

describe('the status words for snapshots', () => {
  it('count the parts downloaded, then the records merged, then the changes pulled', () => {
    expect(restoringWords({ unit: 'parts', applied: 1, total: 3 })).toBe('Restoring: 1 of 3 parts downloaded');
    expect(restoringWords({ unit: 'records', applied: 500, total: 2325 })).toBe('Restoring: 500 of 2325 records');
    expect(describeEncryptedSync(status({ state: 'syncing', restoring: { unit: 'changes', applied: 40, total: 90 } }))).toBe('Restoring: 40 of 90 changes');
  });

  it('say a snapshot refused and done without beside "Synced" or what is waiting, and nothing when there is none', () => {
    const notice = { code: 'snapshot-bad-signature', message: SNAPSHOT_NOT_USED_MESSAGE };
    const now = Date.parse('2026-11-29T12:00:30Z');
    const synced = status({ state: 'synced', lastSyncedAt: '2026-11-29T12:00:00Z', notice });
    expect(describeEncryptedSync(synced, now)).toBe(`Synced just now. ${SNAPSHOT_NOT_USED_MESSAGE}`);
    expect(describeEncryptedSync(status({ state: 'waiting', pendingChanges: 2, notice }), now)).toBe(`2 changes waiting to sync. ${SNAPSHOT_NOT_USED_MESSAGE}`);
    expect(describeEncryptedSync(status({ state: 'synced', lastSyncedAt: '2026-11-29T12:00:00Z' }), now)).toBe('Synced just now');
  });

  it('make a snapshot refused below the compacted log a problem with its code, saying what is kept', () => {
    const plan = planForFailure({ ok: false, kind: 'snapshot-refused', problem: 'digest-mismatch' }, 1);
    expect(plan.state).toBe('problem');
    expect(plan.stop).toBe(false);
    expect(plan.problem?.code).toBe('snapshot-digest-mismatch');
    expect(plan.problem?.message).toMatch(/cannot catch up\. Everything on this device is kept/);
  });
});
