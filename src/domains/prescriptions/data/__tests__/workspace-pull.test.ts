import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import { toServerClientNote, toServerTherapistClient, type WorkspaceTable } from '../../../../sync/adapters/star-chart-rows';
import type { SupabaseAdapter } from '../../../../sync/adapters/supabase';
import { pullWorkspace } from '../workspace-pull';
import { clientRow, noteRow } from '../../../../sync/__tests__/star-chart-fixtures';

const THERAPIST = 'therapist-1';
const quiet = { warn: () => {} };

/** An adapter that answers the workspace reads from memory; `failing` answers null (a read the server refused). */
function adapterWith(rows: Partial<Record<WorkspaceTable, unknown[]>>, failing?: WorkspaceTable): SupabaseAdapter {
  const partial: Pick<SupabaseAdapter, 'workspaceAccountId' | 'readWorkspaceTable'> = {
    workspaceAccountId: async () => THERAPIST,
    readWorkspaceTable: (async (table: WorkspaceTable) => (table === failing ? null : (rows[table] ?? []))) as SupabaseAdapter['readWorkspaceTable'],
  };
  return partial as SupabaseAdapter;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
});

describe('pullWorkspace', () => {
  it('writes nothing when one of the four reads fails: a half-pulled workspace would look complete', async () => {
    const adapter = adapterWith({ therapist_clients: [toServerTherapistClient(clientRow(THERAPIST))] }, 'client_notes');
    expect(await pullWorkspace({ adapter, database: db, log: quiet })).toEqual({ status: 'failed', added: 0, updated: 0, kept: 0 });
    expect(await db.therapistClients.count()).toBe(0);
  });

  it('never overwrites a row another therapist wrote on this device', async () => {
    await db.therapistClients.put(clientRow('someone-else', 'client-1', { alias: 'Theirs' }));
    const newer = toServerTherapistClient(clientRow(THERAPIST, 'client-1', { alias: 'Mine', updatedAt: '2030-01-01T00:00:00.000Z' }));
    const report = await pullWorkspace({ adapter: adapterWith({ therapist_clients: [newer] }), database: db, log: quiet });
    expect(report).toEqual({ status: 'pulled', added: 0, updated: 0, kept: 1 });
    expect((await db.therapistClients.get('client-1'))?.alias).toBe('Theirs');
  });

  it('reports a browser that refuses the write, and leaves nothing half-written', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(db.clientNotes, 'bulkPut').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    const adapter = adapterWith({
      therapist_clients: [toServerTherapistClient(clientRow(THERAPIST))],
      client_notes: [toServerClientNote(noteRow(THERAPIST))],
    });
    expect((await pullWorkspace({ adapter, database: db, log: quiet })).status).toBe('failed');
    expect(getStorageProblem()?.kind).toBe('quota');
    expect(await db.therapistClients.count()).toBe(0);
    vi.restoreAllMocks();
  });
});
