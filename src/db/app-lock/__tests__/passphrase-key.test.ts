/**
 * The passphrase's Argon2id (docs/app-lock.md, section 2.2): hash-wasm agrees with an independent implementation
 * (noble's, in JavaScript) byte for byte; the same words in another Unicode form give the same key; and a lock turned on
 * with a passphrase opens with it and refuses another.
 */
import { argon2id as nobleArgon2id } from '@noble/hashes/argon2.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BetterMindsDatabase } from '../../database.ts';
import { lockAppNow, turnOnAppLock, unlockApp } from '../lock-switch.ts';
import { passphraseKeyBytes, passphraseWrapKey, type PassphraseCost } from '../passphrase-key.ts';
import { freshDatabase, personalRows, writeRows } from './support.ts';

// Small costs keep the test quick; the algorithm is the same at any cost.
const SMALL: PassphraseCost = { memoryKiB: 256, iterations: 2 };
const salt = Uint8Array.from({ length: 16 }, (_, index) => index);

let db: BetterMindsDatabase | null = null;
afterEach(() => {
  db?.close();
  db = null;
});

describe('the passphrase key', () => {
  it('matches an independent Argon2id byte for byte', async () => {
    for (const [passphrase, cost] of [
      ['correct horse battery staple', SMALL],
      ['ünïcödé 🌱 words', { memoryKiB: 512, iterations: 1 }],
    ] as const) {
      const ours = await passphraseKeyBytes(passphrase, salt, cost);
      const theirs = nobleArgon2id(new TextEncoder().encode(passphrase.normalize('NFC')), salt, { m: cost.memoryKiB, t: cost.iterations, p: 1, dkLen: 32 });
      expect(Buffer.from(ours).toString('hex')).toBe(Buffer.from(theirs).toString('hex'));
    }
  });

  it('gives the same key for the same words in another Unicode form, and another for other words or salt', async () => {
    const composed = await passphraseKeyBytes('caf\u00e9 au lait', salt, SMALL);
    expect(await passphraseKeyBytes('cafe\u0301 au lait', salt, SMALL)).toEqual(composed);
    expect(await passphraseKeyBytes('cafe au lait', salt, SMALL)).not.toEqual(composed);
    expect(await passphraseKeyBytes('caf\u00e9 au lait', salt.map((byte) => byte ^ 1), SMALL)).not.toEqual(composed);
  });

  it('opens a lock turned on with it, and refuses another passphrase', async () => {
    db = freshDatabase();
    await db.open();
    await writeRows(db, personalRows());
    await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await passphraseWrapKey('river stone morning', salt, SMALL) });
    lockAppNow(db);
    expect(await unlockApp(db, 'passphrase', () => passphraseWrapKey('river stone evening', salt, SMALL))).toMatchObject({ ok: false, reason: 'wrong' });
    expect(await unlockApp(db, 'passphrase', () => passphraseWrapKey('river stone morning', salt, SMALL))).toMatchObject({ ok: true });
  });
});
