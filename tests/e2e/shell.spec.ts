import { expect, test, waitForAppOnNavigation } from './fixtures';

test('the page scrolls to the top on every route change', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/crisis-help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about/i);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the mobile menu opens, lists the areas, and closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Presence' })).toBeHidden();
  // Crisis help stays visible without opening the menu.
  await expect(page.getByRole('banner').getByRole('link', { name: /crisis help/i })).toBeVisible();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Presence' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presence');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('dark by default; the theme choice is kept across reloads and "system" follows the device', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByLabel('Theme').selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByLabel('Theme')).toHaveValue('light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByLabel('Theme').selectOption('system');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Dexie, the source of truth, holds the preference (written asynchronously, just after the mirror).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<unknown>((resolve, reject) => {
            const open = indexedDB.open('better-minds');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const get = open.result.transaction('settings').objectStore('settings').get('theme');
              get.onsuccess = () => resolve(get.result);
            };
          }),
      ),
    )
    .toEqual({ key: 'theme', value: 'system' });
});

test('a corrupt theme mirror is ignored with a warning, and the app still renders dark', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('better-minds:theme', '{not json'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Minds');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(warnings.some((text) => text.includes('corrupt stored theme'))).toBe(true);
});

test('without Supabase the footer says data stays on this device, and a warning says local-only', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('Local Only');
  await expect(page.getByRole('contentinfo')).toContainText('only in this browser, on this device');
  expect(warnings.some((text) => text.includes('local-only mode'))).toBe(true);
});

test('the fallback stylesheet is loaded from the site root, and a failure only warns', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = waitForAppOnNavigation(await context.newPage());
  await page.goto('/');
  await expect(page.locator('link[data-source="/fallback.css"]')).toHaveCount(1);

  const failing = waitForAppOnNavigation(await context.newPage());
  const warnings: string[] = [];
  failing.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await failing.route('**/fallback.css', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await failing.goto('/about');
  await expect(failing.getByRole('heading', { level: 1 })).toHaveText(/about/i);
  await expect.poll(() => warnings.some((text) => text.includes('Fallback stylesheet could not be loaded'))).toBe(true);
  await expect(failing.locator('link[data-source="/fallback.css"]')).toHaveCount(0);
  await context.close();
});

test('a chunk that cannot load shows the error view with Reload and Home', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = waitForAppOnNavigation(await context.newPage());
  await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByText('Loading chunk about failed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // Crisis help stays one step away even when a screen fails.
  await expect(page.getByRole('banner').getByRole('link', { name: /crisis help/i })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Minds');
  await context.close();
});

test('Loading... shows while a screen chunk is on its way', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = waitForAppOnNavigation(await context.newPage());
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/WhoWeArePage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Who we are' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/who we are/i);

  // And on a first visit straight to a deep link that keeps the shell (a prerendered one shows its page at once).
  let releaseDirect: () => void = () => {};
  const heldDirect = new Promise<void>((resolve) => (releaseDirect = resolve));
  await page.route(/\/assets\/FlowPage-[^/]+\.js$/, async (route) => {
    await heldDirect;
    await route.continue();
  });
  await page.goto('/flow/calm-evening', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  releaseDirect();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A calm evening');
  await context.close();
});

test('the server answers the manifest with its content type and the functions on the same origin', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { name: string; display: string; shortcuts: unknown[] };
  expect(body.display).toBe('standalone');
  expect(body.shortcuts).toHaveLength(2);
  const health = await request.get('/.netlify/functions/health');
  expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok', dataWritable: true } });
  const missing = await request.get('/assets/does-not-exist.js');
  expect(missing.status()).toBe(404);
});

test('on the home page, a tap on "Have a code from your therapist?" opens it, with the app up and before', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 320, height: 640 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    if (javaScriptEnabled) {
      await page.mouse.move(4, 4);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    }
    // The Star Chart card around it is one link (its overlay covers the card): the disclosure must sit above it.
    await page.getByText('Have a code from your therapist?').tap();
    await expect(page.getByLabel('Code or link from your therapist')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  }
});
