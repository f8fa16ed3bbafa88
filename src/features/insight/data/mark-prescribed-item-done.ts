import type { LocalDate } from '@contract/prescription-schemas';
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';

/** One completion per item and due day: marking the same day twice keeps one record. */
function prescribedCompletionId(prescriptionId: string, itemId: string, dueDate: LocalDate): string {
  return `${prescriptionId}:${itemId}:${dueDate}`;
}

/** Marks one due occurrence of a prescribed item done, on this device. False (reported) when the device refused. */
export async function markPrescribedItemDone(prescriptionId: string, itemId: string, dueDate: LocalDate, now = new Date()): Promise<boolean> {
  const id = prescribedCompletionId(prescriptionId, itemId, dueDate);
  try {
    await db.transaction('rw', db.prescribedCompletions, async () => {
      if (await db.prescribedCompletions.get(id)) return;
      await db.prescribedCompletions.add({ id, prescriptionId, itemId, dueDate, completedAt: now.toISOString() });
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** Takes back a completion marked by mistake. False (reported) when the device refused. */
export async function unmarkPrescribedItemDone(prescriptionId: string, itemId: string, dueDate: LocalDate): Promise<boolean> {
  try {
    await db.prescribedCompletions.delete(prescribedCompletionId(prescriptionId, itemId, dueDate));
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
