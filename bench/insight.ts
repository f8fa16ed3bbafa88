/**
 * Insight figures, printed, never asserted (called by bench/run.ts against its running server):
 * - the largest JavaScript chunks that only Insight screens load (gzip), found by visiting every Insight screen and
 *   leaving out what the home screen loads
 * - the time to open the tools list with 1,000 saved entries: from the click on "Tools" until every tool's entry
 *   count is on screen (median of 7), and a cold load of /insight/tools
 * - the time to import an export holding 10,000 entries through the Import box on /insight/reflections: from the
 *   click on Import until it says what was imported (parse, check, write in one transaction; median of 3)
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { activities } from '../src/content/insight/activities.ts';
import { flows } from '../src/content/insight/flows.ts';
import { tools } from '../src/content/insight/tools/index.ts';

/** The export file's header (src/domains/personal-data/export-format.ts; that module's types need the app's path
 * aliases, which the Node program does not have). A changed format shows here as an import that never finishes. */
const EXPORT_FORMAT = 'better-minds-personal-data';
const EXPORT_VERSION = 2;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function insightScreens(): string[] {
  return [
    '/insight/tools',
    `/insight/tools/${tools[0]?.id ?? 'mood-check-in'}`,
    '/insight/tools/paced-breathing',
    '/insight/trails',
    '/insight/trails/caregiver',
    '/insight/journeys?journey=calmer-evenings',
    '/insight/imaginarium',
    `/insight/imaginarium/${activities[0]?.id ?? 'safe-place'}`,
    '/insight/imaginarium/worry-tree',
    `/flow/${flows[0]?.id ?? 'calm-evening'}`,
    '/insight/reflections',
  ];
}

async function scriptsLoadedBy(page: Page, path: string, base: string): Promise<Map<string, Buffer>> {
  const bodies = new Map<string, Promise<Buffer>>();
  const listener = (response: import('playwright').Response) => {
    if (response.request().resourceType() === 'script') bodies.set(new URL(response.url()).pathname, response.body());
  };
  page.on('response', listener);
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  page.off('response', listener);
  const loaded = new Map<string, Buffer>();
  for (const [url, body] of bodies) loaded.set(url, await body);
  return loaded;
}

async function largestInsightChunks(base: string): Promise<{ name: string; gzip: number; raw: number }[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // A fresh context per screen, with no service worker or cache, so each screen fetches all it needs.
    const fetchFor = async (path: string) => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const scripts = await scriptsLoadedBy(page, path, base);
      if (path === '/insight/reflections') {
        // Seed one check-in so the charts (and their chunk) load.
        await page.goto(`${base}/insight/tools/mood-check-in`);
        await page.getByRole('group', { name: /How pleasant/ }).getByRole('radio', { name: '3', exact: true }).check();
        await page.getByRole('group', { name: /How much energy/ }).getByRole('radio', { name: '3', exact: true }).check();
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByRole('heading', { name: 'Saved on this device' }).waitFor();
        for (const [url, body] of await scriptsLoadedBy(page, path, base)) scripts.set(url, body);
      }
      await context.close();
      return scripts;
    };
    const home = await fetchFor('/');
    const insight = new Map<string, Buffer>();
    for (const path of insightScreens()) {
      for (const [url, body] of await fetchFor(path)) if (!home.has(url)) insight.set(url, body);
    }
    return [...insight]
      .map(([url, body]) => ({ name: url.split('/').pop() ?? url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
      .sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}

const ENTRIES = 1000;

async function seedEntries(page: Page): Promise<void> {
  await page.evaluate(
    async ({ count, toolIds }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = database.transaction('insightEntries', 'readwrite');
        const store = transaction.objectStore('insightEntries');
        const start = Date.now() - count * 3_600_000;
        for (let index = 0; index < count; index += 1) {
          const at = new Date(start + index * 3_600_000).toISOString();
          store.put({
            id: `bench-${index}`,
            toolId: toolIds[index % toolIds.length],
            values: { pleasantness: (index % 5) + 1, energy: ((index + 2) % 5) + 1, emotions: ['calm'], text: `Entry ${index}` },
            createdAt: at,
            updatedAt: at,
          });
        }
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      database.close();
    },
    { count: ENTRIES, toolIds: tools.map((tool) => tool.id) },
  );
}

/** Waits in the page until every tool card shows its entry count; returns ms since `since` (performance.now()).
 * Polls every 4 ms; no named functions inside, since the page cannot see the bundler's helpers. */
function untilCountsShown(page: Page, since: number | 'navigation'): Promise<number> {
  return page.evaluate(
    ({ expected, since: start }) =>
      new Promise<number>((resolve) => {
        const timer = setInterval(() => {
          let shown = 0;
          document.querySelectorAll('.insight-card__meta').forEach((meta) => {
            if (/saved entr/.test(meta.textContent ?? '')) shown += 1;
          });
          if (shown >= expected) {
            clearInterval(timer);
            resolve(performance.now() - (start === 'navigation' ? 0 : start));
          }
        }, 4);
      }),
    { expected: tools.length, since },
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function toolsListTimes(base: string): Promise<{ inApp: number; cold: number }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/insight/tools`);
    await page.getByRole('heading', { level: 1, name: 'Tools' }).waitFor();
    await seedEntries(page);
    const inApp: number[] = [];
    await page.goto(`${base}/insight`);
    for (let run = 0; run < 7; run += 1) {
      // Within the app, as a person moves: Insight home, then Tools (its code already loaded after the first run).
      await page.getByRole('heading', { level: 1, name: 'Insight' }).waitFor();
      await page.waitForLoadState('networkidle');
      const started = await page.evaluate(() => performance.now());
      await page.getByRole('main').getByRole('link', { name: 'Tools', exact: true }).click();
      inApp.push(await untilCountsShown(page, started));
      await page.getByRole('main').getByRole('link', { name: 'Insight', exact: true }).click();
    }
    await page.goto(`${base}/insight/tools`);
    const cold = await untilCountsShown(page, 'navigation');
    await context.close();
    return { inApp: median(inApp), cold };
  } finally {
    await browser.close();
  }
}

const IMPORTED_ENTRIES = 10_000;

/** An unprotected export file holding `count` mood check-ins and nothing else. */
function exportFileOf(count: number): string {
  const start = Date.UTC(2024, 0, 1);
  const insightEntries = Array.from({ length: count }, (_, index) => {
    const at = new Date(start + index * 3_600_000).toISOString();
    return {
      id: `import-${index}`,
      toolId: tools[index % tools.length]?.id ?? 'mood-check-in',
      values: { pleasantness: (index % 5) + 1, energy: ((index + 2) % 5) + 1, emotions: ['calm'], note: `Imported entry ${index}` },
      createdAt: at,
      updatedAt: at,
    };
  });
  const data = { insightEntries, activityEntries: [], trailProgress: [], journeyProgress: [], flowEvents: [] };
  return JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), protected: false, data });
}

/** Ms from the click on Import until the status says what was imported, each run on an emptied database. */
async function importTimes(base: string, runs: number): Promise<number[]> {
  const file = { name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(exportFileOf(IMPORTED_ENTRIES)) };
  const browser = await chromium.launch(chromiumLaunchOptions);
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${base}/insight/reflections`);
      await page.getByLabel('Export file').setInputFiles(file);
      const button = page.getByRole('button', { name: 'Import', exact: true });
      await button.waitFor();
      // Arrow functions only: the page cannot see the bundler's helpers for named ones.
      await page.evaluate(() => {
        document.addEventListener('click', () => ((window as unknown as { __clickAt: number }).__clickAt = performance.now()), { capture: true, once: true });
      });
      await button.click();
      await page.getByRole('status').filter({ hasText: `Imported ${IMPORTED_ENTRIES} records` }).waitFor({ timeout: 120_000 });
      times.push(await page.evaluate(() => performance.now() - (window as unknown as { __clickAt: number }).__clickAt));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

/** Only the import figure (`npm run bench -- import`). */
export async function benchImport(base: string): Promise<void> {
  const times = await importTimes(base, 3);
  console.log(
    `import of an export holding ${IMPORTED_ENTRIES.toLocaleString('en-US')} entries: ${median(times).toFixed(0)} ms from the click to "Imported" ` +
      `(median of 3: ${times.map((time) => time.toFixed(0)).join(', ')} ms)`,
  );
}

export async function benchInsight(base: string): Promise<void> {
  const chunks = await largestInsightChunks(base);
  const [largest, ...rest] = chunks;
  if (largest) {
    console.log(
      `largest Insight chunk: ${largest.name} ${kb(largest.gzip)} gzip (${kb(largest.raw)} raw); next: ` +
        rest.slice(0, 3).map((chunk) => `${chunk.name} ${kb(chunk.gzip)}`).join(', '),
    );
  }
  const times = await toolsListTimes(base);
  console.log(
    `tools list with ${ENTRIES} saved entries: ${times.inApp.toFixed(0)} ms from the click to every count shown (median of 7, moving within the app); ` +
      `cold load of /insight/tools ${times.cold.toFixed(0)} ms from navigation start`,
  );
  await benchImport(base);
}
