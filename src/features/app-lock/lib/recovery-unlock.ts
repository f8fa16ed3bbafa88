/**
 * The sync's recovery code as a way into the app lock (docs/app-lock.md, sections 2.3 and 5). The device keeps no copy
 * of the code, so the person types it once while the lock is open and it is checked against this device's sync
 * account before its envelope is written; on the lock screen it opens the lock, and a new passphrase replaces the
 * forgotten one.
 */
import { db } from '@/db/database';
import { recoveryWrapKey } from '@/db/app-lock/keys';
import { DEFAULT_PASSPHRASE_COST } from '@/db/app-lock/passphrase-key';
import { addUnlockEnvelope, replacePassphrase, unlockApp } from '@/db/app-lock/lock-switch';
import { createDexieAccountStore } from '@/sync/e2ee/account/dexie-account-store';
import { platformRandomBytes } from '@contract/e2ee/primitives';
import { deriveFromRecoveryEntropy, parseRecoveryCode, type ParsedRecoveryCode } from '@contract/e2ee/recovery-code';
import { toBase64Url } from '@contract/share-bytes';
import { passphraseKeyOffMainThread } from './derive-passphrase-key';
import { readLockSetting } from './lock-actions';

export type RecoveryOutcome = { ok: true } | { ok: false; message: string };

const SALT_BYTES = 16;

/** A typed code's problem in plain words, naming the word to look at where there is one. */
export function recoveryCodeMessage(parsed: Extract<ParsedRecoveryCode, { ok: false }>): string {
  switch (parsed.problem) {
    case 'too-long':
      return 'That is far longer than a recovery code. Please type its 12 words.';
    case 'word-count':
      return `A recovery code has 12 words; we read ${parsed.count}. Please check it against your printed copy.`;
    case 'unknown-word':
      return `Word ${parsed.position} (“${parsed.typed}”) is not one of the recovery code’s words. Please check its spelling.`;
    case 'checksum':
      return 'Those 12 words do not make a recovery code: one of them is likely mistyped. Please check each word.';
  }
}

/** Whether this device holds a sync account (the recovery code exists only with one). */
export async function hasSyncAccount(): Promise<boolean> {
  return (await createDexieAccountStore(db).load()) !== null;
}

/** Whether the recovery code can open this lock (its envelope was written). */
export async function recoveryCodeOpensLock(): Promise<boolean> {
  return (await readLockSetting())?.envelopes.some((envelope) => envelope.recipient === 'recovery') ?? false;
}

/** While the lock is open: the code, checked to be this device's account's, becomes one more way in. */
export async function letRecoveryCodeOpenLock(typed: string): Promise<RecoveryOutcome> {
  const parsed = parseRecoveryCode(typed);
  if (!parsed.ok) return { ok: false, message: recoveryCodeMessage(parsed) };
  try {
    const account = await createDexieAccountStore(db).load();
    if (!account) return { ok: false, message: 'Sync and backup is not on for this device, so there is no recovery code to use.' };
    const { accountId } = await deriveFromRecoveryEntropy(parsed.entropy);
    if (accountId !== account.accountId) {
      return { ok: false, message: 'That is a recovery code, but not the one of this device’s Sync and backup. Please check your printed copy.' };
    }
    await addUnlockEnvelope(db, 'recovery', await recoveryWrapKey(parsed.entropy));
    return { ok: true };
  } finally {
    parsed.entropy.fill(0);
  }
}

/** On the lock screen: the code opens the lock (not counted as a guess: 128 random bits need no slowing down). */
export async function unlockWithRecoveryCode(typed: string): Promise<RecoveryOutcome> {
  const parsed = parseRecoveryCode(typed);
  if (!parsed.ok) return { ok: false, message: recoveryCodeMessage(parsed) };
  try {
    // Open in memory only: the screens show nothing until a new passphrase is chosen (chooseNewPassphrase's caller
    // then calls afterUnlock).
    const result = await unlockApp(db, 'recovery', () => recoveryWrapKey(parsed.entropy));
    if (result.ok) return { ok: true };
    return { ok: false, message: 'That recovery code does not open this lock. Please check each word against your printed copy.' };
  } finally {
    parsed.entropy.fill(0);
  }
}

/** Once opened by the code: the new passphrase, derived off the main thread, replaces the forgotten one. */
export async function chooseNewPassphrase(passphrase: string): Promise<void> {
  const salt = platformRandomBytes(SALT_BYTES);
  const cost = DEFAULT_PASSPHRASE_COST;
  const wrapKey = await passphraseKeyOffMainThread(passphrase, salt, cost);
  await replacePassphrase(db, wrapKey, { salt: toBase64Url(salt), ...cost });
}
