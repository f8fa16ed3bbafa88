/**
 * `npm run bench`: size and speed figures, printed, never asserted. Parts, all by default, or named after `--`
 * (`npm run bench -- lighthouse offline`), or in BENCH_PARTS (space-separated):
 * - size: initial JavaScript (gzip) of the home route, as the browser fetches it; the precache size
 * - lighthouse: Lighthouse mobile, ours against the baseline page (bench/baseline) in the same run, alternating,
 *   BENCH_RUNS runs each (default 5), for /, /crisis-help and /insight/tools/mood-check-in (bench/lighthouse.ts)
 * - offline: the first paint of /crisis-help reloaded offline with the service worker in control (ours and baseline)
 * - functions: the feedback functions under load (bench/functions.ts)
 * - sync: enqueue one record, 1,000 records in one transaction, replay 10,000 (bench/sync.ts, its own test build), then
 *   everything e2ee-sync measures
 * - e2ee-sync: the end-to-end encrypted sync alone (bench/e2ee-sync.ts): a new device's restore of five years, the
 *   server at 1,000 accounts, stored bytes against the deflated plaintext, propagation p95; raw JSON in bench/results/
 * - insight: the Insight chunks, the tools list with 1,000 entries, and the import of 10,000 entries
 * - import: only the import of 10,000 entries
 * - chart: opening the therapist's client chart with 2 years of daily returns seeded into the browser (bench/chart.ts)
 * - reflections: Your reflections with 5 years of daily mood check-ins and a fortnightly PHQ-9 (bench/reflections.ts)
 * - reminders: the reminder scheduler sending 10,000 pushes due within one minute to the stand-in push service
 *   (bench/reminders.ts): pushes per second and lateness p50/p99
 * - inbox: sealing and opening a return of 100 entries, and the inbox function's sends and fetches (bench/inbox.ts)
 * - sync-server: the sync function's pushes with 1,000 accounts, changes/s and p50/p99 (bench/sync-server.ts)
 * - app-lock: the app lock in Chromium on a test build (bench/app-lock.ts): unlocking by passphrase, reading five
 *   years of check-ins by an index and writing 1,000 in one transaction, lock off against on; raw JSON in bench/results/
 * - trace: six pages traced under 6x CPU slowdown (BENCH_CPU=4,6 for both), their main-thread long tasks after the first
 *   paint, what each was, the longest and the blocking time after first paint (bench/trace.ts)
 * Our app is built into .tmp/dist-bench and the baseline into .tmp/dist-baseline (never dist/); BENCH_BUILD=0
 * reuses builds already there. Ours is built with hidden source maps (.map files beside the chunks, named by no chunk,
 * fetched by no page, precached by no worker), so that the trace part can name the functions in a long task.
 * BENCH_PORT (default 8898) is ours; the baseline is served on the next port.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { compareWithBaseline, printOfflinePaint } from './lighthouse.ts';
import { buildOnce, serve, type Served } from './serve-build.ts';

const PARTS = ['size', 'lighthouse', 'offline', 'functions', 'sync', 'e2ee-sync', 'insight', 'import', 'reflections', 'chart', 'reminders', 'inbox', 'sync-server', 'trace', 'app-lock'] as const;
type Part = (typeof PARTS)[number];

function isPart(name: string): name is Part {
  return (PARTS as readonly string[]).includes(name);
}

const named = [...process.argv.slice(2), ...(process.env.BENCH_PARTS ?? '').split(/\s+/)].filter((name) => name !== '');
const unknown = named.filter((name) => !isPart(name));
if (unknown.length > 0) throw new Error(`Unknown bench part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}`);
// 'insight' includes the import figure: asking for both runs it once.
const selected = new Set<Part>(named.length > 0 ? named.filter(isPart) : PARTS.filter((part) => part !== 'import'));
if (selected.has('insight')) selected.delete('import');
// 'sync' includes the encrypted sync's figures: asking for both runs them once.
if (selected.has('sync')) selected.delete('e2ee-sync');

const PORT = Number(process.env.BENCH_PORT ?? 8898);
const OURS_DIST = '.tmp/dist-bench';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface JsFigures {
  files: number;
  raw: number;
  gzip: number;
}

function sum(bodies: Buffer[]): JsFigures {
  return {
    files: bodies.length,
    raw: bodies.reduce((total, body) => total + body.length, 0),
    gzip: bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0),
  };
}

/**
 * Initial JS: the scripts fetched until the home screen answers (the app has hydrated the prerendered page and set
 * `data-app-ready`), which is what the home route needs to work (on a prerendered page all but boot.js and
 * start-app.js are fetched after its first paint). Deferred work (the local database, the sync engine) is reported
 * as "by network idle".
 */
async function measureInitialJs(base: string): Promise<{ initial: JsFigures; idle: JsFigures }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    // A body the page no longer waits for once the browser closes is left out, not a crash.
    if (response.request().resourceType() === 'script') bodies.set(response.url(), response.body().catch(() => Buffer.alloc(0)));
  });
  // Record, inside the page, the moment the app marks itself ready.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-app-ready')) {
        (window as unknown as { __readyAt: number }).__readyAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { attributes: true, subtree: true });
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  // A first visit's app starts at the first sign of a person, or after five quiet seconds (public/start-app.js): the
  // pointer moves, as a person's would, and the figure is what the screen needed to answer them.
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const readyUrls = await page.evaluate(() => {
    const readyAt = (window as unknown as { __readyAt: number }).__readyAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= readyAt)
      .map((entry) => entry.name);
  });
  const all = new Map<string, Buffer>();
  for (const [url, body] of bodies) all.set(url, await body);
  await browser.close();
  const bodiesOf = (urls: string[]) => urls.map((url) => all.get(url)).filter((body): body is Buffer => body !== undefined);
  return { initial: sum(bodiesOf(readyUrls)), idle: sum([...all.values()]) };
}

async function measurePrecache(base: string): Promise<{ entries: number; bytes: number }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await (await browser.newContext({ serviceWorkers: 'allow' })).newPage();
  await page.goto(base);
  const result = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    let entries = 0;
    let bytes = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response) {
          entries += 1;
          bytes += (await response.blob()).size;
        }
      }
    }
    return { entries, bytes };
  });
  await browser.close();
  return result;
}


const needsOurs = ['size', 'lighthouse', 'offline', 'insight', 'import', 'reflections', 'chart', 'trace', 'sync', 'e2ee-sync'].some((part) => selected.has(part as Part));
const needsBaseline = selected.has('lighthouse') || selected.has('offline');
const servers: Served[] = [];
try {
  const ours = needsOurs ? await serve(buildOnce(OURS_DIST, undefined, ['--sourcemap', 'hidden']), PORT) : null;
  if (ours) servers.push(ours);
  const baseline = needsBaseline ? await serve(buildOnce('.tmp/dist-baseline', 'bench/baseline/vite.config.ts'), PORT + 1) : null;
  if (baseline) servers.push(baseline);

  if (ours && selected.has('size')) {
    const js = await measureInitialJs(ours.base);
    console.log(
      `initial JavaScript, home route, until it answers: ${kb(js.initial.gzip)} gzip (${kb(js.initial.raw)} raw, ${js.initial.files} files); ` +
        `by network idle: ${kb(js.idle.gzip)} gzip (${js.idle.files} files)`,
    );
    const precache = await measurePrecache(ours.base);
    console.log(`precache: ${precache.entries} entries, ${kb(precache.bytes)}`);
  }
  if (ours && baseline && selected.has('lighthouse')) await compareWithBaseline(ours.base, baseline.base);
  if (ours && baseline && selected.has('offline')) await printOfflinePaint(ours.base, baseline.base);
  if (selected.has('functions')) await (await import('./functions.ts')).benchFunctions();
  if (selected.has('sync')) await (await import('./sync.ts')).runSyncBench();
  if (selected.has('sync') || selected.has('e2ee-sync')) await (await import('./e2ee-sync.ts')).benchE2eeSync(ours ? OURS_DIST : undefined);
  if (ours && selected.has('insight')) await (await import('./insight.ts')).benchInsight(ours.base);
  if (ours && selected.has('import')) await (await import('./insight.ts')).benchImport(ours.base);
  if (ours && selected.has('chart')) await (await import('./chart.ts')).benchChart(ours.base);
  if (ours && selected.has('reflections')) await (await import('./reflections.ts')).benchReflections(ours.base);
  if (selected.has('reminders')) await (await import('./reminders.ts')).benchReminders();
  if (selected.has('inbox')) await (await import('./inbox.ts')).benchInbox();
  if (selected.has('sync-server')) await (await import('./sync-server.ts')).benchSyncServer();
  if (selected.has('app-lock')) await (await import('./app-lock.ts')).benchAppLock();
  if (ours && selected.has('trace')) await (await import('./trace.ts')).benchTrace(ours.base, OURS_DIST);
} finally {
  for (const server of servers) server.stop();
}
