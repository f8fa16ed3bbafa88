/**
 * A forgotten passphrase with the recovery code (docs/app-lock.md, section 5): the code opens the lock, a new
 * passphrase replaces the old one without touching a row, the old one no longer opens, the wrong-guess count starts
 * again, and the code keeps working.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { generateRecoveryEntropy } from '../../../../contract/e2ee/recovery-code.ts';
import type { BetterMindsDatabase } from '../../database.ts';
import { recoveryWrapKey } from '../keys.ts';
import { addUnlockEnvelope, lockAppNow, replacePassphrase, turnOnAppLock, unlockApp } from '../lock-switch.ts';
import { freshDatabase, personalRows, readEveryStoreRaw, wrapKeyFrom, writeRows } from './support.ts';

let db: BetterMindsDatabase | null = null;
afterEach(() => {
  db?.close();
  db = null;
});

const NEW_PARAMETERS = { salt: 'AAECAwQFBgcICQoLDA0ODw', memoryKiB: 47_104, iterations: 1 };

describe('a new passphrase after the recovery code', () => {
  it('replaces the passphrase envelope only: the old passphrase is refused, the new one and the code open the same rows', async () => {
    db = freshDatabase();
    await db.open();
    await writeRows(db, personalRows());
    await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(1), passphrase: { salt: 'c2FsdA', memoryKiB: 19_456, iterations: 2 } });
    const entropy = generateRecoveryEntropy();
    await addUnlockEnvelope(db, 'recovery', await recoveryWrapKey(entropy));
    lockAppNow(db);
    for (let guess = 0; guess < 5; guess += 1) await unlockApp(db, 'passphrase', () => wrapKeyFrom(9));
    const rowsBefore = JSON.stringify((await readEveryStoreRaw(db.name)).hearthlinkContacts);

    expect(await unlockApp(db, 'recovery', () => recoveryWrapKey(entropy))).toEqual({ ok: true });
    await replacePassphrase(db, await wrapKeyFrom(2), NEW_PARAMETERS);
    const setting = (await db.settings.get('appLock'))?.value as { passphrase: unknown; wrongGuesses: { count: number }; envelopes: { recipient: string }[] };
    expect(setting.passphrase).toEqual(NEW_PARAMETERS);
    expect(setting.wrongGuesses.count).toBe(0);
    expect(setting.envelopes.map((envelope) => envelope.recipient).sort()).toEqual(['passphrase', 'recovery']);
    expect(JSON.stringify((await readEveryStoreRaw(db.name)).hearthlinkContacts)).toBe(rowsBefore);

    lockAppNow(db);
    expect(await unlockApp(db, 'passphrase', () => wrapKeyFrom(1))).toMatchObject({ ok: false, reason: 'wrong' });
    expect(await unlockApp(db, 'passphrase', () => wrapKeyFrom(2))).toEqual({ ok: true });
    expect(await db.table('hearthlinkContacts').get('contact-1')).toMatchObject({ name: 'Marigold Okafor' });
    lockAppNow(db);
    expect(await unlockApp(db, 'recovery', () => recoveryWrapKey(entropy))).toEqual({ ok: true });
  });

  it('is refused while locked', async () => {
    db = freshDatabase();
    await db.open();
    await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(1) });
    lockAppNow(db);
    await expect(replacePassphrase(db, await wrapKeyFrom(2), NEW_PARAMETERS)).rejects.toThrow('Unlock before choosing a new passphrase');
  });
});
