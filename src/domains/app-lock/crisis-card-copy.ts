/**
 * The person's crisis card (their safety plan's values and their Hearthlink people), copied in the clear for the lock
 * screen only when they choose it (docs/app-lock.md, section 7; off by default). It is kept in localStorage rather
 * than a settings row: a settings row not in the lock's clear list (src/db/app-lock/tables.ts) would be sealed, and
 * the lock screen could not read it. Erasing the device's data removes it with every other mirror.
 */
import type { HearthlinkContactRow } from '@/db/hearthlink-types';
import { readMirror, removeMirror, storageKeys, writeMirror } from '@/db/local-mirror';
import type { InsightValues } from '@/db/types';

export interface CrisisCardCopy {
  plan: InsightValues | null;
  people: HearthlinkContactRow[];
}

function isCopy(value: unknown): value is CrisisCardCopy {
  if (typeof value !== 'object' || value === null) return false;
  const { plan, people } = value as Record<string, unknown>;
  return (plan === null || (typeof plan === 'object' && plan !== undefined)) && Array.isArray(people);
}

export function readCrisisCardCopy(): CrisisCardCopy | undefined {
  return readMirror(storageKeys.appLockCrisisCard, isCopy);
}

export function writeCrisisCardCopy(copy: CrisisCardCopy): boolean {
  return writeMirror(storageKeys.appLockCrisisCard, copy);
}

export function removeCrisisCardCopy(): void {
  removeMirror(storageKeys.appLockCrisisCard);
}
