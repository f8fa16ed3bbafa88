/**
 * What the app lock's screens do, over the core in src/db/app-lock (docs/app-lock.md, sections 2, 5 and 6): turn on
 * with a passphrase, unlock, lock now, turn off. Locking reloads the page, so what screens and Dexie's cache already
 * read leaves memory with the key.
 */
import { db } from '@/db/database';
import { DEFAULT_PASSPHRASE_COST } from '@/db/app-lock/passphrase-key';
import type { AppLockSetting } from '@/db/app-lock/lock-setting';
import { isAppLockOn, lockAppNow, passphraseWaitLeft, turnOffAppLock, turnOnAppLock, unlockApp } from '@/db/app-lock/lock-switch';
import { setAppLockStatus } from '@/domains/app-lock/lock-status';
import { removeCrisisCardCopy } from '@/domains/app-lock/crisis-card-copy';
import { platformRandomBytes } from '@contract/e2ee/primitives';
import { fromBase64Url, toBase64Url } from '@contract/share-bytes';
import { passphraseKeyOffMainThread } from './derive-passphrase-key';
import { refreshCrisisCardCopyIfChosen } from './crisis-card-choice';
import { openEntriesAhead } from './open-ahead';

export const MIN_PASSPHRASE_LENGTH = 8;

/** What is wrong with a new passphrase typed twice, in words, or null: one rule for turning on and for replacing. */
export function newPassphraseProblem(passphrase: string, repeat: string): string | null {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) return `Please choose a passphrase of at least ${MIN_PASSPHRASE_LENGTH} characters.`;
  if (passphrase !== repeat) return 'The two passphrases are not the same.';
  return null;
}
const SALT_BYTES = 16;

export async function readLockSetting(): Promise<AppLockSetting | undefined> {
  const row = await db.settings.get('appLock');
  return row?.value as AppLockSetting | undefined;
}

export async function turnOnWithPassphrase(passphrase: string): Promise<void> {
  const salt = platformRandomBytes(SALT_BYTES);
  const cost = DEFAULT_PASSPHRASE_COST;
  const wrapKey = await passphraseKeyOffMainThread(passphrase, salt, cost);
  await turnOnAppLock(db, { recipient: 'passphrase', wrapKey, passphrase: { salt: toBase64Url(salt), ...cost } });
  setAppLockStatus('unlocked');
}

export type PassphraseUnlock = { ok: true } | { ok: false; reason: 'wait'; waitMs: number } | { ok: false; reason: 'wrong'; waitMs: number } | { ok: false; reason: 'unavailable' };

/** A try during the wait is refused before anything is derived (section 5). */
export async function unlockWithPassphrase(passphrase: string): Promise<PassphraseUnlock> {
  const waitMs = await passphraseWaitLeft(db);
  if (waitMs > 0) return { ok: false, reason: 'wait', waitMs };
  const setting = await readLockSetting();
  const salt = setting?.passphrase ? fromBase64Url(setting.passphrase.salt) : null;
  if (!setting?.passphrase || !salt) return { ok: false, reason: 'unavailable' };
  const { memoryKiB, iterations } = setting.passphrase;
  const result = await unlockApp(db, 'passphrase', () => passphraseKeyOffMainThread(passphrase, salt, { memoryKiB, iterations }));
  if (result.ok) {
    await afterUnlock();
    return result;
  }
  if (result.reason === 'wait' || result.reason === 'wrong') return result;
  return { ok: false, reason: 'unavailable' };
}

export async function afterUnlock(): Promise<void> {
  setAppLockStatus('unlocked');
  await refreshCrisisCardCopyIfChosen().catch((error: unknown) => console.warn('Could not refresh the crisis card copy', error));
  openEntriesAhead().catch((error: unknown) => console.warn('Could not open entries ahead', error instanceof Error ? error.name : 'unknown'));
}

/** The wait before the next passphrase may be tried, for the screen's countdown. */
export function passphraseWait(): Promise<number> {
  return passphraseWaitLeft(db);
}

/** Locks at once and reloads: the key and every copy of what was read leave memory. */
export function lockNowAndReload(): void {
  if (!isAppLockOn(db)) return;
  lockAppNow(db);
  window.location.reload();
}

export async function turnOffLock(): Promise<void> {
  await turnOffAppLock(db);
  removeCrisisCardCopy();
  setAppLockStatus('off');
}
