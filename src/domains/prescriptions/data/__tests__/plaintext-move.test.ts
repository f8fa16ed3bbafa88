import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { E2eeAccountRow } from '@/db/e2ee-types';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import {
  toServerClientNote,
  toServerClientReturn,
  toServerPrescription,
  toServerTherapistClient,
  type WorkspaceTable,
} from '../../../../sync/adapters/star-chart-rows';
import type { SupabaseAdapter } from '../../../../sync/adapters/supabase';
import { collectLocalChanges, readPending, removePending } from '../../../../sync/e2ee/replica/collect-local-changes';
import { clientRow, noteRow, prescriptionRow, returnRow } from '../../../../sync/__tests__/star-chart-fixtures';
import { moveWorkspaceOffPlaintext } from '../plaintext-move';
import { readMoveState } from '../plaintext-move-state';

const ME = 'therapist-1';
const quiet = { warn: () => {} };
const replica = { db, deviceId: 'deviceAAAAAAAAAAAAAAAAA'.slice(0, 22), now: () => Date.now() };

/** Supabase's four tables in memory; `failRemovals` refuses a table's deletions (a server refusing, once each). */
function serverWith(rows: Partial<Record<WorkspaceTable, unknown[]>>, options: { failing?: WorkspaceTable; failRemovals?: WorkspaceTable[] } = {}) {
  const tables = new Map<WorkspaceTable, unknown[]>(Object.entries(rows) as [WorkspaceTable, unknown[]][]);
  const failRemovals = new Set(options.failRemovals);
  let reads = 0;
  const adapter: Pick<SupabaseAdapter, 'workspaceAccountId' | 'readWorkspaceTable' | 'removeWorkspaceRows'> = {
    workspaceAccountId: async () => ME,
    readWorkspaceTable: async (table) => {
      reads += 1;
      return table === options.failing ? null : [...(tables.get(table) ?? [])];
    },
    removeWorkspaceRows: async (table, ids) => {
      if (failRemovals.delete(table)) throw new Error('refused');
      tables.set(table, (tables.get(table) ?? []).filter((row) => !ids.includes(String((row as { id?: unknown } | null)?.id))));
    },
  };
  return { adapter: adapter as SupabaseAdapter, rowsOf: (table: WorkspaceTable) => tables.get(table) ?? [], reads: () => reads };
}

function oldWorkspace(): Partial<Record<WorkspaceTable, unknown[]>> {
  return {
    therapist_clients: [toServerTherapistClient(clientRow(ME))],
    prescriptions: [toServerPrescription(prescriptionRow(ME))],
    client_notes: [toServerClientNote(noteRow(ME)), toServerClientNote(noteRow(ME, 'note-2'))],
    client_returns: [toServerClientReturn(returnRow(ME))],
  };
}

const remaining = (server: ReturnType<typeof serverWith>) =>
  (['therapist_clients', 'prescriptions', 'client_notes', 'client_returns'] as const).reduce((sum, table) => sum + server.rowsOf(table).length, 0);

async function turnOnSync(): Promise<void> {
  // Only the row's presence is read by the move; a real account's keys are not needed here.
  await db.e2eeAccount.put({ key: 'account', state: { accountId: 'acct' } as unknown as E2eeAccountRow['state'] });
}

/** What the runner does: collect the device's changes, push them, and forget them once the function accepted them. */
async function encryptedSyncConfirms(): Promise<void> {
  await collectLocalChanges(replica);
  const pending = await readPending(replica, 10_000);
  await removePending(replica, pending.map((change) => change.seq ?? -1));
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
});

describe('moveWorkspaceOffPlaintext', () => {
  it('with sync and backup off, brings the rows here and deletes nothing', async () => {
    const server = serverWith(oldWorkspace());
    const report = await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet });
    expect(report).toMatchObject({ status: 'readable-copy', deleted: 0, pull: { status: 'pulled', added: 5 } });
    expect(remaining(server)).toBe(5);
    expect(await db.clientNotes.count()).toBe(2);
    expect((await readMoveState(db)).movedFor).toEqual([]);
  });

  it('deletes nothing until the encrypted log has confirmed the records, then all, once', async () => {
    const server = serverWith(oldWorkspace());
    await turnOnSync();
    // Pulled and collected, but not yet pushed: nothing is confirmed.
    expect(await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet })).toMatchObject({ status: 'waiting', deleted: 0, kept: { 'not-confirmed': 5 } });
    await collectLocalChanges(replica);
    expect(await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet })).toMatchObject({ status: 'waiting', deleted: 0 });
    expect(remaining(server)).toBe(5);

    await encryptedSyncConfirms();
    expect(await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet })).toMatchObject({ status: 'moved', deleted: 5 });
    expect(remaining(server)).toBe(0);
    expect((await readMoveState(db)).movedFor).toEqual([ME]);

    // Done is done: a later visit reads nothing and deletes nothing.
    const readsBefore = server.reads();
    expect(await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet })).toMatchObject({ status: 'done', deleted: 0 });
    expect(server.reads()).toBe(readsBefore);
  });

  it('does not delete a row edited here after the log confirmed it, until the edit is confirmed too', async () => {
    const server = serverWith(oldWorkspace());
    await turnOnSync();
    await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet });
    await encryptedSyncConfirms();
    await db.clientNotes.put(noteRow(ME, 'note-2', { text: 'Edited, not yet collected', updatedAt: '2026-11-30T00:00:00.000Z' }));
    const report = await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet });
    expect(report).toMatchObject({ status: 'waiting', deleted: 4, kept: { 'not-confirmed': 1 } });
    expect(server.rowsOf('client_notes').map((row) => (row as { id: string }).id)).toEqual(['note-2']);
    await encryptedSyncConfirms();
    expect(await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet })).toMatchObject({ status: 'moved', deleted: 1 });
  });

  it('after a deletion the server refused, is not done, and the next run deletes what is left', async () => {
    const server = serverWith(oldWorkspace(), { failRemovals: ['client_notes'] });
    await turnOnSync();
    await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet });
    await encryptedSyncConfirms();
    expect(await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet })).toMatchObject({
      status: 'waiting',
      deleted: 3,
      kept: { 'delete-failed': 2 },
    });
    expect((await readMoveState(db)).movedFor).toEqual([]);
    expect(await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet })).toMatchObject({ status: 'moved', deleted: 2 });
    expect(remaining(server)).toBe(0);
  });

  it('skips hostile and malformed rows with a code, never writes them here, never deletes them there', async () => {
    const warn = vi.fn();
    const hostile = [
      null,
      'a string',
      { id: '../../etc', alias: 'x', created_at: 'x', updated_at: 'x', archived_at: null },
      { id: 'client-2', alias: 42, created_at: '2026-11-24', updated_at: '2026-11-24', archived_at: null },
      { ...toServerTherapistClient(clientRow(ME, 'client-3')), alias: 'A'.repeat(10_000) },
    ];
    const server = serverWith({ ...oldWorkspace(), therapist_clients: [toServerTherapistClient(clientRow(ME)), ...hostile] });
    await turnOnSync();
    await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: { warn } });
    await encryptedSyncConfirms();
    const report = await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: { warn } });
    expect(report).toMatchObject({ status: 'waiting', deleted: 5, skipped: 5, kept: { unreadable: 5 } });
    expect((await db.therapistClients.toArray()).map((row) => row.id)).toEqual(['client-1']);
    expect(server.rowsOf('therapist_clients')).toEqual(hostile);
    const codes = warn.mock.calls.map(([message]) => String(message).match(/\((.+)\)/)?.[1]);
    expect(codes.slice(0, 5)).toEqual(['not-a-row', 'not-a-row', 'bad-id', 'bad-field', 'bad-field']);
    // The log says the table, the code and an id: never what a row holds.
    expect(JSON.stringify(warn.mock.calls)).not.toContain('AAAA');
  });

  it('drops the entries queued for Supabase before the update, and does not bring back a note removed then', async () => {
    const at = new Date().toISOString();
    const entry = { createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null };
    await db.outbox.bulkAdd([
      { ...entry, kind: 'therapist_client', recordId: 'client-1', payload: { op: 'upsert', therapistId: ME, table: 'therapist_clients', row: toServerTherapistClient(clientRow(ME)) } },
      { ...entry, kind: 'client_note', recordId: 'note-1', payload: { op: 'delete', therapistId: ME, table: 'client_notes', id: 'note-1' } },
      { ...entry, kind: 'tracking_event', recordId: 'event-1', payload: {} },
    ]);
    const server = serverWith(oldWorkspace());
    expect(await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet })).toMatchObject({ status: 'readable-copy' });
    expect((await db.outbox.toArray()).map((row) => row.kind)).toEqual(['tracking_event']);
    expect(await db.clientNotes.get('note-1')).toBeUndefined();

    await turnOnSync();
    await encryptedSyncConfirms();
    expect(await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet })).toMatchObject({ status: 'moved', deleted: 5 });
    expect(await db.clientNotes.get('note-1')).toBeUndefined();
  });

  it('writes nothing when one of the four reads fails, and never overwrites another therapist’s row', async () => {
    const failing = serverWith(oldWorkspace(), { failing: 'client_notes' });
    expect(await moveWorkspaceOffPlaintext({ adapter: failing.adapter, database: db, log: quiet })).toMatchObject({ status: 'failed' });
    expect(await db.therapistClients.count()).toBe(0);

    await db.therapistClients.put(clientRow('someone-else', 'client-1', { alias: 'Theirs' }));
    await turnOnSync();
    const server = serverWith(oldWorkspace());
    await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet });
    await encryptedSyncConfirms();
    const report = await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet });
    expect(report).toMatchObject({ status: 'waiting', deleted: 4, kept: { 'another-therapist': 1 } });
    expect((await db.therapistClients.get('client-1'))?.alias).toBe('Theirs');
  });

  it('reports a browser that refuses the write, and leaves nothing half-written', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(db.clientNotes, 'bulkPut').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    const server = serverWith(oldWorkspace());
    expect(await moveWorkspaceOffPlaintext({ adapter: server.adapter, database: db, log: quiet })).toMatchObject({ status: 'failed' });
    expect(getStorageProblem()?.kind).toBe('quota');
    expect(await db.therapistClients.count()).toBe(0);
    expect(remaining(server)).toBe(5);
    vi.restoreAllMocks();
  });

  it('says local-only without Supabase, and records a therapist with no rows as done', async () => {
    expect(await moveWorkspaceOffPlaintext({ adapter: null, database: db, log: quiet })).toMatchObject({ status: 'local-only' });
    const empty = serverWith({});
    expect(await moveWorkspaceOffPlaintext({ adapter: empty.adapter, database: db, log: quiet })).toMatchObject({ status: 'nothing-there' });
    expect((await readMoveState(db)).movedFor).toEqual([ME]);
  });
});
