/**
 * Unlocking (docs/app-lock.md, sections 2 and 5): a wrong key is refused and the data stays locked; wrong passphrases
 * slow down on the written schedule (fake clock); the recovery code opens the lock and is not counted; the lock
 * survives closing the database; another envelope (the passkey seam) opens the same data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRecoveryCode, parseRecoveryCode } from '../../../../contract/e2ee/recovery-code.ts';
import { BetterMindsDatabase } from '../../database.ts';
import { isAppLockedError } from '../errors.ts';
import { recoveryWrapKey } from '../keys.ts';
import { addUnlockEnvelope, isAppLockOn, isAppUnlocked, lockAppNow, passphraseWaitLeft, turnOnAppLock, unlockApp } from '../lock-switch.ts';
import { freshDatabase, personalRows, wrapKeyFrom, writeRows } from './support.ts';

let db: BetterMindsDatabase | null = null;
afterEach(() => {
  db?.close();
  db = null;
  vi.useRealTimers();
});

async function lockedDatabase(): Promise<BetterMindsDatabase> {
  const opened = freshDatabase();
  await opened.open();
  await writeRows(opened, personalRows());
  await turnOnAppLock(opened, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(1) });
  lockAppNow(opened);
  return opened;
}

function entropyOf(code: string): Uint8Array {
  const parsed = parseRecoveryCode(code);
  if (!parsed.ok) throw new Error('test code does not parse');
  return parsed.entropy;
}

describe('unlocking the app lock', () => {
  it('refuses a wrong key and stays locked; the right one opens', async () => {
    db = await lockedDatabase();
    expect(await unlockApp(db, 'passphrase', () => wrapKeyFrom(2))).toEqual({ ok: false, reason: 'wrong', waitMs: 0 });
    expect(isAppUnlocked(db)).toBe(false);
    expect(isAppLockedError(await db.table('hearthlinkContacts').toArray().catch((error: unknown) => error))).toBe(true);
    expect(await unlockApp(db, 'passphrase', () => wrapKeyFrom(1))).toEqual({ ok: true });
    expect(await db.table('hearthlinkContacts').get('contact-1')).toMatchObject({ name: 'Marigold Okafor' });
  });

  it('makes wrong passphrases wait as written: five free, then 30 s, 1, 2, 5, 15 minutes and an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00.000Z'));
    db = await lockedDatabase();
    const derive = vi.fn(() => wrapKeyFrom(2));
    for (let guess = 1; guess <= 4; guess += 1) expect(await unlockApp(db, 'passphrase', derive)).toEqual({ ok: false, reason: 'wrong', waitMs: 0 });
    expect(await unlockApp(db, 'passphrase', derive)).toEqual({ ok: false, reason: 'wrong', waitMs: 30_000 });

    const schedule = [60_000, 120_000, 300_000, 900_000, 3_600_000, 3_600_000];
    let previousWait = 30_000;
    for (const wait of schedule) {
      vi.advanceTimersByTime(previousWait - 1);
      const calls = derive.mock.calls.length;
      expect(await unlockApp(db, 'passphrase', derive)).toEqual({ ok: false, reason: 'wait', waitMs: 1 });
      // During the wait nothing is derived (Argon2id's cost is not spent on a refused try).
      expect(derive.mock.calls.length).toBe(calls);
      vi.advanceTimersByTime(1);
      expect(await unlockApp(db, 'passphrase', derive)).toEqual({ ok: false, reason: 'wrong', waitMs: wait });
      previousWait = wait;
    }

    // The count is stored, so a new connection (a reload) waits too; the right passphrase after the wait clears it.
    db.close();
    db = new BetterMindsDatabase(db.name);
    await db.open();
    expect(await passphraseWaitLeft(db)).toBe(3_600_000);
    vi.advanceTimersByTime(3_600_000);
    expect(await unlockApp(db, 'passphrase', () => wrapKeyFrom(1))).toEqual({ ok: true });
    lockAppNow(db);
    expect(await unlockApp(db, 'passphrase', derive)).toEqual({ ok: false, reason: 'wrong', waitMs: 0 });
  });

  it('opens with the recovery code, which is never counted as a guess', async () => {
    const code = formatRecoveryCode(Uint8Array.from({ length: 16 }, (_, index) => index * 7));
    const otherCode = formatRecoveryCode(Uint8Array.from({ length: 16 }, (_, index) => index * 11));
    db = freshDatabase();
    await db.open();
    await writeRows(db, personalRows());
    await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(1) });
    await addUnlockEnvelope(db, 'recovery', await recoveryWrapKey(entropyOf(code)));
    lockAppNow(db);

    for (let guess = 1; guess <= 6; guess += 1) {
      expect(await unlockApp(db, 'recovery', () => recoveryWrapKey(entropyOf(otherCode)))).toEqual({ ok: false, reason: 'wrong', waitMs: 0 });
    }
    expect(await passphraseWaitLeft(db)).toBe(0);
    expect(await unlockApp(db, 'recovery', () => recoveryWrapKey(entropyOf(code)))).toEqual({ ok: true });
    expect(await db.table('clientNotes').get('note-1')).toMatchObject({ text: 'Therapy note: sleeps badly' });
  });

  it('stays on and locked across a new connection, and says so when there is no such envelope', async () => {
    db = await lockedDatabase();
    const name = db.name;
    db.close();
    db = new BetterMindsDatabase(name);
    await db.open();
    expect(isAppLockOn(db)).toBe(true);
    expect(isAppLockedError(await db.table('insightEntries').get('entry-1').catch((error: unknown) => error))).toBe(true);
    expect(await unlockApp(db, 'passkey:abc', () => wrapKeyFrom(9))).toEqual({ ok: false, reason: 'no-envelope' });
    expect(await unlockApp(db, 'passphrase', () => wrapKeyFrom(1))).toEqual({ ok: true });
    expect(await db.table('insightEntries').get('entry-1')).toMatchObject({ score: 23, text: 'Quillfeather' });

    const fresh = freshDatabase();
    await fresh.open();
    expect(isAppLockOn(fresh)).toBe(false);
    expect(await unlockApp(fresh, 'passphrase', () => wrapKeyFrom(1))).toEqual({ ok: false, reason: 'lock-off' });
    fresh.close();
  });
});
