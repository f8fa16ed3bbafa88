/**
 * Sync engine figures, printed by `npm run bench` (bench/run.ts calls runSyncBench) or on their own with
 * `npx tsx bench/sync.ts`. Measured in Debian's chromium, on real IndexedDB, in a test build of the app
 * (VITE_E2E_HOOKS=1, built into .tmp/dist-sync-bench, never dist/):
 * - the time to enqueue one record through a data function (the record and its outbox entry in one transaction),
 *   p50 and p95 of 200;
 * - the time to write 1,000 records and their outbox entries in one transaction (median of 3), through the bulk data
 *   function, and the same 2,000 writes in raw IndexedDB with no Dexie (the browser's own floor at that moment);
 * - the time to replay 10,000 queued records (half usage events to the app's real feedback functions on
 *   PostgreSQL, half flow events to the Supabase stand-in on PostgreSQL with row-level security), all local.
 */
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { ensureHooksBuild, startSyncBackends } from '../tests/sync/support/e2e-environment.ts';
import { HOOKS_READY_SELECTOR } from '../tests/support/e2e-hooks/contract.ts';
import { loadAverageNow, rawHeader, writeRawResult } from './raw-record.ts';

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;

/**
 * In the page: `count` flow events and their outbox entries put in one IndexedDB transaction with no Dexie, timed to
 * the commit: batch entries of 500 records as the bulk data functions write them (src/sync/outbox-batch.ts), or one
 * entry per record as they did before. What the browser itself needs for those writes on this machine, to read the
 * data function's figure by. Arrow functions only: the page cannot see the bundler's helpers for named ones.
 */
const rawIndexedDbWrites = async ({ count, batched }: { count: number; batched: boolean }): Promise<number> => {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    // A scratch database with the app's two stores and their indexes (schema version 5), so that nothing of this is
    // replayed afterwards.
    const open = indexedDB.open('better-minds-bench-raw', 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('flowEvents', { keyPath: 'id' });
      const outbox = open.result.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('kind', 'kind');
      outbox.createIndex('recordId', 'recordId');
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction(['flowEvents', 'outbox'], 'readwrite');
    const at = new Date().toISOString();
    const rows = Array.from({ length: count }, (_, index) => ({
      id: crypto.randomUUID(), flow_id: 'bench', session_id: 'raw', event_type: 'answer', event_data: { index }, user_id: null, created_at: at,
    }));
    // In the order Dexie's bulkPut and bulkAdd issue them: every record, then every entry.
    const records = transaction.objectStore('flowEvents');
    for (const row of rows) records.put(row);
    const outbox = transaction.objectStore('outbox');
    const entry = { kind: 'flow_event', createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null };
    if (!batched) for (const row of rows) outbox.add({ ...entry, recordId: row.id, payload: row });
    for (let start = 0; batched && start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500).map((row) => ({ recordId: row.id, payload: row }));
      outbox.add({ ...entry, recordId: `batch:${batch[0]?.recordId}`, payload: null, batch });
    }
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  const elapsed = performance.now() - started;
  database.close();
  return elapsed;
};

export async function runSyncBench(): Promise<void> {
  const header = rawHeader('npm run bench -- sync: enqueue, the 1,000-record write and the replay of 10,000, in Chromium on IndexedDB');
  const loadBefore = loadAverageNow();
  const base = Number(process.env.BENCH_PORT ?? 8898);
  const options = { dist: '.tmp/dist-sync-bench', supabasePort: base + 1001, appPort: base + 1002 };
  const dist = ensureHooksBuild(options);
  const backends = await startSyncBackends(dist, options);
  // The bench replays 5,000 flow events from one anonymous visitor: far over the hourly row quota
  // (supabase/migrations/20250701000200_row_quotas.sql), which would measure the backoff, not the replay.
  await backends.supabase.sql`update private.row_quotas set anonymous_per_hour = 1000000, signed_in_per_hour = 1000000`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await page.goto(`http://127.0.0.1:${options.appPort}/`);
    await page.locator(HOOKS_READY_SELECTOR).waitFor({ state: 'attached', timeout: 60_000 });
    await page.evaluate(() => window.__betterMindsSync.stopReplayer());

    await page.evaluate(() => window.__betterMindsSync.benchEnqueue(20));
    const enqueue = await page.evaluate(() => window.__betterMindsSync.benchEnqueue(200));
    console.log(`sync: enqueue one record (data function, one transaction): p50 ${ms(percentile(enqueue, 0.5))}, p95 ${ms(percentile(enqueue, 0.95))}`);

    const bulk: number[] = [];
    for (let round = 0; round < 3; round++) bulk.push(await page.evaluate(() => window.__betterMindsSync.benchWriteInOneTransaction(1_000)));
    const raw: number[] = [];
    const rawPerRecord: number[] = [];
    for (let round = 0; round < 3; round++) {
      raw.push(await page.evaluate(rawIndexedDbWrites, { count: 1_000, batched: true }));
      rawPerRecord.push(await page.evaluate(rawIndexedDbWrites, { count: 1_000, batched: false }));
    }
    console.log(
      `sync: write 1,000 records with their outbox entries in one transaction: ${ms(percentile(bulk, 0.5))} (median of 3); ` +
        `the same writes in raw IndexedDB, no Dexie: ${ms(percentile(raw, 0.5))}; ` +
        `raw IndexedDB with one outbox row per record (the design before batch entries): ${ms(percentile(rawPerRecord, 0.5))}`,
    );

    // Send what the measurements above queued, then time a fresh 10,000.
    await page.evaluate(() => window.__betterMindsSync.replayAll());
    await page.evaluate(() => window.__betterMindsSync.queueForReplay(10_000));
    const replay = await page.evaluate(() => window.__betterMindsSync.replayAll());
    const sessionId = await page.evaluate(() => window.__betterMindsSync.sessionId());
    // Usage events carry the feedback id as their session, not the session id of Supabase rows.
    const usageSessionId = await page.evaluate(() => window.__betterMindsSync.feedbackId());
    const [{ count: flowEvents }] = await backends.supabase.sql<[{ count: number }]>`
      select count(*)::int as count from public.flow_events where session_id = ${sessionId}`;
    const functions = postgres(backends.database.cluster.url.replace(/\/postgres$/, '/feedback_functions'), { max: 1, onnotice: () => {} });
    const [{ count: events }] = await functions<[{ count: number }]>`select count(*)::int as count from feedback.events where session_id = ${usageSessionId}`;
    await functions.end();
    console.log(
      `sync: replay 10,000 queued records to the local servers: ${(replay.ms / 1000).toFixed(1)} s ` +
        `(${Math.round((replay.confirmed / replay.ms) * 1000).toLocaleString('en-US')} records/s, ${replay.runs} run(s), batches of 500; ` +
        `servers now hold ${events.toLocaleString('en-US')} usage events and ${flowEvents.toLocaleString('en-US')} flow events from this session)`,
    );
    const file = writeRawResult('sync', {
      ...header,
      versions: { node: process.version, chromium: browser.version() },
      loadAverage: { before: loadBefore, after: loadAverageNow() },
      runsMs: { enqueueOne: enqueue, write1000InOneTransaction: bulk, rawIndexedDb1000Batched: raw, rawIndexedDb1000PerRecord: rawPerRecord },
      replay10000: { ms: replay.ms, confirmed: replay.confirmed, runs: replay.runs },
    });
    console.log(`sync: raw figures in ${file}`);
  } finally {
    await browser.close();
    await backends.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runSyncBench();
}
