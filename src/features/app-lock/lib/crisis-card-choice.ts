/**
 * "Show my crisis card on the lock screen" (docs/app-lock.md, section 7; off by default): choosing it copies the
 * safety plan's values and the Hearthlink people into the clear copy the lock screen reads; each unlock refreshes it.
 */
import { db } from '@/db/database';
import { readCrisisCardCopy, removeCrisisCardCopy, writeCrisisCardCopy } from '@/domains/app-lock/crisis-card-copy';
import { readSafetyPlan } from '@/domains/safety-plan/data/read-safety-plan';

export function isCrisisCardChosen(): boolean {
  return readCrisisCardCopy() !== undefined;
}

async function copyCrisisCard(): Promise<boolean> {
  const [plan, people] = await Promise.all([readSafetyPlan(), db.hearthlinkContacts.orderBy('order').toArray()]);
  return writeCrisisCardCopy({ plan: plan?.values ?? null, people });
}

/** Returns false when the browser refused to keep the copy. */
export async function chooseCrisisCard(show: boolean): Promise<boolean> {
  if (!show) {
    removeCrisisCardCopy();
    return true;
  }
  return copyCrisisCard();
}

export async function refreshCrisisCardCopyIfChosen(): Promise<void> {
  if (isCrisisCardChosen()) await copyCrisisCard();
}
