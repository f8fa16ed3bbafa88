import type { LocalDate } from '@contract/prescription-schemas';
import { db } from '@/db/database';

/** One completion per item and due day: marking the same day twice keeps one record. */
export function prescribedCompletionId(prescriptionId: string, itemId: string, dueDate: LocalDate): string {
  return `${prescriptionId}:${itemId}:${dueDate}`;
}

/** Marks one due occurrence of a prescribed item done, on this device. */
export async function markPrescribedItemDone(prescriptionId: string, itemId: string, dueDate: LocalDate, now = new Date()): Promise<void> {
  const id = prescribedCompletionId(prescriptionId, itemId, dueDate);
  await db.transaction('rw', db.prescribedCompletions, async () => {
    if (await db.prescribedCompletions.get(id)) return;
    await db.prescribedCompletions.add({ id, prescriptionId, itemId, dueDate, completedAt: now.toISOString() });
  });
}

/** Takes back a completion marked by mistake. */
export async function unmarkPrescribedItemDone(prescriptionId: string, itemId: string, dueDate: LocalDate): Promise<void> {
  await db.prescribedCompletions.delete(prescribedCompletionId(prescriptionId, itemId, dueDate));
}
