/**
 * Playwright's `test`, with a `page` whose `goto` and `reload` wait for the app to answer. A prerendered page paints
 * its buttons and fields before React has hydrated them, and a click or a keypress in that moment is lost (for a
 * person too: the page only looks ready). Every spec imports `test` and `expect` from here.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

const READY = 'html[data-app-ready]';

/**
 * A prerendered page starts the app at the first sign of a person (public/start-app.js), or only once it has been
 * quiet for five seconds: the pointer moved over the page, as a person's would be before a tap, starts it now. Two
 * moves, so that one of them changes the pointer's position whatever it was.
 */
export async function startTheApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

async function afterNavigation(page: Page, response: Response | null, waitUntil: string | undefined): Promise<void> {
  if (waitUntil === 'commit') return;
  const type = response ? await response.headerValue('content-type') : null;
  // Only documents of the app: a JSON answer, an image or a failed navigation has nothing to hydrate.
  if (!type?.includes('text/html')) return;
  await startTheApp(page);
  // Not every HTML page starts the app (a test may hold its script back on purpose): wait a while, then go on.
  await page.locator(READY).waitFor({ state: 'attached', timeout: 15_000 }).catch(() => undefined);
}

/** Makes `goto` and `reload` of a page wait for the app to answer: the fixture's page has it; a page of another
 * context (a second person in a journey) gets it here. */
export function waitForAppOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await afterNavigation(page, response, options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await afterNavigation(page, response, options?.waitUntil);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitForAppOnNavigation(page));
  },
});
