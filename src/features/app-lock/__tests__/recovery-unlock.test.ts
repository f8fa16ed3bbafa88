// @vitest-environment node
/**
 * The recovery code and the app lock (docs/app-lock.md, section 5), over the app's own database: the code is taken only
 * when it is this device's sync account's, a mistyped one is named in words, a forgotten lock opens with it, and the
 * new passphrase chosen then opens the lock (Argon2id at the app's cost, on the page here: Node has no Worker).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRecoveryCode, generateRecoveryEntropy, deriveFromRecoveryEntropy } from '@contract/e2ee/recovery-code';
import { db } from '@/db/database';
import { isAppUnlocked, lockAppNow, turnOffAppLock } from '@/db/app-lock/lock-switch';
import type { SyncAccountState } from '@/sync/e2ee/account/account-state';
import { readLockSetting, turnOnWithPassphrase, unlockWithPassphrase } from '../lib/lock-actions';
import { chooseNewPassphrase, letRecoveryCodeOpenLock, recoveryCodeOpensLock, unlockWithRecoveryCode } from '../lib/recovery-unlock';

const entropy = generateRecoveryEntropy();
const code = formatRecoveryCode(entropy);
const otherCode = formatRecoveryCode(generateRecoveryEntropy());

async function holdSyncAccountOf(accountEntropy: Uint8Array): Promise<void> {
  const { accountId } = await deriveFromRecoveryEntropy(accountEntropy);
  // Only the account id is read here; the rest of the state (keys) belongs to the sync's own tests.
  await db.e2eeAccount.put({ key: 'account', state: { accountId } as SyncAccountState });
}

beforeEach(async () => {
  if (isAppUnlocked(db)) await turnOffAppLock(db);
  await db.settings.delete('appLock');
  await db.e2eeAccount.clear();
  await db.hearthlinkContacts.clear();
});
afterAll(() => db.close());

describe('the recovery code as a way into the app lock', () => {
  it('is taken only with Sync and backup on, only when it is this account’s, and a mistyped word is named', async () => {
    await turnOnWithPassphrase('first passphrase');
    expect(await letRecoveryCodeOpenLock(code)).toEqual({ ok: false, message: 'Sync and backup is not on for this device, so there is no recovery code to use.' });
    await holdSyncAccountOf(entropy);
    expect(await letRecoveryCodeOpenLock(otherCode)).toMatchObject({ ok: false, message: expect.stringContaining('not the one of this device') });
    const typo = code.replace(/^\S+/, 'zzzzq');
    expect(await letRecoveryCodeOpenLock(typo)).toMatchObject({ ok: false, message: expect.stringContaining('Word 1 (“zzzzq”)') });
    expect(await letRecoveryCodeOpenLock('one two')).toMatchObject({ ok: false, message: expect.stringContaining('we read 2') });
    expect(await recoveryCodeOpensLock()).toBe(false);
    expect(await letRecoveryCodeOpenLock(`  ${code.toUpperCase()}\n`)).toEqual({ ok: true });
    expect(await recoveryCodeOpensLock()).toBe(true);
  });

  it('opens a forgotten lock, and the new passphrase then opens it while the old one does not', async () => {
    await holdSyncAccountOf(entropy);
    await turnOnWithPassphrase('forgotten passphrase');
    const at = '2026-11-29T10:00:00.000Z';
    await db.hearthlinkContacts.put({ id: 'contact-1', name: 'Marigold Okafor', howTheyHelp: 'Listens', phone: '+44 7700 900123', order: 0, createdAt: at, updatedAt: at });
    expect(await letRecoveryCodeOpenLock(code)).toEqual({ ok: true });
    lockAppNow(db);

    expect(await unlockWithRecoveryCode(otherCode)).toMatchObject({ ok: false, message: expect.stringContaining('does not open this lock') });
    expect(isAppUnlocked(db)).toBe(false);
    expect(await unlockWithRecoveryCode(code)).toEqual({ ok: true });
    expect(isAppUnlocked(db)).toBe(true);
    await chooseNewPassphrase('a brand new passphrase');
    expect((await readLockSetting())?.envelopes.map((envelope) => envelope.recipient).sort()).toEqual(['passphrase', 'recovery']);

    lockAppNow(db);
    expect(await unlockWithPassphrase('forgotten passphrase')).toMatchObject({ ok: false, reason: 'wrong' });
    expect(await unlockWithPassphrase('a brand new passphrase')).toEqual({ ok: true });
    expect(await db.hearthlinkContacts.get('contact-1')).toMatchObject({ name: 'Marigold Okafor' });
  }, 30_000);
});
