import { expect, test, type Page } from './fixtures';
import { panel } from './accessibility-helpers';
import { waitForServiceWorkerControl } from './helpers';

/**
 * A quiet main thread on a slow phone (issue 32): under 4x CPU slowdown, Alt+A pressed 100 ms after the page's
 * heading appears opens the accessibility panel, on a first visit (no service worker yet) and once the service worker
 * controls the page. A prerendered heading shows before the app has started: a key pressed then is kept by
 * public/boot.js and carried out when the app listens (issue 22); one pressed while the app starts must not be lost
 * between the two listeners, nor wait on a long task for longer than the panel's own wait below.
 */

const SLOWDOWN = 4;

/** Loads `path` as a person would (no wait for the app's ready mark), and presses Alt+A 100 ms after the h1 shows. */
async function pressAltAAfterHeading(page: Page, path: string, load: () => Promise<unknown>): Promise<void> {
  await load();
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  // The one fixed wait, and the point of the test: a person's reaction to the heading, not a condition to await.
  await page.waitForTimeout(100);
  await page.keyboard.press('Alt+A');
  await expect(panel(page), `${path}: the panel opens`).toBeVisible({ timeout: 15_000 });
}

test('under 4x CPU slowdown, Alt+A pressed 100 ms after the heading appears opens the panel, before and after the service worker', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const path of ['/', '/insight/tools/mood-check-in']) {
    // A fresh context per page: a first visit, with no cache, no service worker and no local database.
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await pressAltAAfterHeading(page, path, () => page.goto(path, { waitUntil: 'commit' }));

    await waitForServiceWorkerControl(page);
    await pressAltAAfterHeading(page, path, () => page.reload({ waitUntil: 'commit' }));
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), `${path}: this load is controlled`).toBe(true);
    await context.close();
  }
});
