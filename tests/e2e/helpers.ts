import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { RouteCase } from './routes';
import { startTheApp } from './fixtures';

/** The screen is rendered: its h1, and the layout it should have. */
export async function expectScreen(page: Page, route: RouteCase): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await expect(page.getByRole('link', { name: /crisis help/i }).first()).toBeVisible();
  if (route.layout === 'main') {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('not a substitute for professional');
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
}

/** Waits until the service worker is active and controls this page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
  });
}

/**
 * A prerendered page shows its buttons and fields before React has hydrated them, and what is done to them before
 * then is lost: wait for the app's own mark (src/app/providers.tsx) before acting on a freshly loaded page.
 */
export async function waitForAppReady(page: Page): Promise<void> {
  await startTheApp(page);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * The offline journeys' start: a first visit online to `path`, then, once the service worker controls the page (so
 * every screen is precached), the network cut. `whileOnline` runs on that first visit, before the wait, for what a
 * spec checks or sets up online; `reload` loads the page again offline, from the service worker's copy.
 */
export async function goOfflineAfterVisiting(
  page: Page,
  context: BrowserContext,
  path: string,
  { whileOnline, reload = false }: { whileOnline?: () => Promise<void>; reload?: boolean } = {},
): Promise<void> {
  await page.goto(path);
  await whileOnline?.();
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  if (reload) await page.reload();
}

/**
 * The screen as a person sees it at 390x844 and 320x640, with `target` scrolled into view, into
 * `<folder>/<name>-<width>x<height>.png`; back to 390x844 after.
 */
export async function shootAtPhoneSizes(page: Page, folder: string, name: string, target: Locator): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/${name}-${width}x${height}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}
