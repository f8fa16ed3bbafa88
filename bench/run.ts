/**
 * `npm run bench`: size and speed figures for the production build, printed, never asserted.
 * - initial JavaScript (gzip) of the home route, as the browser fetches it
 * - total precache size (what the service worker stores for offline use)
 * - Lighthouse mobile performance, LCP, TBT and CLS for home and crisis-help (Debian chromium)
 */
import { spawn, execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../playwright.config.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8898);
const base = `http://127.0.0.1:${PORT}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync('dist/index.html') || process.env.BENCH_BUILD !== '0') {
  execSync('npx vite build', { stdio: 'ignore' });
}

const server = spawn('npx', ['tsx', 'server/serve.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: '.tmp/bench-data' },
  stdio: 'ignore',
  detached: true,
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${base}/.netlify/functions/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

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
 * Initial JS: the scripts fetched until the home screen's heading is on screen. Deferred work (the local database,
 * loaded after the first paint) is reported separately as "by network idle".
 */
async function measureInitialJs(): Promise<{ initial: JsFigures; idle: JsFigures }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), response.body());
  });
  // Record, inside the page, the moment the home heading first appears.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')) {
        (window as unknown as { __headingAt: number }).__headingAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  const initialUrls = await page.evaluate(() => {
    const headingAt = (window as unknown as { __headingAt: number }).__headingAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= headingAt)
      .map((entry) => entry.name);
  });
  const all = new Map<string, Buffer>();
  for (const [url, body] of bodies) all.set(url, await body);
  await browser.close();
  const initial = initialUrls.map((url) => all.get(url)).filter((body): body is Buffer => body !== undefined);
  return { initial: sum(initial), idle: sum([...all.values()]) };
}

async function measurePrecache(): Promise<{ entries: number; bytes: number }> {
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

async function runLighthouse(path: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  try {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const audits = result.lhr.audits;
    return {
      performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
      tbt: audits['total-blocking-time']?.displayValue ?? '?',
      cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
    };
  } finally {
    chrome.kill();
  }
}

try {
  await waitForServer();
  const js = await measureInitialJs();
  console.log(
    `initial JavaScript, home route: ${kb(js.initial.gzip)} gzip (${kb(js.initial.raw)} raw, ${js.initial.files} files); ` +
      `by network idle: ${kb(js.idle.gzip)} gzip (${js.idle.files} files)`,
  );
  const precache = await measurePrecache();
  console.log(`precache: ${precache.entries} entries, ${kb(precache.bytes)}`);
  for (const path of ['/', '/crisis-help']) {
    const lh = await runLighthouse(path);
    console.log(
      `lighthouse mobile ${path}: performance ${lh.performance}, LCP ${lh.lcp}, TBT ${lh.tbt}, CLS ${lh.cls}`,
    );
  }
  await (await import('./functions.ts')).benchFunctions();
  await (await import('./sync.ts')).runSyncBench();
  await (await import('./insight.ts')).benchInsight(base);
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
