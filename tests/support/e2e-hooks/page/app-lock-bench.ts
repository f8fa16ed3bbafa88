/**
 * TEST-ONLY: the app lock's bench (bench/app-lock.ts) in a VITE_E2E_HOOKS=1 production build: the app's own
 * database class, lock switch and passphrase key, each on a scratch database of its own (never `better-minds`), so
 * what is measured is the code that ships, bundled and minified as it ships.
 */
import { Dexie } from 'dexie';
import { importAesKey } from '@contract/e2ee/primitives';
import { lockAppNow, turnOnAppLock, unlockApp } from '@/db/app-lock/lock-switch';
import { DEFAULT_PASSPHRASE_COST, passphraseWrapKey } from '@/db/app-lock/passphrase-key';
import { BetterMindsDatabase } from '@/db/database';
import type { InsightEntryRow } from '@/db/types';
import type { PageAppLockBench } from '../contract';

const DAYS = 5 * 365;
const PHQ9_EVERY_DAYS = 14;
const DATABASE_PREFIX = 'bench-app-lock-';
const SALT = Uint8Array.from({ length: 16 }, (_, index) => index * 7);

const opened = new Map<string, BetterMindsDatabase>();

async function database(name: string): Promise<BetterMindsDatabase> {
  let db = opened.get(name);
  if (!db) {
    db = new BetterMindsDatabase(`${DATABASE_PREFIX}${name}`);
    await db.open();
    opened.set(name, db);
  }
  return db;
}

/** The rows Your reflections reads, shaped as the mood check-in and the PHQ-9 save them (bench/reflections.ts too). */
function history(): InsightEntryRow[] {
  const rows: InsightEntryRow[] = [];
  const today = Date.UTC(2026, 10, 29, 20);
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const at = new Date(today - daysAgo * 86_400_000).toISOString();
    rows.push({
      id: `mood-${daysAgo}`,
      toolId: 'mood-check-in',
      values: { pleasantness: (daysAgo % 5) + 1, energy: ((daysAgo + 2) % 5) + 1, emotions: ['calm'], note: `Day ${daysAgo}` },
      createdAt: at,
      updatedAt: at,
    });
    if (daysAgo % PHQ9_EVERY_DAYS === 0) {
      const raw = (daysAgo / PHQ9_EVERY_DAYS) % 28;
      const answers = Object.fromEntries(Array.from({ length: 9 }, (_, item) => [`item${item + 1}`, String(Math.min(3, Math.max(0, raw - item * 3)))]));
      const score = Object.values(answers).reduce((sum, value) => sum + Number(value), 0);
      rows.push({ id: `phq9-${daysAgo}`, toolId: 'phq-9', values: { ...answers, score, scoreMax: 27, rawScore: score, flags: [] }, createdAt: at, updatedAt: at });
    }
  }
  return rows;
}

/** A wrap key that costs nothing to derive: the read and write figures are about rows, not about unlocking. */
const fixedWrapKey = () => importAesKey(Uint8Array.from({ length: 32 }, (_, index) => 0xa0 + index));

export const appLockBench: PageAppLockBench = {
  async seed(name, lockOn) {
    const db = await database(name);
    const rows = history();
    await db.insightEntries.bulkPut(rows);
    if (lockOn) await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await fixedWrapKey() });
    const phq9 = rows.filter((row) => row.toolId === 'phq-9').length;
    return { checkIns: rows.length - phq9, phq9 };
  },

  async readByIndex(name) {
    const db = await database(name);
    const started = performance.now();
    const rows = await db.insightEntries.where('[toolId+createdAt]').between(['mood-check-in', Dexie.minKey], ['mood-check-in', Dexie.maxKey]).toArray();
    const ms = performance.now() - started;
    if (rows.length === 0 || rows[0]?.values.note === undefined) throw new Error('the check-ins did not read back open');
    return { ms, rows: rows.length };
  },

  async writeInOneTransaction(name, run, count) {
    const db = await database(name);
    const rows = history()
      .slice(0, count)
      .map((row) => ({ ...row, id: `write-${run}-${row.id}` }));
    const started = performance.now();
    await db.transaction('rw', db.insightEntries, () => db.insightEntries.bulkPut(rows));
    return { ms: performance.now() - started, rows: rows.length };
  },

  async prepareUnlock(name, passphrase) {
    const db = await database(name);
    const wrapKey = await passphraseWrapKey(passphrase, SALT, DEFAULT_PASSPHRASE_COST);
    const salt = btoa(String.fromCharCode(...SALT));
    await turnOnAppLock(db, { recipient: 'passphrase', wrapKey, passphrase: { salt, ...DEFAULT_PASSPHRASE_COST } });
    lockAppNow(db);
  },

  async unlock(name, passphrase) {
    const db = await database(name);
    lockAppNow(db);
    let deriveMs = 0;
    const started = performance.now();
    const result = await unlockApp(db, 'passphrase', async () => {
      const deriving = performance.now();
      const key = await passphraseWrapKey(passphrase, SALT, DEFAULT_PASSPHRASE_COST);
      deriveMs = performance.now() - deriving;
      return key;
    });
    return { totalMs: performance.now() - started, deriveMs, ok: result.ok, ...DEFAULT_PASSPHRASE_COST };
  },

  async deleteAll() {
    for (const db of opened.values()) {
      db.close();
      await Dexie.delete(db.name);
    }
    opened.clear();
  },
};

export function installAppLockBench(): void {
  window.__betterMindsAppLockBench = appLockBench;
  document.documentElement.dataset.appLockBench = 'ready';
}
