// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { MoveReport } from '@/domains/prescriptions/data/move-therapist-workspace';
import type { EncryptedSyncStatus } from '@/sync/e2ee/runner/status';
import { WorkspacePull } from '../components/WorkspacePull';

/*
 * The workspace's words about the move off the server's readable tables. The move itself is tested on its own
 * (src/domains/prescriptions/data/__tests__/plaintext-move.test.ts); here it answers what each case needs.
 */
const moves: MoveReport[] = [];
const move = vi.fn(async (): Promise<MoveReport> => moves.shift() ?? report('done'));
const OFF: EncryptedSyncStatus = { state: 'off', lastSyncedAt: null, pendingChanges: 0, restoring: null, problem: null, notice: null };
const sync = { status: OFF };
const listeners = new Set<() => void>();

vi.mock('@/domains/prescriptions/data/move-therapist-workspace', () => ({ moveTherapistWorkspace: () => move() }));
// Each test's build has accounts: the words are shown only then.
vi.mock('../hooks/use-therapist-session', () => ({ usesAccountsBackend: true }));
vi.mock('@/sync/e2ee/runner/use-encrypted-sync-status', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useEncryptedSyncStatus: () =>
      useSyncExternalStore(
        (listener: () => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => sync.status,
      ),
  };
});

function report(status: MoveReport['status'], extra: Partial<MoveReport> = {}): MoveReport {
  return { status, pull: { status: 'pulled', added: 0, updated: 0, kept: 0 }, deleted: 0, kept: {}, skipped: 0, ...extra };
}

function setSync(next: Partial<EncryptedSyncStatus>): void {
  sync.status = { ...sync.status, ...next };
  for (const listener of listeners) listener();
}

beforeEach(() => {
  moves.length = 0;
  move.mockClear();
  sync.status = OFF;
});
afterEach(cleanup);

describe('the workspace move’s words', () => {
  it('with sync off, says an older readable copy is on the server and links to turning on sync and backup', async () => {
    moves.push(report('readable-copy', { pull: { status: 'pulled', added: 3, updated: 0, kept: 0 } }));
    render(<WorkspacePull />);
    expect(await screen.findByText(/An older copy of your workspace is stored readable on the server/)).toBeTruthy();
    expect(screen.getByText('Brought 3 records from your account to this device.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn on sync and backup' }).getAttribute('href')).toBe('#e2e-sync-title');
  });

  it('runs the move again after a complete encrypted cycle, and says when the readable copy is deleted', async () => {
    moves.push(report('waiting', { kept: { 'not-confirmed': 2, unreadable: 1 }, skipped: 1 }), report('moved', { deleted: 2 }));
    render(<WorkspacePull />);
    expect(await screen.findByText(/The readable copy on the server is deleted once every record is confirmed there/)).toBeTruthy();
    expect(screen.getByText('1 record on the server could not be read, so it was left there.')).toBeTruthy();
    expect(move).toHaveBeenCalledTimes(1);
    // Changes still waiting: not yet.
    act(() => setSync({ state: 'synced', lastSyncedAt: '2026-11-29T10:00:00.000Z', pendingChanges: 2 }));
    expect(move).toHaveBeenCalledTimes(1);
    act(() => setSync({ state: 'synced', lastSyncedAt: '2026-11-29T10:00:01.000Z', pendingChanges: 0 }));
    expect(await screen.findByText(/The readable copy of your workspace on the server was deleted/)).toBeTruthy();
    expect(move).toHaveBeenCalledTimes(2);
    // Done: later cycles start nothing.
    act(() => setSync({ lastSyncedAt: '2026-11-29T10:00:02.000Z' }));
    expect(move).toHaveBeenCalledTimes(2);
  });
});
