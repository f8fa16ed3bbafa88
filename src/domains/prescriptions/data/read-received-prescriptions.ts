import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { PrescribedCompletionRow, ReceivedPrescriptionRow } from '@/db/star-chart-types';

/** Live: the prescriptions this device received, newest first; undefined while loading. */
export function useReceivedPrescriptions(): ReceivedPrescriptionRow[] | undefined {
  return useLiveQuery(async () => (await db.receivedPrescriptions.orderBy('addedAt').reverse().toArray()).filter((row) => row.archivedAt === null), []);
}

/** Live: one received prescription; null when it is not on this device, undefined while loading. */
export function useReceivedPrescription(id: string): ReceivedPrescriptionRow | null | undefined {
  return useLiveQuery(async () => (await db.receivedPrescriptions.get(id)) ?? null, [id]);
}

/** Live: every completion of the device's received prescriptions, by prescription id; undefined while loading. */
export function usePrescribedCompletions(): Map<string, PrescribedCompletionRow[]> | undefined {
  return useLiveQuery(async () => {
    const byPrescription = new Map<string, PrescribedCompletionRow[]>();
    for (const row of await db.prescribedCompletions.toArray()) {
      const list = byPrescription.get(row.prescriptionId) ?? [];
      list.push(row);
      byPrescription.set(row.prescriptionId, list);
    }
    return byPrescription;
  }, []);
}
