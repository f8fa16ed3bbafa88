/**
 * Turning the app lock on and off, unlocking and locking (docs/app-lock.md, sections 2, 5 and 6). The wrap key of an
 * envelope comes from the caller: Argon2id of a passphrase (`passphraseWrapKey`), the recovery code
 * (`recoveryWrapKey`), or a passkey's PRF (the passkey work).
 */
import type { Dexie } from 'dexie';
import { afterWrongGuess, NO_WRONG_GUESSES, waitAfterWrongGuesses, waitLeft } from './backoff.ts';
import { generateDataKey, generateLockId, openEnvelope, sealEnvelope, UnlockedDataKey, type EnvelopeRecipient } from './keys.ts';
import type { AppLockSetting } from './lock-setting.ts';
import { appLockMiddleware } from './middleware.ts';
import { appLockStateOf, forgetAppLockKey, publishAppLockState } from './state.ts';
import { encryptedTableNames } from './tables.ts';

const SETTING_KEY = 'appLock';

/** Installs the middleware and reads, each time the database opens, whether the lock is on. Before `open()`. */
export function installAppLock(db: Dexie): void {
  const state = appLockStateOf(db);
  db.use(appLockMiddleware(state));
  db.on(
    'ready',
    async (vipDb: Dexie) => {
      state.on = (await vipDb.table('settings').get(SETTING_KEY)) !== undefined;
    },
    true,
  );
}

async function readLockSetting(db: Dexie): Promise<AppLockSetting | undefined> {
  const row = (await db.table('settings').get(SETTING_KEY)) as { value: AppLockSetting } | undefined;
  return row?.value;
}

async function writeLockSetting(db: Dexie, value: AppLockSetting): Promise<void> {
  await db.table('settings').put({ key: SETTING_KEY, value });
}

/** Every row of every encrypted table read and written back: sealed when the lock is on, open when it is off. */
async function rewriteEveryTable(db: Dexie): Promise<void> {
  const present = new Set(db.tables.map((table) => table.name));
  for (const name of encryptedTableNames()) {
    if (!present.has(name)) continue;
    // One transaction per table: a table is all sealed or all open, and a run cut short resumes table by table.
    await db.transaction('rw', name, async () => {
      const table = db.table(name);
      await table.bulkPut(await table.toArray());
    });
  }
}

export interface FirstEnvelope {
  recipient: EnvelopeRecipient;
  wrapKey: CryptoKey;
  passphrase?: AppLockSetting['passphrase'];
}

export async function turnOnAppLock(db: Dexie, first: FirstEnvelope): Promise<void> {
  const state = appLockStateOf(db);
  if (state.on) throw new Error('The app lock is already on');
  const dataKey = generateDataKey();
  const lockId = generateLockId();
  const envelope = await sealEnvelope(first.wrapKey, lockId, first.recipient, dataKey);
  state.key = new UnlockedDataKey(dataKey);
  dataKey.fill(0);
  try {
    await writeLockSetting(db, { v: 1, lockId, envelopes: [envelope], passphrase: first.passphrase ?? null, wrongGuesses: NO_WRONG_GUESSES });
  } catch (error) {
    forgetAppLockKey(db);
    throw error;
  }
  state.on = true;
  // The sync worker seals its writes from here on before any table is rewritten: none of them can stay open.
  await publishAppLockState(db);
  await rewriteEveryTable(db);
}

/** Unlocked only: every row written back open, then the lock's row removed and the key forgotten. */
export async function turnOffAppLock(db: Dexie): Promise<void> {
  const state = appLockStateOf(db);
  if (!state.on) return;
  if (!state.key) throw new Error('Unlock before turning the lock off');
  state.on = false;
  try {
    // The sync worker writes open rows from here on before any table is rewritten: none of them can stay sealed
    // under a key about to be forgotten.
    await publishAppLockState(db);
    await rewriteEveryTable(db);
    await db.table('settings').delete(SETTING_KEY);
  } catch (error) {
    state.on = true;
    void publishAppLockState(db);
    throw error;
  }
  forgetAppLockKey(db);
}

/** Locks at once: the key leaves memory. What screens already read must go too (the lock screen reloads the page). */
export function lockAppNow(db: Dexie): void {
  forgetAppLockKey(db);
}

export function isAppLockOn(db: Dexie): boolean {
  return appLockStateOf(db).on;
}

export function isAppUnlocked(db: Dexie): boolean {
  const state = appLockStateOf(db);
  return state.on && state.key !== null;
}

export type UnlockResult =
  | { ok: true }
  | { ok: false; reason: 'wait'; waitMs: number }
  | { ok: false; reason: 'wrong'; waitMs: number }
  | { ok: false; reason: 'no-envelope' | 'lock-off' };

/** How long before a passphrase may be tried: shown before anything is derived. */
export async function passphraseWaitLeft(db: Dexie, now: number = Date.now()): Promise<number> {
  const setting = await readLockSetting(db);
  return setting ? waitLeft(setting.wrongGuesses, now) : 0;
}

/**
 * Opens the chosen envelope. Only passphrases count as guesses (the recovery code's 128 random bits and a passkey
 * need no slowing down); during a wait, the wrap key is not even derived.
 */
export async function unlockApp(db: Dexie, recipient: EnvelopeRecipient, deriveWrapKey: () => Promise<CryptoKey>, now: number = Date.now()): Promise<UnlockResult> {
  const setting = await readLockSetting(db);
  if (!setting) return { ok: false, reason: 'lock-off' };
  const envelope = setting.envelopes.find((candidate) => candidate.recipient === recipient);
  if (!envelope) return { ok: false, reason: 'no-envelope' };
  const counts = recipient === 'passphrase';
  if (counts) {
    const wait = waitLeft(setting.wrongGuesses, now);
    if (wait > 0) return { ok: false, reason: 'wait', waitMs: wait };
  }
  const dataKey = await openEnvelope(await deriveWrapKey(), setting.lockId, envelope);
  if (!dataKey) {
    if (!counts) return { ok: false, reason: 'wrong', waitMs: 0 };
    const wrongGuesses = afterWrongGuess(setting.wrongGuesses, now);
    await writeLockSetting(db, { ...setting, wrongGuesses });
    return { ok: false, reason: 'wrong', waitMs: waitAfterWrongGuesses(wrongGuesses.count) };
  }
  const state = appLockStateOf(db);
  state.key?.forget();
  state.key = new UnlockedDataKey(dataKey);
  dataKey.fill(0);
  state.on = true;
  void publishAppLockState(db);
  if (counts && setting.wrongGuesses.count > 0) await writeLockSetting(db, { ...setting, wrongGuesses: NO_WRONG_GUESSES });
  return { ok: true };
}

/**
 * Another context's word on the lock (the sync worker's database is its own Dexie instance): on or off, and the data
 * key while unlocked, which this takes a copy of and the caller should zero. Null locks here too.
 */
export function adoptAppLockState(db: Dexie, on: boolean, dataKey: Uint8Array | null): void {
  const state = appLockStateOf(db);
  state.key?.forget();
  state.key = dataKey ? new UnlockedDataKey(dataKey) : null;
  state.on = on;
  void publishAppLockState(db);
}

/** While unlocked, one more way to unlock (a passkey, the recovery code): the same data key in a new envelope. */
export async function addUnlockEnvelope(db: Dexie, recipient: EnvelopeRecipient, wrapKey: CryptoKey): Promise<void> {
  const state = appLockStateOf(db);
  const setting = await readLockSetting(db);
  if (!state.key || !setting) throw new Error('Unlock before adding a way to unlock');
  const raw = state.key.rawBytes();
  const envelope = await sealEnvelope(wrapKey, setting.lockId, recipient, raw);
  raw.fill(0);
  const envelopes = [...setting.envelopes.filter((candidate) => candidate.recipient !== recipient), envelope];
  await writeLockSetting(db, { ...setting, envelopes });
}

/**
 * While unlocked (by the recovery code, after a forgotten passphrase), a new passphrase: its envelope and its Argon2id
 * parameters in one write, the wrong-guess count cleared. No row changes: the data key stays the same.
 */
export async function replacePassphrase(db: Dexie, wrapKey: CryptoKey, passphrase: NonNullable<AppLockSetting['passphrase']>): Promise<void> {
  const state = appLockStateOf(db);
  const setting = await readLockSetting(db);
  if (!state.key || !setting) throw new Error('Unlock before choosing a new passphrase');
  const raw = state.key.rawBytes();
  const envelope = await sealEnvelope(wrapKey, setting.lockId, 'passphrase', raw);
  raw.fill(0);
  const envelopes = [...setting.envelopes.filter((candidate) => candidate.recipient !== 'passphrase'), envelope];
  await writeLockSetting(db, { ...setting, envelopes, passphrase, wrongGuesses: NO_WRONG_GUESSES });
}
