import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { ReceivedPrescriptionRow } from '@/db/star-chart-types';

/**
 * Live: the therapists the plan can be sent to: the prescriptions this device received and has not set aside (a
 * return answers a prescription), newest first; undefined while loading.
 */
export function useShareTargets(): ReceivedPrescriptionRow[] | undefined {
  return useLiveQuery(async () => (await db.receivedPrescriptions.orderBy('addedAt').reverse().toArray()).filter((row) => row.archivedAt === null), []);
}
