/**
 * The client chart with 2 years of daily returns (`npm run bench -- chart`), printed, never asserted: a placeholder
 * therapist signs in, 730 daily returns (a mood check-in each day with its days done, two scores and an entry, and a
 * PHQ-9 every 14 days) are seeded into the browser's IndexedDB (the app's Dexie stores), then the chart is opened from
 * the client list within the app. Reported: main-thread blocking after the click (the long tasks' total, and their
 * total beyond 50 ms each, as Total Blocking Time counts it) until the chart, its adherence and its trends are drawn
 * and the page is quiet, and the time from the click to the drawn trend (medians of 5).
 */
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../playwright.config.ts';

const DAYS = 730;
const RUNS = 5;
const THERAPIST_ID = 'local-sample-therapist';
const CLIENT_ID = 'bench-client';
const PRESCRIPTION_ID = 'bench-rx';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function seedRows(now: Date) {
  const day = 86_400_000;
  const startMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DAYS - 1) * day;
  const startDate = new Date(startMs).toISOString().slice(0, 10);
  const createdAt = new Date(startMs).toISOString();
  const prescription = {
    id: PRESCRIPTION_ID,
    createdAt,
    prescriber: { name: 'Bench Therapist' },
    crisisReminder: true,
    items: [
      { id: 'phq', kind: 'tool', contentId: 'phq-9', title: 'PHQ-9', rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate } },
      { id: 'mood', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate } },
    ],
  };
  const returns = Array.from({ length: DAYS }, (_, index) => {
    const date = new Date(startMs + index * day).toISOString().slice(0, 10);
    const at = `${date}T19:00:00.000Z`;
    const items: unknown[] = [
      {
        itemId: 'mood',
        completions: [at],
        doneDates: [date],
        scores: [
          { at, label: 'How pleasant or unpleasant do you feel?', value: (index % 5) + 1, max: 5 },
          { at, label: 'How much energy do you have?', value: ((index + 2) % 5) + 1, max: 5 },
        ],
        entries: [{ at, title: 'Mood check-in', body: `How pleasant or unpleasant do you feel?: ${(index % 5) + 1} of 5\nWords for how you feel: Calm, Tired\nNotes: day ${index}` }],
      },
    ];
    if (index % 14 === 0) items.push({ itemId: 'phq', completions: [at], doneDates: [date], scores: [{ at, label: 'Total score', value: index % 28, max: 27, ...(index % 140 === 0 ? { flags: ['phq9-item9'] } : {}) }] });
    const clientReturn = { id: `bench-return-${index}`, version: 2, prescriptionId: PRESCRIPTION_ID, createdAt: `${date}T20:00:00.000Z`, timeZone: 'UTC', items };
    return { id: clientReturn.id, therapistId: THERAPIST_ID, clientId: CLIENT_ID, prescriptionId: PRESCRIPTION_ID, clientReturn, importedAt: clientReturn.createdAt };
  });
  const client = { id: CLIENT_ID, therapistId: THERAPIST_ID, alias: 'Bench client', createdAt, updatedAt: createdAt, archivedAt: null };
  const prescriptionRow = { id: PRESCRIPTION_ID, therapistId: THERAPIST_ID, clientId: CLIENT_ID, prescription, status: 'active', shortCodes: [], createdAt, updatedAt: createdAt };
  return { client, prescriptionRow, returns };
}

/** Puts the rows straight into the app's object stores (the database exists once the app has opened it). */
async function seed(page: Page): Promise<void> {
  const rows = seedRows(new Date());
  await page.evaluate(async (data) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('better-minds');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = database.transaction(['therapistClients', 'prescriptions', 'clientReturns'], 'readwrite');
      transaction.objectStore('therapistClients').put(data.client);
      transaction.objectStore('prescriptions').put(data.prescriptionRow);
      const store = transaction.objectStore('clientReturns');
      for (const row of data.returns) store.put(row);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('seed failed'));
    });
    database.close();
  }, rows);
}

interface Opening {
  toTrend: number;
  longTasks: number;
  blocking: number;
  count: number;
}

async function openChart(page: Page, base: string): Promise<Opening> {
  await page.goto(`${base}/chart`);
  const link = page.getByRole('link', { name: 'Bench client' });
  await link.waitFor();
  await page.getByTestId('client-line').getByText(/last return/).waitFor();
  // Let the list's own work finish, then watch long tasks from the click on.
  await page.waitForTimeout(1_000);
  await page.evaluate(() => {
    const state = { clickAt: 0, tasks: [] as { start: number; duration: number }[] };
    (window as unknown as { __chartBench: typeof state }).__chartBench = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: false });
    document.addEventListener('click', () => (state.clickAt = performance.now()), { capture: true, once: true });
  });
  await link.click();
  await page.getByTestId('measure-trend-phq-9').locator('svg.recharts-surface').first().waitFor({ timeout: 60_000 });
  const drawnAt = await page.evaluate(() => performance.now());
  await page.getByTestId('mood-trend').locator('svg.recharts-surface').first().waitFor({ timeout: 60_000 });
  // Quiet: no new long task for a second.
  await page.waitForTimeout(1_500);
  return page.evaluate((drawn) => {
    const state = (window as unknown as { __chartBench: { clickAt: number; tasks: { start: number; duration: number }[] } }).__chartBench;
    const after = state.tasks.filter((task) => task.start >= state.clickAt - 1);
    return {
      toTrend: drawn - state.clickAt,
      longTasks: after.reduce((total, task) => total + task.duration, 0),
      blocking: after.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
      count: after.length,
    };
  }, drawnAt);
}

export async function benchChart(base: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/chart/login`);
    await page.getByLabel('E-mail address').fill('bench@example.org');
    await page.getByLabel('Password').fill('bench-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Star Chart' }).waitFor();
    await seed(page);
    const runs: Opening[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await openChart(page, base));
    const fmt = (pick: (run: Opening) => number) => runs.map((run) => pick(run).toFixed(0)).join(', ');
    console.log(
      `client chart with ${DAYS} daily returns: main-thread long tasks after the click ${median(runs.map((run) => run.longTasks)).toFixed(0)} ms ` +
        `(blocking beyond 50 ms each: ${median(runs.map((run) => run.blocking)).toFixed(0)} ms; medians of ${RUNS}: ${fmt((run) => run.longTasks)} / ${fmt((run) => run.blocking)} ms; ` +
        `long tasks per opening: ${fmt((run) => run.count)}); click to the PHQ-9 trend drawn ${median(runs.map((run) => run.toTrend)).toFixed(0)} ms (${fmt((run) => run.toTrend)})`,
    );
    await context.close();
  } finally {
    await browser.close();
  }
}
