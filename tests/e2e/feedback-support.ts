import { axeBuilder } from './axe-scan';
import { expect, type Locator, type Page, type Request } from './fixtures';

/*
 * What the feedback specs share. Each test installs Playwright's clock before the page loads (`page.clock.install()`),
 * so the widget's delays, the invitation's delays and the tracker's timers are the page's fake timers: the tests move
 * time on instead of waiting for it, and a check that something does NOT appear is made after the page's clock has
 * passed the moment it would have appeared.
 */

export const API = '/.netlify/functions/feedback';
const SESSION_KEY = 'better-minds:feedback-session';
/** The floating button appears 5 s after the widget mounts (spec section 9; WIDGET_DEFAULTS.delay). */
export const WIDGET_DELAY_MS = 5_000;
/** Past the moved-on clock, the page still has to render: generous, for a loaded machine. */
const APPEAR_TIMEOUT = 15_000;

export function launcher(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Feedback' }).getByRole('button', { name: 'Feedback' });
}

export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * Lets the page run what is already queued (React renders after a timer, IndexedDB answers, promise chains), with the
 * real MessageChannel tasks that React's scheduler also uses: the fake clock does not stand still meanwhile.
 */
export async function settle(page: Page, turns = 20): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let done = 0;
        channel.port1.onmessage = () => {
          done += 1;
          if (done >= count) {
            channel.port1.close();
            resolve();
          } else channel.port2.postMessage(null);
        };
        channel.port2.postMessage(null);
      }),
    turns,
  );
}

/**
 * Moves the page's clock on by `ms`, a second at a time, letting the page run between steps: work that a step starts
 * (a request, then a timer) has its own timers reached by the steps after it, as it would in real time.
 */
export async function passTime(page: Page, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 1_000) {
    await page.clock.fastForward(Math.min(1_000, ms - passed));
    await settle(page);
  }
}

/** Pages whose sync engine's code has arrived (the app loads it once the first screen is settled). */
const syncEngineLoaded = new WeakSet<Page>();

/**
 * Installs Playwright's clock in the page (before it loads), and notes when the app's deferred work (the sync engine
 * that sends the outbox) has loaded: see `showLauncher`.
 */
/**
 * Throws `message` uncaught in a task of its own. Not from setTimeout: the page's clock runs those callbacks itself and
 * keeps what they throw from reaching window.onerror.
 */
export async function throwUncaughtInPage(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      throw new Error(text);
    };
    channel.port2.postMessage(null);
  }, message);
}

export async function installClock(page: Page): Promise<void> {
  page.on('response', (response) => {
    if (/\/assets\/start-sync-[\w-]+\.js$/.test(response.url())) syncEngineLoaded.add(page);
  });
  await page.clock.install();
}

/**
 * Moves the clock past the floating button's delay and waits for it. In real time, by then the app has started its
 * deferred work (the sync engine among it): the clock moves faster than that work loads, so it is waited for too, and
 * the tests open the dialog in the same state of the page as a person five seconds in.
 */
export async function showLauncher(page: Page): Promise<void> {
  await passTime(page, WIDGET_DELAY_MS);
  await expect.poll(() => syncEngineLoaded.has(page), { timeout: 30_000 }).toBe(true);
  // The engine starts at the next idle moment (idle callbacks are the page clock's too).
  await passTime(page, 1_000);
  await expect(launcher(page)).toBeVisible({ timeout: APPEAR_TIMEOUT });
}

export async function openFeedback(page: Page): Promise<Locator> {
  if (!(await launcher(page).isVisible())) await showLauncher(page);
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

export async function chooseCategory(page: Page, name: RegExp): Promise<void> {
  await dialog(page).getByRole('button', { name }).click();
  await expect(dialog(page).getByText('Step 2 of 3')).toBeVisible();
}

export async function fillDefaultForm(page: Page, { title = 'The timer helped', details = 'Breathing along with it calmed me down.' } = {}) {
  const form = dialog(page);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Details').fill(details);
}

/** Starts this tab's browsing session in the past, so the 30-second engagement rule is already met. */
export async function engagedFor(page: Page, ms: number): Promise<void> {
  await page.addInitScript(
    ({ key, startedAt }) => {
      if (!sessionStorage.getItem(key)) {
        sessionStorage.setItem(
          key,
          JSON.stringify({ startedAt, prompted: false, crisisVisited: false, submitted: false, countersStarted: false }),
        );
      }
    },
    { key: SESSION_KEY, startedAt: Date.now() - ms },
  );
}

/** The app opens its database once the first screen is shown and the browser is idle: wait for it, so the test
 * never creates an empty database of its own by opening it first. */
async function waitForDatabase(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await indexedDB.databases()).some((database) => database.name === 'better-minds' && (database.version ?? 0) >= 10),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

export async function readStore<T>(page: Page, store: string): Promise<T[]> {
  await waitForDatabase(page);
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            resolve(request.result as T[]);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    store,
  );
}

/** A PNG drawn in the page: white, with a red square where the test will black out. */
export async function makePng(page: Page, width = 400, height = 300): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ w, h }) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ff0000';
      context.fillRect(w * 0.25, h * 0.25, w * 0.25, h * 0.25);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { w: width, h: height },
  );
  return Buffer.from(bytes);
}

export function jsonBody(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? 'null') as Record<string, unknown>;
}

export type TrackedEvent = { type: string; data: Record<string, unknown>; context: Record<string, unknown> };

/** Every event the page sent to /track. */
export function watchTracking(page: Page): TrackedEvent[] {
  const events: TrackedEvent[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith(`${API}/track`)) return;
    const body = jsonBody(request) as { events?: TrackedEvent[] } | null;
    events.push(...(body?.events ?? []));
  });
  return events;
}

export async function expectNoAxeViolations(page: Page, step: string): Promise<void> {
  const results = await axeBuilder(page)
    .include('dialog.fb-modal')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, step).toEqual([]);
}
