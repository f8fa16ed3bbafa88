import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { HearthlinkContactRow } from '@/db/hearthlink-types';

/** The person's contacts in their own order. */
export function listHearthlinkContacts(): Promise<HearthlinkContactRow[]> {
  return db.hearthlinkContacts.orderBy('order').toArray();
}

/** Live: the contacts in order; undefined while loading. */
export function useHearthlinkContacts(): HearthlinkContactRow[] | undefined {
  return useLiveQuery(listHearthlinkContacts, []);
}
