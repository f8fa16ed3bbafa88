/**
 * Prerendered screens (scripts/prerender): the build holds a page for every route whose content is ours, each with
 * its heading and nothing of a person, precached by the service worker; the browser adopts each page with no
 * hydration error or warning; crisis help works with JavaScript off; and client navigation after hydration keeps
 * 'Loading...', scroll-to-top, focus and the announcement.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type ConsoleMessage } from './fixtures';
import { crisisCountries } from '../../src/content/crisis-lines';
import { activities } from '../../src/content/insight/activities';
import { tools } from '../../src/content/insight/tools';
import { trails } from '../../src/content/insight/trails';
import { readings } from '../../src/content/resonance/readings';
import { stories } from '../../src/content/resonance/stories';
import { PAGE_END, PAGE_END_EXPECT, pageFileFor, SHELL_FILE, START_SCRIPT } from '../../scripts/prerender/shell-template';
import { bootScriptSource } from '../../server/boot-script';
import { routeCases } from './routes';
import { waitForAppReady, waitForServiceWorkerControl } from './helpers';

const DIST = process.env.E2E_DIST_DIR ?? 'dist';

/** Routes that show the person's own data, take an open parameter or are not found: they keep the shell. */
const SHELL_ROUTES = [
  /^\/flow\//,
  /^\/admin\//,
  /^\/systems$/,
  // Reminders list the person's own due things and this device's push support.
  /^\/insight\/reminders$/,
  /^\/journey\//,
  // Star Chart: every screen depends on the therapist's sign-in on this device.
  /^\/(chart|pro)(\/|$)/,
  // The subscription page starts the signed-in therapist's subscription: nothing of it is ours to prerender.
  /^\/subscription\/success$/,
  /^\/no\//,
  /^\/insight\/trails\/not-a-trail$/,
];

const prerendered: { path: string; heading: string | RegExp }[] = [
  ...routeCases.filter((route) => !SHELL_ROUTES.some((pattern) => pattern.test(route.path))),
  ...trails.map((trail) => ({ path: `/insight/trails/${trail.id}`, heading: trail.title.standard })),
  ...tools.map((tool) => ({ path: `/insight/tools/${tool.id}`, heading: tool.title.standard })),
  ...activities.map((activity) => ({ path: `/insight/imaginarium/${activity.id}`, heading: activity.title.standard })),
  ...stories.map((story) => ({ path: `/resonance/stories/${story.id}`, heading: story.title.standard })),
  ...readings.map((reading) => ({ path: `/resonance/library/${reading.id}`, heading: reading.title })),
].filter((route, index, all) => all.findIndex((other) => other.path === route.path) === index);

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

test('every prerendered route is in the build with its heading, nothing personal, and precached', () => {
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const precached = new Set([...worker.matchAll(/"revision":"[0-9a-f]+","url":"([^"]+)"/g)].map((match) => match[1]));
  const shell = readFileSync(join(DIST, SHELL_FILE), 'utf8');
  const inlineBoot = `<script>${bootScriptSource()}</script>`;
  expect(shell).toContain(inlineBoot);
  expect(shell).toContain('<div id="root"></div>');
  // The shell has no #page-end: waiting for one there would only log that it never came.
  expect(shell).not.toContain('rel="expect"');
  expect(precached).toContain(SHELL_FILE);
  expect(precached).toContain(START_SCRIPT.slice(1));
  // The empty shell starts the app at once; a prerendered page hands the same entry to start-app.js, after its markup.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1];
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);

  for (const route of prerendered) {
    const file = pageFileFor(route.path);
    const html = readFileSync(join(DIST, file), 'utf8');
    const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decode(match[1] ?? ''));
    expect(headings, route.path).toHaveLength(1);
    if (typeof route.heading === 'string') expect(headings[0], route.path).toBe(route.heading);
    else expect(headings[0], route.path).toMatch(route.heading);
    // The build knows no person: no address, no identifier, no saved choice, no sign-in.
    expect(html, route.path).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(html, route.path).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(html, route.path).not.toMatch(/Your choice is saved|Signed in as|Loading\.\.\./);
    // The shell's head and scripts, with boot.js first and inline (no request to wait for), so the theme and text
    // size apply before the first paint.
    expect(html, route.path).not.toContain('src="/boot.js"');
    expect(html.indexOf(inlineBoot), route.path).toBeGreaterThan(0);
    expect(html.indexOf(inlineBoot)).toBeLessThan(html.indexOf('<div id="root">'));
    // The first frame waits for the page's last element, so the page paints once, whole (the prerender's rel=expect).
    expect(html, route.path).toContain(PAGE_END_EXPECT);
    expect(html.indexOf('id="page-end"'), route.path).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.slice(html.indexOf(PAGE_END) + PAGE_END.length).trim(), `${route.path}: nothing to parse after #page-end`).toBe('</body>\n</html>');
    // Nothing of the app is fetched before the page paints: its script comes from start-app.js, after the markup.
    expect(html, route.path).not.toMatch(/type="module"|modulepreload/);
    expect(html.indexOf(`<script src="${START_SCRIPT}" async data-entry="${entry}"`), route.path).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(precached, route.path).toContain(file);
  }
  expect(prerendered.length).toBeGreaterThan(50);
});

test('no chunk preloads dependency lists at its dynamic imports (vite.config.ts modulePreload), and zod ships English only', () => {
  // The preload helper resolved and looked up every dependency of every call again: the deferred work's imports made
  // long tasks of it after load. The browser fetches a chunk's static imports itself, and the service worker has them.
  const chunks = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(100);
  for (const chunk of chunks) {
    const code = readFileSync(join(DIST, 'assets', chunk), 'utf8');
    expect(code, chunk).not.toContain('__vite__mapDeps');
    // zod's other languages stay out: a dynamic import of its `z` namespace would keep every locale (about 260 KB).
    expect(code, chunk).not.toContain('Ungültige Eingabe');
  }
});

test('each prerendered page hydrates with no console error or warning, served by the service worker', async ({ page }) => {
  test.setTimeout(180_000);
  // A phone's viewport: the menu button is React's, so its state shows the page hydrated.
  await page.setViewportSize({ width: 390, height: 800 });
  const problems: string[] = [];
  const listen = (message: ConsoleMessage) => {
    // The one expected notice: this build has no Supabase project (local-only mode), said once per load.
    if (message.text().startsWith('Supabase is not configured')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  };
  page.on('console', listen);
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  for (const route of prerendered) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
    // Only a hydrated page answers: the menu button's state is React's.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu, route.path).toHaveAttribute('aria-expanded', 'true');
  }
  expect(problems).toEqual([]);
});

test('a page that is not prerendered (the shell) logs nothing about an element it waited for', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  for (const path of ['/systems', '/no/such/page']) {
    await page.goto(path);
    await waitForAppReady(page);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  expect(messages.filter((text) => text.includes('Did not find element expected to be parsed'))).toEqual([]);
});

test('with JavaScript off, crisis help lists every emergency number with working tel: links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/crisis-help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help');
  for (const country of crisisCountries) {
    if (!country.emergency) continue;
    const call = page.locator(`#crisis-all-countries a[href="tel:${country.emergency.number}"]`).first();
    await expect(call, country.name).toBeVisible();
  }
  const unitedStates = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'United States' }) });
  await expect(unitedStates.getByRole('link', { name: 'Emergency services: call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(page.getByRole('link', { name: '988 Suicide & Crisis Lifeline: call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(page.getByRole('link', { name: 'Shout 85258: text SHOUT to 85258' })).toHaveAttribute('href', 'sms:85258?body=SHOUT');
  // The link at the top leads to the list, without any script.
  await page.getByRole('link', { name: 'Find your country’s number' }).click();
  await expect(page).toHaveURL(/#crisis-all-countries$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Every country’s numbers' })).toBeInViewport();
  await context.close();
});

test("after hydration, client navigation shows 'Loading...', scrolls to the top, focuses the heading and announces it", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 600 });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/WhoWeArePage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/crisis-help');
  await waitForAppReady(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await menu.click();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Who we are' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  release();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/who we are/i);
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('live-announcer')).toHaveText(/who we are/i);
  await context.close();
});

test('a first visit creates the local database in a worker; a later visit opens it without one', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const creators = () => workers.filter((url) => /\/assets\/create-database\.worker-[\w-]+\.js$/.test(url)).length;
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  // The deferred stages run in order: once the sync engine's chunk is fetched, the opening stage is over.
  const syncEngineFetched = () =>
    page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/start-sync-[\w-]+\.js$/.test(entry.name)));

  await page.goto('/crisis-help');
  await expect.poll(creators, { timeout: 20_000 }).toBe(1);
  await expect.poll(databases, { timeout: 20_000 }).toContain('better-minds');
  await expect.poll(syncEngineFetched, { timeout: 20_000 }).toBe(true);

  await page.reload();
  await expect.poll(syncEngineFetched, { timeout: 20_000 }).toBe(true);
  expect(creators()).toBe(1);
  // What the worker created is the whole current schema (Dexie stores version 11 as 110).
  const installed = await page.evaluate(
    () =>
      new Promise<{ version: number; stores: string[] }>((resolve, reject) => {
        const request = indexedDB.open('better-minds');
        request.onsuccess = () => {
          const { version, objectStoreNames } = request.result;
          request.result.close();
          resolve({ version, stores: [...objectStoreNames] });
        };
        request.onerror = () => reject(request.error);
      }),
  );
  expect(installed.version).toBe(110);
  expect(installed.stores).toEqual(expect.arrayContaining(['outbox', 'insightEntries', 'settings', 'bookReceipts', 'inboxKeys', 'sentReturns', 'flagReviews', 'e2eeRecords', 'e2eePending', 'e2eeClock', 'e2eeAccount', 'e2eeApplied']));
  expect(installed.stores.length).toBeGreaterThan(30);
});
