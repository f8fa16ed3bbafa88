/**
 * Whether the app lock is off, locked or unlocked, as a small store the layouts, the crisis card and the lock screen
 * share (docs/app-lock.md, sections 6 and 7). A page load always starts locked when the lock is on (the key lives only
 * in memory), so a mirror in localStorage says "on" before the database opens: the page then starts on the lock
 * screen instead of hydrating content it cannot read. The database's own `appLock` row stays the truth: `refresh`
 * reads it once the database is open and corrects the mirror.
 */
import { useSyncExternalStore } from 'react';
import { readMirror, removeMirror, storageKeys, writeMirror } from '@/db/local-mirror';

export type AppLockStatus = 'unknown' | 'off' | 'locked' | 'unlocked';

const listeners = new Set<() => void>();
const current: { status: AppLockStatus } = { status: 'unknown' };

function isTrue(value: unknown): value is true {
  return value === true;
}

/** Whether this device said, at its last change, that the lock is on. */
export function appLockHinted(): boolean {
  return readMirror(storageKeys.appLockOn, isTrue) === true;
}

export function setAppLockStatus(status: AppLockStatus): void {
  if (status === 'locked' || status === 'unlocked') writeMirror(storageKeys.appLockOn, true);
  if (status === 'off') removeMirror(storageKeys.appLockOn);
  if (current.status === status) return;
  current.status = status;
  for (const listener of listeners) listener();
}

export function appLockStatus(): AppLockStatus {
  return current.status;
}

/** Before the first render: a device whose lock is on starts locked. */
export function startAppLockStatus(): void {
  if (appLockHinted()) current.status = 'locked';
}

/** Reads the database's own answer (opening it if need be). Loaded on demand: Dexie stays out of the first chunk. */
export async function refreshAppLockStatus(): Promise<AppLockStatus> {
  const [{ db }, { isAppLockOn, isAppUnlocked }] = await Promise.all([import('@/db/database'), import('@/db/app-lock/lock-switch')]);
  await db.open();
  setAppLockStatus(!isAppLockOn(db) ? 'off' : isAppUnlocked(db) ? 'unlocked' : 'locked');
  return current.status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'unknown' on the server and during hydration (no lock hinted), so the prerendered page and the first render agree. */
export function useAppLockStatus(): AppLockStatus {
  return useSyncExternalStore(subscribe, appLockStatus, () => 'unknown');
}
