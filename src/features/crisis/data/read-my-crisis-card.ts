import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { isFirstVisit } from '@/db/create-off-main-thread';
import { db } from '@/db/database';
import type { HearthlinkContactRow } from '@/db/hearthlink-types';
import type { InsightValues } from '@/db/types';
import { isAppLockedError } from '@/db/app-lock/errors';
import { isAppLockOn, isAppUnlocked } from '@/db/app-lock/lock-switch';
import { readCrisisCardCopy } from '@/domains/app-lock/crisis-card-copy';
import { readSafetyPlan } from '@/domains/safety-plan/data/read-safety-plan';

/** What the crisis page shows first: the person's safety plan (its values) and their Hearthlink people, in order. */
export interface MyCrisisCardData {
  plan: InsightValues | null;
  people: HearthlinkContactRow[];
  /** The app lock is on and locked: what shows is the copy the person chose to keep readable, or nothing. */
  locked?: boolean;
}

/**
 * Both from this device (Dexie), so the card works offline. The Hearthlink contacts are read from their table here
 * rather than through Presence's reader, since one feature never imports another.
 */
function lockedCard(): MyCrisisCardData {
  const copy = readCrisisCardCopy();
  return { plan: copy?.plan ?? null, people: copy?.people ?? [], locked: true };
}

export async function readMyCrisisCard(): Promise<MyCrisisCardData> {
  // Locked (docs/app-lock.md, section 7): crisis help still opens, with the card only if the person chose to keep it.
  // Asked first, since a reader that swallows its errors would otherwise say there is no plan.
  await db.open();
  if (isAppLockOn(db) && !isAppUnlocked(db)) return lockedCard();
  try {
    const [plan, people] = await Promise.all([readSafetyPlan(), db.hearthlinkContacts.orderBy('order').toArray()]);
    return { plan: plan?.values ?? null, people };
  } catch (error) {
    if (!isAppLockedError(error)) throw error;
    return lockedCard();
  }
}

const NOTHING_YET: MyCrisisCardData = { plan: null, people: [] };

/**
 * Live: the card's data; undefined while loading. On a first visit there is no database and so no plan: the card says
 * where to add one without opening the database, which the start-up creates in a worker (src/main.tsx).
 */
export function useMyCrisisCard(): MyCrisisCardData | undefined {
  const [firstVisit, setFirstVisit] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void isFirstVisit().then((answer) => {
      if (current) setFirstVisit(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return useLiveQuery(
    () => (firstVisit === undefined ? undefined : firstVisit ? NOTHING_YET : readMyCrisisCard()),
    [firstVisit],
  );
}
