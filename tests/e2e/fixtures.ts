/**
 * Playwright's `test`, with a `page` whose `goto` and `reload` wait for the app to answer. A prerendered page paints
 * its buttons and fields before React has hydrated them, and a click or a keypress in that moment is lost (for a
 * person too: the page only looks ready). Every spec imports `test` and `expect` from here.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

const READY = 'html[data-app-ready]';

async function afterNavigation(page: Page, response: Response | null, waitUntil: string | undefined): Promise<void> {
  if (waitUntil === 'commit') return;
  const type = response ? await response.headerValue('content-type') : null;
  // Only documents of the app: a JSON answer, an image or a failed navigation has nothing to hydrate.
  if (!type?.includes('text/html')) return;
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
