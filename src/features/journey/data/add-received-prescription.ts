import { useLiveQuery } from 'dexie-react-hooks';
import type { Prescription } from '@contract/prescription-schemas';
import { db } from '@/db/database';
import { deviceTimeZone } from '@/domains/calendar/rhythm';

/**
 * Saves a prescription from a therapist to this device's journeys. Adding the same prescription again replaces the
 * saved copy (the therapist may have changed it and sent it again); what the person marked done is kept, because it
 * is stored apart, by the prescription's id. The device's IANA time zone is recorded with it (a return carries the
 * zone, so the therapist counts due days as this device does). Returns whether a copy was replaced.
 */
export async function addReceivedPrescription(prescription: Prescription, source: 'link' | 'code', now = new Date(), timeZone = deviceTimeZone()): Promise<{ replaced: boolean }> {
  return db.transaction('rw', db.receivedPrescriptions, async () => {
    const existing = await db.receivedPrescriptions.get(prescription.id);
    await db.receivedPrescriptions.put({ id: prescription.id, prescription, source, addedAt: now.toISOString(), archivedAt: null, timeZone });
    return { replaced: existing !== undefined };
  });
}

/** Whether this device already holds a prescription (undefined while loading). */
export function useHasReceivedPrescription(id: string | null): boolean | undefined {
  return useLiveQuery(async () => (id === null ? false : (await db.receivedPrescriptions.get(id)) !== undefined), [id]);
}
