import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';

/**
 * Removes a prescription from this device with everything marked done for it, in one transaction. Returns false
 * (and reports it) when the device refused.
 */
export async function removeReceivedPrescription(prescriptionId: string): Promise<boolean> {
  try {
    await db.transaction('rw', db.receivedPrescriptions, db.prescribedCompletions, async () => {
      await db.prescribedCompletions.where('prescriptionId').equals(prescriptionId).delete();
      await db.receivedPrescriptions.delete(prescriptionId);
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
