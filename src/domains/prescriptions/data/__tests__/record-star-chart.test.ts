import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import type { WorkspacePayload } from '../../../../sync/adapters/star-chart-rows';
import { addClientReturn, deleteClientNote, putClientNote, putPrescription, putTherapistClient } from '../record-star-chart';
import { clientRow, noteRow, prescriptionRow, returnRow } from '@/sync/__tests__/star-chart-fixtures';

const configured = { supabaseConfigured: true };
const THERAPIST = 'therapist-1';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
});

describe('the therapist workspace data functions, with Supabase configured', () => {
  it('save each row and queue it, as the server takes it, in one transaction', async () => {
    expect(await putTherapistClient(clientRow(THERAPIST), configured)).toBe(true);
    expect(await putPrescription(prescriptionRow(THERAPIST), configured)).toBe(true);
    expect(await putClientNote(noteRow(THERAPIST), configured)).toBe(true);
    expect(await addClientReturn(returnRow(THERAPIST), configured)).toBe('added');

    expect(await db.therapistClients.get('client-1')).toEqual(clientRow(THERAPIST));
    expect(await db.prescriptions.get('rx-1')).toEqual(prescriptionRow(THERAPIST));
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => [entry.kind, entry.recordId])).toEqual([
      ['therapist_client', 'client-1'],
      ['prescription', 'rx-1'],
      ['client_note', 'note-1'],
      ['client_return', 'return-1'],
    ]);
    expect(entries[0]?.payload).toEqual({
      op: 'upsert',
      therapistId: THERAPIST,
      table: 'therapist_clients',
      row: { id: 'client-1', alias: 'K.', created_at: clientRow(THERAPIST).createdAt, updated_at: clientRow(THERAPIST).updatedAt, archived_at: null },
    });
  });

  it('never queues a revoke token: the device keeps it, the outbox does not carry it', async () => {
    await putPrescription(prescriptionRow(THERAPIST), configured);
    expect((await db.prescriptions.get('rx-1'))?.shortCodes[0]?.revokeToken).toBe('secret-revoke-token');
    const [entry] = await db.outbox.toArray();
    expect(JSON.stringify(entry?.payload)).not.toContain('secret-revoke-token');
    expect(JSON.stringify(entry?.payload)).not.toContain('revokeToken');
    expect((entry?.payload as WorkspacePayload & { op: 'upsert' }).row).toMatchObject({
      short_codes: [{ code: 'ABCD2345X', expiresAt: '2026-12-24T09:00:00.000Z', revokedAt: null }],
    });
  });

  it('keeps only the newest state of a record waiting, and a removed note replaces its queued save', async () => {
    await putTherapistClient(clientRow(THERAPIST), configured);
    await putTherapistClient(clientRow(THERAPIST, 'client-1', { alias: 'K. B.', updatedAt: '2026-11-24T10:00:00.000Z' }), configured);
    await putClientNote(noteRow(THERAPIST), configured);
    expect(await deleteClientNote('note-1', configured)).toBe(true);

    expect(await db.clientNotes.get('note-1')).toBeUndefined();
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(2);
    expect(entries[0]?.payload).toMatchObject({ op: 'upsert', row: { alias: 'K. B.' } });
    expect(entries[1]?.payload).toEqual({ op: 'delete', therapistId: THERAPIST, table: 'client_notes', id: 'note-1' });
  });

  it('removing a note that is not there changes and queues nothing', async () => {
    expect(await deleteClientNote('missing', configured)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('importing the same return twice adds nothing and queues nothing the second time', async () => {
    expect(await addClientReturn(returnRow(THERAPIST), configured)).toBe('added');
    expect(await addClientReturn({ ...returnRow(THERAPIST), importedAt: '2026-11-25T00:00:00.000Z' }, configured)).toBe('duplicate');
    expect(await db.clientReturns.count()).toBe(1);
    expect((await db.clientReturns.get('return-1'))?.importedAt).toBe(returnRow(THERAPIST).importedAt);
    expect(await db.outbox.count()).toBe(1);
  });

  it('saves neither the row nor its entry when the browser refuses the write', async () => {
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await addClientReturn(returnRow(THERAPIST), configured)).toBe('failed');
    expect(await db.clientReturns.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(getStorageProblem()?.kind).toBe('quota');
    vi.restoreAllMocks();
  });
});

describe('the therapist workspace data functions, local-only', () => {
  it('save every row on the device and queue nothing', async () => {
    // This test build has no Supabase configuration: the default is local-only.
    expect(await putTherapistClient(clientRow(THERAPIST))).toBe(true);
    expect(await putPrescription(prescriptionRow(THERAPIST))).toBe(true);
    expect(await putClientNote(noteRow(THERAPIST))).toBe(true);
    expect(await addClientReturn(returnRow(THERAPIST))).toBe('added');
    expect(await deleteClientNote('note-1')).toBe(true);
    expect(await db.therapistClients.count()).toBe(1);
    expect(await db.prescriptions.count()).toBe(1);
    expect(await db.clientNotes.count()).toBe(0);
    expect(await db.clientReturns.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });
});
