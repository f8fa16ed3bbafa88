import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import { addClientReturn, deleteClientNote, putClientNote, putPrescription, putTherapistClient } from '../record-star-chart';
import { clientRow, noteRow, prescriptionRow, returnRow } from '@/sync/__tests__/star-chart-fixtures';

const THERAPIST = 'therapist-1';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
});

describe('the therapist workspace data functions', () => {
  it('save every row on the device and queue nothing for Supabase (the encrypted sync carries them)', async () => {
    expect(await putTherapistClient(clientRow(THERAPIST))).toBe(true);
    expect(await putPrescription(prescriptionRow(THERAPIST))).toBe(true);
    expect(await putClientNote(noteRow(THERAPIST))).toBe(true);
    expect(await putClientNote(noteRow(THERAPIST, 'note-2'))).toBe(true);
    expect(await addClientReturn(returnRow(THERAPIST))).toBe('added');
    expect(await deleteClientNote('note-1')).toBe(true);

    expect(await db.therapistClients.get('client-1')).toEqual(clientRow(THERAPIST));
    expect(await db.prescriptions.get('rx-1')).toEqual(prescriptionRow(THERAPIST));
    expect((await db.clientNotes.toArray()).map((row) => row.id)).toEqual(['note-2']);
    expect(await db.clientReturns.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('removing a note that is not there changes nothing', async () => {
    expect(await deleteClientNote('missing')).toBe(true);
    expect(await db.clientNotes.count()).toBe(0);
  });

  it('importing the same return twice adds nothing the second time', async () => {
    expect(await addClientReturn(returnRow(THERAPIST))).toBe('added');
    expect(await addClientReturn({ ...returnRow(THERAPIST), importedAt: '2026-11-25T00:00:00.000Z' })).toBe('duplicate');
    expect(await db.clientReturns.count()).toBe(1);
    expect((await db.clientReturns.get('return-1'))?.importedAt).toBe(returnRow(THERAPIST).importedAt);
  });

  it('reports a browser that refuses the write', async () => {
    vi.spyOn(db.clientReturns, 'add').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await addClientReturn(returnRow(THERAPIST))).toBe('failed');
    expect(await db.clientReturns.count()).toBe(0);
    expect(getStorageProblem()?.kind).toBe('quota');
    vi.restoreAllMocks();
  });
});
