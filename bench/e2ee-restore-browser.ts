/**
 * The restore of issue 38's bench in Debian's Chromium, as a person does it (called by bench/e2ee-sync.ts, which
 * serves the production build and the sync function on one origin and has a device push the history first): a new
 * profile opens /systems, chooses "Restore from a recovery code", types the words and presses Restore. Timed from that
 * press to every record in the browser's database and the status saying Synced; meanwhile the page's main thread is
 * watched (long tasks, from the Long Tasks API: their count, the longest, and those over 100 ms). The decrypting and
 * merging run in the sync worker, so the main thread should stay free.
 */
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { recordLongTasks } from './long-tasks.ts';

export interface BrowserRestoreFigures {
  /** From the press on Restore until every record is stored and the status says Synced. */
  totalMs: number;
  /** The moment the status said "Restoring … records" first, from the press. */
  firstProgressMs: number | null;
  rowsOnNewDevice: number;
  longTasks: { startMs: number; durationMs: number }[];
  /** Each text the status and the progress bar said, from the press: where the time went. */
  said: { atMs: number; text: string }[];
  longestTaskMs: number;
  tasksOver100Ms: number;
  chromium: string;
}


/** Rows in the app's entries table, read straight from IndexedDB (0 while the database does not exist yet). */
const countEntries = () =>
  new Promise<number>((resolve) => {
    const open = indexedDB.open('better-minds');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains('insightEntries')) {
        database.close();
        resolve(0);
        return;
      }
      const request = database.transaction('insightEntries').objectStore('insightEntries').count();
      request.onsuccess = () => {
        database.close();
        resolve(request.result);
      };
      request.onerror = () => {
        database.close();
        resolve(0);
      };
    };
  });

async function pressRestore(page: Page, words: string): Promise<number> {
  await page.getByRole('button', { name: 'Restore from a recovery code' }).click();
  await page.getByLabel('Device name').fill('Bench browser');
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(words);
  // A string, not a function: tsx names the arrow functions inside one with a helper the page does not have.
  await page.evaluate(`(() => {
    const marks = window;
    document.addEventListener('pointerdown', (event) => (marks.__pressedAt = event.timeStamp), { capture: true, once: true });
    marks.__said = [];
    new MutationObserver(() => {
      const status = document.querySelector('.e2e-status')?.textContent ?? '';
      const bar = document.querySelector('label[for="e2e-restoring-bar"]')?.textContent ?? '';
      const text = status + ' | ' + bar;
      if (marks.__said.at(-1)?.text !== text) marks.__said.push({ at: performance.now(), text });
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  })()`);
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  return page.evaluate(() => (window as unknown as { __pressedAt?: number }).__pressedAt ?? performance.now());
}

export async function restoreInBrowser(origin: string, words: string, expectedRows: number, timeoutMs = 180_000): Promise<BrowserRestoreFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    await context.addInitScript(recordLongTasks);
    const page = await context.newPage();
    await page.goto(`${origin}/systems`);
    await page.getByRole('button', { name: 'Restore from a recovery code' }).waitFor();
    await page.waitForLoadState('networkidle');
    const pressedAt = await pressRestore(page, words);
    let firstProgressAt: number | null = null;
    let rows = 0;
    let doneAt = Number.NaN;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      rows = await page.evaluate(countEntries);
      const seen = await page.evaluate(() => ({
        at: performance.now(),
        status: document.querySelector('.e2e-status')?.textContent ?? '',
        progress: document.getElementById('e2e-restoring-bar') !== null,
      }));
      if (seen.progress && firstProgressAt === null) firstProgressAt = seen.at;
      if (rows >= expectedRows && /^Synced/.test(seen.status)) {
        doneAt = seen.at;
        break;
      }
      await page.waitForTimeout(50);
    }
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
    const said = await page.evaluate(() => (window as unknown as { __said: { at: number; text: string }[] }).__said);
    const during = tasks.filter((task) => task.start + task.duration >= pressedAt && (Number.isNaN(doneAt) || task.start <= doneAt));
    return {
      totalMs: doneAt - pressedAt,
      firstProgressMs: firstProgressAt === null ? null : firstProgressAt - pressedAt,
      rowsOnNewDevice: rows,
      longTasks: during.map((task) => ({ startMs: task.start - pressedAt, durationMs: task.duration })),
      said: said.filter((each) => each.at >= pressedAt - 1).map((each) => ({ atMs: Math.round(each.at - pressedAt), text: each.text })),
      longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
      tasksOver100Ms: during.filter((task) => task.duration > 100).length,
      chromium: browser.version(),
    };
  } finally {
    await browser.close();
  }
}
