/**
 * Data functions for the therapist's workspace: every write of a client, a prescription, a private note or an
 * imported return goes through here, so that syncing to the therapist-owned tables (when Supabase is configured)
 * is decided in one place. Each returns false when the browser refused the write.
 */
import { db } from '@/db/database';
import type { ClientNoteRow, ClientReturnRow, PrescriptionRow, TherapistClientRow } from '@/db/star-chart-types';
import { reportStorageError } from '@/db/storage-health';

async function attempt(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

export function putTherapistClient(row: TherapistClientRow): Promise<boolean> {
  return attempt(() => db.therapistClients.put(row));
}

export function putPrescription(row: PrescriptionRow): Promise<boolean> {
  return attempt(() => db.prescriptions.put(row));
}

export function putClientNote(row: ClientNoteRow): Promise<boolean> {
  return attempt(() => db.clientNotes.put(row));
}

export function deleteClientNote(id: string): Promise<boolean> {
  return attempt(() => db.clientNotes.delete(id));
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
