/**
 * Your reflections with five years of history, printed, never asserted (called by bench/run.ts against its running
 * server): 5 x 365 daily mood check-ins and a PHQ-9 every 14 days are written into the browser's database, then
 * "Your reflections" is opened, cold (a page load) and within the app (from the tools list), and the stretch is
 * switched to "Everything". For each: the main thread's long tasks (over 50 ms) from the navigation or click until
 * both charts are drawn and the page has been quiet for a second (their count, their total time and the blocking
 * time, the part of each over 50 ms), and the time until the mood chart and the PHQ-9 trend chart are drawn.
 * The same history in a second profile with the app lock on (issue 39, turned on in the data settings, so every row
 * is sealed), unlocked by passphrase: the same openings, alternating with the lock-off profile run by run, and the
 * cold load measured from the press on Unlock (its pointerdown time stamp, when a person's finger would press it;
 * from Playwright's click call, whose own checks come before it dispatches the press, is kept apart). BENCH_RUNS runs
 * (default 5). Raw figures in bench/results/reflections-<time>.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { recordLongTasks } from './long-tasks.ts';

const DAYS = 5 * 365;
const PHQ9_EVERY_DAYS = 14;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** Writes the history straight into IndexedDB in one transaction (the app's rows, as its writers save them). */
async function seedHistory(page: Page): Promise<{ checkIns: number; phq9: number }> {
  return page.evaluate(
    async ({ days, every }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      let checkIns = 0;
      let phq9 = 0;
      await new Promise<void>((resolve, reject) => {
        const transaction = database.transaction('insightEntries', 'readwrite');
        const store = transaction.objectStore('insightEntries');
        const today = new Date();
        today.setHours(20, 0, 0, 0);
        for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
          const at = new Date(today.getTime() - daysAgo * 86_400_000).toISOString();
          store.put({
            id: `bench-mood-${daysAgo}`,
            toolId: 'mood-check-in',
            values: { pleasantness: (daysAgo % 5) + 1, energy: ((daysAgo + 2) % 5) + 1, emotions: ['calm'], note: `Day ${daysAgo}` },
            createdAt: at,
            updatedAt: at,
          });
          checkIns += 1;
          if (daysAgo % every === 0) {
            const raw = (daysAgo / every) % 28;
            const answers = Object.fromEntries(Array.from({ length: 9 }, (_, item) => [`item${item + 1}`, String(Math.min(3, Math.max(0, raw - item * 3)))]));
            const score = Object.values(answers).reduce((sum, value) => sum + Number(value), 0);
            const band = score >= 20 ? 'severe' : score >= 15 ? 'moderately-severe' : score >= 10 ? 'moderate' : score >= 5 ? 'mild' : 'minimal';
            store.put({
              id: `bench-phq9-${daysAgo}`,
              toolId: 'phq-9',
              values: { ...answers, score, scoreMax: 27, rawScore: score, band, flags: [] },
              createdAt: at,
              updatedAt: at,
            });
            phq9 += 1;
          }
        }
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      database.close();
      return { checkIns, phq9 };
    },
    { days: DAYS, every: PHQ9_EVERY_DAYS },
  );
}

interface Opening {
  /** Until the mood chart and the PHQ-9 chart both have their lines drawn. */
  chartsMs: number;
  longTasks: number;
  longTaskMs: number;
  blockingMs: number;
}


/** Waits until both charts are drawn (ms since `since`), then a quiet second, and sums the long tasks after `since`. */
async function measureUntilCharts(page: Page, since: number): Promise<Opening> {
  const chartsAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const timer = setInterval(() => {
          const mood = document.querySelector('.insight-chart .recharts-line path');
          const phq9 = document.querySelector('[data-testid="measure-trend-phq-9"] .recharts-line path');
          if (mood && phq9) {
            clearInterval(timer);
            resolve(performance.now());
          }
        }, 4);
      }),
  );
  await page.waitForTimeout(1000); // a quiet second after the charts, so that work they set off is counted
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
  const after = tasks.filter((task) => task.start + task.duration >= since);
  return {
    chartsMs: chartsAt - since,
    longTasks: after.length,
    longTaskMs: after.reduce((sum, task) => sum + task.duration, 0),
    blockingMs: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function summarise(label: string, runs: Opening[]): string {
  const pick = (key: keyof Opening) => median(runs.map((run) => run[key])).toFixed(0);
  return (
    `${label}: charts drawn ${pick('chartsMs')} ms; long tasks ${pick('longTasks')} totalling ${pick('longTaskMs')} ms, blocking ${pick('blockingMs')} ms ` +
    `(medians of ${runs.length}; blocking per run ${runs.map((run) => run.blockingMs.toFixed(0)).join(', ')} ms)`
  );
}

const PASSPHRASE = 'a quiet harbour at seven';

/** Turns the app lock on as a person does, in the data settings (every row stored so far is sealed then). */
async function turnLockOn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/insight/reflections`);
  const settings = page.getByRole('region', { name: 'App lock' });
  await settings.getByRole('button', { name: 'Set up the app lock' }).click();
  await settings.getByLabel(/^Passphrase/).fill(PASSPHRASE);
  await settings.getByLabel('The same passphrase again').fill(PASSPHRASE);
  await settings.getByRole('button', { name: 'Turn on the app lock' }).click();
  await settings.getByRole('status').filter({ hasText: 'The app lock is on.' }).waitFor({ timeout: 300_000 });
}

/** Until the lock screen's heading is gone (the data key opened, Argon2id in the lock screen's worker): the page's time. */
const whenUnlocked = () =>
  new Promise<number>((resolve) => {
    const timer = setInterval(() => {
      if (document.getElementById('app-lock-title') === null) {
        clearInterval(timer);
        resolve(performance.now());
      }
    }, 4);
  });

interface UnlockPress {
  /** The page's time when Playwright was asked to click: its own checks (visible, stable over two frames) come first. */
  driverCalledAt: number;
  /** The pointerdown event's time stamp on Unlock: when a person's finger would have pressed it. */
  pressedAt: number;
}

/** After a page load with the lock on: types the passphrase, lets the page settle, presses Unlock and says when. */
async function unlock(page: Page): Promise<UnlockPress> {
  const lock = page.getByRole('region', { name: 'Better Minds is locked' });
  await lock.getByLabel('Passphrase').fill(PASSPHRASE);
  // A person types for a few seconds: the page's own start-up has settled by the time they press Unlock.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const driverCalledAt = await page.evaluate(() => {
    const marks = window as unknown as { __pressedAt?: number };
    delete marks.__pressedAt;
    document.addEventListener('pointerdown', (event) => (marks.__pressedAt = event.timeStamp), { capture: true, once: true });
    return performance.now();
  });
  await lock.getByRole('button', { name: 'Unlock', exact: true }).click();
  const pressedAt = await page.evaluate(() => (window as unknown as { __pressedAt?: number }).__pressedAt ?? Number.NaN);
  return { driverCalledAt, pressedAt };
}

type Lock = 'off' | 'on';

/** Opens Your reflections from the tools list, then switches to "Everything": both measured from the click. */
async function openWithinApp(page: Page, base: string, lock: Lock): Promise<{ inApp: Opening; everything: Opening }> {
  await page.goto(`${base}/insight/tools`);
  if (lock === 'on') await unlock(page);
  await page.getByRole('heading', { level: 1, name: 'Tools' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // the tools list's own work settles, so that it is not counted against the opening
  const clicked = await page.evaluate(() => performance.now());
  await page.getByRole('main').getByRole('link', { name: 'Your reflections' }).click();
  const inApp = await measureUntilCharts(page, clicked);
  const switched = await page.evaluate(() => performance.now());
  await page.getByLabel('Everything, weekly or monthly averages').check();
  await page.getByRole('table', { name: /monthly averages/, includeHidden: true }).waitFor({ state: 'attached' });
  return { inApp, everything: await measureUntilCharts(page, switched) };
}

const ratio = (on: number, off: number) => Math.round((on / off) * 100) / 100;

export async function benchReflections(base: string): Promise<void> {
  const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const pages = {} as Record<Lock, Page>;
    let seeded = { checkIns: 0, phq9: 0 };
    for (const lock of ['off', 'on'] as const) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.addInitScript(recordLongTasks);
      const page = await context.newPage();
      await page.goto(`${base}/insight/reflections`);
      // The totals line appears once the database is open (created, on a first visit, with all its stores).
      await page.getByText(/^Saved on this device:/).waitFor();
      seeded = await seedHistory(page);
      if (lock === 'on') await turnLockOn(page, base);
      pages[lock] = page;
    }

    const cold: Opening[] = [];
    const coldUnlocked: Opening[] = [];
    const unlockMs: number[] = [];
    const unlockFromDriverMs: number[] = [];
    const deriveMs: number[] = [];
    const inApp: Record<Lock, Opening[]> = { off: [], on: [] };
    const everything: Record<Lock, Opening[]> = { off: [], on: [] };
    for (let run = 0; run < RUNS; run += 1) {
      await pages.off.goto(`${base}/insight/reflections`);
      cold.push(await measureUntilCharts(pages.off, 0));
      // Locked, a page load shows the lock screen: measured from the press on Unlock (Argon2id in its worker included).
      await pages.on.goto(`${base}/insight/reflections`);
      const pressed = await unlock(pages.on);
      const unlockedAt = await pages.on.evaluate(whenUnlocked);
      unlockMs.push(unlockedAt - pressed.pressedAt);
      unlockFromDriverMs.push(unlockedAt - pressed.driverCalledAt);
      // The app's own user-timing measure of Argon2id in the lock screen's worker and the key's import.
      deriveMs.push(await pages.on.evaluate(() => performance.getEntriesByName('app lock: passphrase key').at(-1)?.duration ?? Number.NaN));
      coldUnlocked.push(await measureUntilCharts(pages.on, pressed.pressedAt));
      for (const lock of ['off', 'on'] as const) {
        const opened = await openWithinApp(pages[lock], base, lock);
        inApp[lock].push(opened.inApp);
        everything[lock].push(opened.everything);
      }
    }
    const loadAfter = loadavg().map((value) => Number(value.toFixed(2)));
    const medianOf = (runs: Opening[]) => median(runs.map((run) => run.chartsMs));
    const when = new Date().toISOString();
    const raw = {
      what: 'npm run bench -- reflections: Your reflections with five years of history, lock off against on (unlocked), alternating',
      command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
      at: when,
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim(),
      dirty: execFileSync('git', ['status', '--porcelain']).toString().trim() !== '',
      versions: { node: process.version, chromium: browser.version() },
      loadAverage: { before: loadBefore, after: loadAfter, cores: execFileSync('nproc').toString().trim() },
      seeded,
      target: { chartsOnOverOff: 1.2, unlockMs: 300 },
      medians: {
        unlockMs: median(unlockMs),
        unlockFromDriverMs: median(unlockFromDriverMs),
        deriveMs: median(deriveMs),
        inAppOnOverOff: ratio(medianOf(inApp.on), medianOf(inApp.off)),
        everythingOnOverOff: ratio(medianOf(everything.on), medianOf(everything.off)),
      },
      runs: { unlockMs, unlockFromDriverMs, deriveMs, coldOff: cold, coldFromUnlockOn: coldUnlocked, inApp, everything },
    };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/reflections-${when.replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, `${JSON.stringify(raw, null, 1)}\n`);
    console.log(`Your reflections with ${seeded.checkIns} daily mood check-ins and ${seeded.phq9} PHQ-9s (5 years; load average ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after):`);
    console.log(`  ${summarise('cold load (from navigation start), lock off', cold)}`);
    console.log(`  unlocking on the lock screen by passphrase (Unlock pressed, its pointerdown, to lock screen gone, Argon2id in its worker): ${median(unlockMs).toFixed(0)} ms (median of ${RUNS}; ${unlockMs.map((ms) => ms.toFixed(0)).join(', ')} ms; target <= 300 ms; from Playwright's click call, its checks included: ${unlockFromDriverMs.map((ms) => ms.toFixed(0)).join(', ')} ms), of which the passphrase's key (Argon2id in the worker, the key imported) ${median(deriveMs).toFixed(0)} ms (${deriveMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`);
    console.log(`  ${summarise('cold load with the lock on (from the press on Unlock)', coldUnlocked)}`);
    for (const lock of ['off', 'on'] as const) {
      console.log(`  ${summarise(`within the app (click on "Your reflections" in Tools), lock ${lock}`, inApp[lock])}`);
      console.log(`  ${summarise(`switch to "Everything" (monthly averages of all 5 years), lock ${lock}`, everything[lock])}`);
    }
    console.log(`  lock on over off (charts drawn, medians): within the app x${raw.medians.inAppOnOverOff}, "Everything" x${raw.medians.everythingOnOverOff} (target <= x1.2)`);
    console.log(`  raw figures: ${file}`);
  } finally {
    await browser.close();
  }
}
