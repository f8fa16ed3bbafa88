import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { HearthlinkContactRow } from '@/db/hearthlink-types';
import type { InsightValues } from '@/db/types';
import { readSafetyPlan } from '@/domains/safety-plan/data/read-safety-plan';

/** What the crisis page shows first: the person's safety plan (its values) and their Hearthlink people, in order. */
export interface MyCrisisCardData {
  plan: InsightValues | null;
  people: HearthlinkContactRow[];
}

/**
 * Both from this device (Dexie), so the card works offline. The Hearthlink contacts are read from their table here
 * rather than through Presence's reader, since one feature never imports another.
 */
export async function readMyCrisisCard(): Promise<MyCrisisCardData> {
  const [plan, people] = await Promise.all([readSafetyPlan(), db.hearthlinkContacts.orderBy('order').toArray()]);
  return { plan: plan?.values ?? null, people };
}

/** Live: the card's data; undefined while loading. */
export function useMyCrisisCard(): MyCrisisCardData | undefined {
  return useLiveQuery(readMyCrisisCard, []);
}
