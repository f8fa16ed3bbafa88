/**
 * Data functions for the therapist's workspace: every write of a client, a prescription, a private note or an
 * imported return goes through here. Each saves the row on the device and, when Supabase is configured, queues its
 * outbox entry for the therapist's own tables in the same Dexie transaction (both are saved or neither is); in
 * local-only mode nothing is queued. What is queued is the row as the server takes it: short codes without their
 * revoke tokens, which never leave this device. Each returns false when the browser refused the write.
 */
import { db } from '@/db/database';
import type { ClientNoteRow, ClientReturnRow, PrescriptionRow, TherapistClientRow } from '@/db/star-chart-types';
import { reportStorageError } from '@/db/storage-health';
import {
  clientNotePayload,
  clientNoteRemovalPayload,
  clientReturnPayload,
  prescriptionPayload,
  therapistClientPayload,
} from '../../../sync/adapters/star-chart-rows';
import { enqueueInTransaction, saveWithOutbox, type EnqueueOptions } from '../../../sync/outbox';

export function putTherapistClient(row: TherapistClientRow, options?: EnqueueOptions): Promise<boolean> {
  const payload = therapistClientPayload(row);
  return saveWithOutbox({ table: db.therapistClients, row, kind: 'therapist_client', recordId: row.id, payload, options });
}

export function putPrescription(row: PrescriptionRow, options?: EnqueueOptions): Promise<boolean> {
  const payload = prescriptionPayload(row);
  return saveWithOutbox({ table: db.prescriptions, row, kind: 'prescription', recordId: row.id, payload, options });
}

export function putClientNote(row: ClientNoteRow, options?: EnqueueOptions): Promise<boolean> {
  const payload = clientNotePayload(row);
  return saveWithOutbox({ table: db.clientNotes, row, kind: 'client_note', recordId: row.id, payload, options });
}

/** Removes a note; its removal replaces any save of it still waiting to be sent. A note already gone is no error. */
export async function deleteClientNote(id: string, options?: EnqueueOptions): Promise<boolean> {
  try {
    await db.transaction('rw', db.clientNotes, db.outbox, async () => {
      const note = await db.clientNotes.get(id);
      if (!note) return;
      await db.clientNotes.delete(id);
      await enqueueInTransaction('client_note', id, clientNoteRemovalPayload(note), new Date(), options);
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/**
 * Imports a client's return into their chart. A return already imported (same id) is left as it was: importing
 * the same return twice adds nothing, and queues nothing. Resolves to 'added', 'duplicate', or 'failed'.
 */
export async function addClientReturn(row: ClientReturnRow, options?: EnqueueOptions): Promise<'added' | 'duplicate' | 'failed'> {
  try {
    return await db.transaction('rw', db.clientReturns, db.outbox, async () => {
      if (await db.clientReturns.get(row.id)) return 'duplicate';
      await db.clientReturns.add(row);
      await enqueueInTransaction('client_return', row.id, clientReturnPayload(row), new Date(), options);
      return 'added';
    });
  } catch (error) {
    reportStorageError(error);
    return 'failed';
  }
}
