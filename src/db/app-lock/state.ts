/**
 * What the app lock's middleware knows of one database: whether the lock is on (the clear `appLock` settings row
 * exists, read when the database opens) and the data key while unlocked. Kept per Dexie instance, since the page,
 * the sync worker and the tests each open their own.
 */
import type { Dexie } from 'dexie';
import type { UnlockedDataKey } from './keys.ts';

export interface AppLockState {
  on: boolean;
  key: UnlockedDataKey | null;
}

const states = new WeakMap<Dexie, AppLockState>();

export function appLockStateOf(db: Dexie): AppLockState {
  let state = states.get(db);
  if (!state) {
    state = { on: false, key: null };
    states.set(db, state);
  }
  return state;
}

/** Locking: drop the key from memory. Screens must also drop what they read (the lock screen reloads the page). */
export function forgetAppLockKey(db: Dexie): void {
  const state = appLockStateOf(db);
  state.key?.forget();
  state.key = null;
}
