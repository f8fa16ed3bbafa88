/**
 * Data functions for the therapist's workspace: every write of a client, a prescription, a private note or an
 * imported return goes through here. Each saves the row on this device only: nothing is queued for Supabase any
 * more (docs/decisions.md, "The workspace leaves Supabase"). The end-to-end encrypted sync, when it is on, notices
 * the write (Dexie's `storagemutated`) and carries it, sealed, to the therapist's other devices. Each returns false
 * when the browser refused the write.
 */
import { db } from '../../../db/database';
import type { ClientNoteRow, ClientReturnRow, PrescriptionRow, TherapistClientRow } from '../../../db/star-chart-types';
import { reportStorageError } from '../../../db/storage-health';

async function saved(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

export function putTherapistClient(row: TherapistClientRow): Promise<boolean> {
  return saved(() => db.therapistClients.put(row));
}

export function putPrescription(row: PrescriptionRow): Promise<boolean> {
  return saved(() => db.prescriptions.put(row));
}

export function putClientNote(row: ClientNoteRow): Promise<boolean> {
  return saved(() => db.clientNotes.put(row));
}

/** Removes a note. A note already gone is no error. */
export function deleteClientNote(id: string): Promise<boolean> {
  return saved(() => db.clientNotes.delete(id));
}

/**
 * Imports a client's return into their chart. A return already imported (same id) is left as it was: importing
 * the same return twice adds nothing. Resolves to 'added', 'duplicate', or 'failed'.
 */
export async function addClientReturn(row: ClientReturnRow): Promise<'added' | 'duplicate' | 'failed'> {
  try {
    return await db.transaction('rw', db.clientReturns, async () => {
      if (await db.clientReturns.get(row.id)) return 'duplicate';
      await db.clientReturns.add(row);
      return 'added';
    });
  } catch (error) {
    reportStorageError(error);
    return 'failed';
  }
}
