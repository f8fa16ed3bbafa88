import { expect, test } from './fixtures';
import { expectScreen, waitForServiceWorkerControl } from './helpers';
import { routeCases } from './routes';

test('with the service worker in control and the network off, every route reloads and renders', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // The precache is complete once the worker is active; the offline indicator appears when the network goes.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  for (const route of routeCases) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expectScreen(page, route);
    });
  }

  // Crisis lines are real content offline, not only a heading.
  await page.goto('/crisis-help');
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await context.setOffline(false);
});

test('the precache holds the shell and every lazy chunk', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/manifest.webmanifest');
  expect(cached).toContain('/fallback.css');
  for (const chunk of ['HomePage', 'CrisisHelpPage', 'AboutPage', 'systems-screen', 'TrailPage', 'NotFoundPage']) {
    expect(cached.some((path) => new RegExp(`^/assets/${chunk}-[^/]+\\.js$`).test(path)), chunk).toBe(true);
  }
});

test('/systems reports the service worker, precache, storage and unsynced records', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto('/systems');
  const table = page.getByRole('table', { name: 'App and storage' });
  await expect(table).toContainText('active and controlling');
  await expect(table.getByRole('row', { name: /Precache/ })).toContainText(/\d+ files, [\d.]+ (KB|MB)/);
  await expect(table.getByRole('row', { name: /Storage used/ })).toContainText(/available/);
  await expect(table.getByRole('row', { name: /Storage mode/ })).toContainText('Local Only');
  // The visits to / and /systems are usage events: the row counts them live until the replay has sent them.
  await expect(table.getByRole('row', { name: /Unsynced records/ })).toHaveText(/^Unsynced records\s*0$/, { timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Feature flags' }).getByRole('row', { name: /musterSet/ })).toContainText('on');
  await expect(page.getByRole('table', { name: 'Feature flags' }).getByRole('row', { name: /aiIntegration/ })).toContainText('off');
});
