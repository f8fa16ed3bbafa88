// The app lock's core in Debian Chromium's real IndexedDB (docs/app-lock.md, "Measured in Chromium"), through the
// Vite dev server, with no screen of the lock (none exists yet). Start the server first, in its own process group:
//   npx vite --port 8914 --strictPort --host 127.0.0.1      then      node scripts/app-lock-chromium-check.mjs
// It prints the figures and what the raw read of every object store found (the typed words: none expected).
import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:8914/', { waitUntil: 'load', timeout: 120000 });
const result = await page.evaluate(async () => {
  const { BetterMindsDatabase } = await import('/src/db/database.ts');
  const lock = await import('/src/db/app-lock/lock-switch.ts');
  const { importAesKey } = await import('/contract/e2ee/primitives.ts');
  const { isAppLockedError } = await import('/src/db/app-lock/errors.ts');
  const wrapKey = (seed) => importAesKey(Uint8Array.from({ length: 32 }, (_, i) => (seed + i) % 256));
  const entries = (count, prefix) => Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${i}`, toolId: i % 14 === 0 ? 'phq9' : 'mood', createdAt: new Date(Date.UTC(2021, 0, 1) + i * 86400000).toISOString(), answers: { mood: i % 5, note: `tangerine lighthouse ${i}` }, score: 23 }));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  async function timeWriteAndRead(db) {
    const writes = [], reads = [];
    for (let run = 0; run < 3; run += 1) {
      let start = performance.now();
      await db.transaction('rw', 'insightEntries', () => db.insightEntries.bulkPut(entries(1000, `w${run}`)));
      writes.push(performance.now() - start);
      start = performance.now();
      const rows = await db.insightEntries.where('[toolId+createdAt]').between(['mood', ''], ['mood', '\uffff']).toArray();
      reads.push(performance.now() - start);
      if (!rows.length || !String(rows[0].answers.note).startsWith('tangerine')) throw new Error('read back wrong');
    }
    return { write1000: median(writes), readAll: median(reads) };
  }
  const off = new BetterMindsDatabase(`chromium-check-off-${Date.now()}`);
  await off.open();
  await off.insightEntries.bulkPut(entries(1956, 'e'));
  const offFigures = await timeWriteAndRead(off);

  const on = new BetterMindsDatabase(`chromium-check-on-${Date.now()}`);
  await on.open();
  await on.insightEntries.bulkPut(entries(1956, 'e'));
  await on.hearthlinkContacts.put({ id: 'c1', order: 1, name: 'Marigold Okafor', phone: '+44 7700 900123' });
  let start = performance.now();
  await lock.turnOnAppLock(on, { recipient: 'passphrase', wrapKey: await wrapKey(1) });
  const turnOnMs = performance.now() - start;
  const onFigures = await timeWriteAndRead(on);
  // modify inside a transaction, across WebCrypto
  await on.transaction('rw', 'insightEntries', 'hearthlinkContacts', async () => {
    const contact = await on.hearthlinkContacts.get('c1');
    await on.insightEntries.where('toolId').equals('phq9').modify((row) => { row.answers.note = `with ${contact.name}`; });
  });
  lock.lockAppNow(on);
  const lockedError = await on.insightEntries.get('e-0').then(() => null, (e) => e);
  // raw read of every store of every database
  const raw = [];
  for (const info of await indexedDB.databases()) {
    if (info.name !== on.name) continue;
    const idb = await new Promise((res, rej) => { const r = indexedDB.open(info.name); r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error); });
    const names = Array.from(idb.objectStoreNames);
    const tx = idb.transaction(names, 'readonly');
    for (const name of names) raw.push(...await new Promise((res) => { const r = tx.objectStore(name).getAll(); r.onsuccess = () => res(r.result); }));
    idb.close();
  }
  const text = JSON.stringify(raw, (key, value) => (value instanceof Uint8Array ? '<bytes>' : value));
  start = performance.now();
  const unlocked = await lock.unlockApp(on, 'passphrase', () => wrapKey(1));
  const unlockMs = performance.now() - start;
  const back = await on.insightEntries.get('e-14');
  const contact = await on.hearthlinkContacts.get('c1');
  return {
    offFigures, onFigures, turnOnMs: Math.round(turnOnMs), unlockMs: Math.round(unlockMs),
    lockedErrorIsNamed: isAppLockedError(lockedError),
    rawHasWords: ['tangerine', 'Marigold', '7700', '"score":23', 'with Marigold'].filter((w) => text.includes(w)),
    rawRows: raw.length, unlocked, back: back.answers.note, contact: contact.name,
  };
});
console.log(JSON.stringify(result, null, 2));
await browser.close();
