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

/** A listener may return a promise: turning the lock on or off waits for it (the worker has taken the new state). */
type AppLockListener = (state: Readonly<AppLockState>) => void | Promise<void>;

const listeners = new WeakMap<Dexie, Set<AppLockListener>>();

/**
 * Told each time the lock is turned on or off, unlocked or locked, in this context: the encrypted sync's facade hands
 * the key to its worker (whose database is another Dexie instance, which no unlocking in the page reaches).
 */
export function subscribeAppLockState(db: Dexie, listener: AppLockListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Tells every listener; resolves once each has taken the state (a worker's answer included). */
export async function publishAppLockState(db: Dexie): Promise<void> {
  const state = appLockStateOf(db);
  await Promise.all([...(listeners.get(db) ?? [])].map((listener) => listener(state)));
}

/** Locking: drop the key from memory. Screens must also drop what they read (the lock screen reloads the page). */
export function forgetAppLockKey(db: Dexie): void {
  const state = appLockStateOf(db);
  state.key?.forget();
  state.key = null;
  void publishAppLockState(db);
}
