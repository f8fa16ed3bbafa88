import { expect, test, type Page } from './fixtures';
import { panel } from './accessibility-helpers';
import { scanLoadedPageInEveryMode } from './display-modes';
import { routeCases, type RouteCase } from './routes';

/**
 * Phone first (issue 30): on every route, at 320 x 640 and 390 x 844, in the default and the Extra Large text size,
 * and in landscape (844 x 390 and 640 x 320, default text: one more pass over every route), nothing scrolls sideways,
 * no control is left under the floating buttons, their band or the sticky header once it is brought into view the way
 * focus brings it (scroll padding included: WCAG 2.4.11), and the crisis link is still in view with the page scrolled
 * to its end (WCAG 3.2.6). The feedback invitation is on screen throughout the walks (it takes its own place in the
 * flow), so its buttons are checked like every other control and it covers none.
 */

const sizes = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
] as const;

const landscapes = [
  { width: 844, height: 390 },
  { width: 640, height: 320 },
] as const;

type Size = { readonly width: number; readonly height: number };

const FEEDBACK_SESSION_KEY = 'better-minds:feedback-session';

/** An engaged session whose server says to invite: the invitation 'How was your experience?' shows on the first screen. */
async function inviteFeedback(page: Page): Promise<void> {
  await page.addInitScript(
    ({ key, startedAt }) => {
      if (!sessionStorage.getItem(key)) {
        sessionStorage.setItem(key, JSON.stringify({ startedAt, prompted: false, crisisVisited: false, submitted: false, countersStarted: false }));
      }
    },
    { key: FEEDBACK_SESSION_KEY, startedAt: Date.now() - 60_000 },
  );
  await page.route('**/.netlify/functions/feedback/should-prompt', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { shouldPrompt: true } }) }),
  );
}

const textSizes = [
  { name: 'default', fontSize: 'medium' },
  { name: 'Extra Large', fontSize: 'xl' },
] as const;

const PHONE_SHOTS = 'test-results/phone';

async function applyTextSize(page: Page, fontSize: string): Promise<void> {
  await page.addInitScript((size) => {
    localStorage.setItem('better-minds:accessibility-settings', JSON.stringify({ keyboard_shortcuts: true, font_size: size }));
  }, fontSize);
}

/**
 * Goes to a route inside the running app (the router listens to popstate), the way a link does: a full load per
 * route and size would take several minutes, and the layout under test is the same either way.
 */
async function visit(page: Page, route: RouteCase): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route.path);
  // Signed out and online, the admin screens ask the server and then go to sign-in: wait for that, so the move does
  // not land on the next route.
  const heading = route.path.startsWith('/admin/') ? 'Admin sign-in' : route.heading;
  await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(heading);
}

/** What covers the route's controls, or pushes it sideways, at the current size; [] when nothing does. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const covers = Array.from(
      document.querySelectorAll<HTMLElement>('.floating-bar, .a11y-dock__button, .fb-launcher, .site-header, .minimal-shell__bar'),
    );
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || ''}"`;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      if (covers.some((cover) => cover.contains(control))) continue;
      if (control.closest('dialog[open], [hidden], .skip-link')) continue;
      // Not shown: hidden, or inside a closed <details> (whose content Chrome keeps laid out, with content-visibility).
      if (!control.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      // Where focus would put it: scrollIntoView honours scroll-padding, as focusing does.
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const rect = control.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      const x = rect.left + rect.width / 2;
      const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
      for (const cover of covers) {
        const area = cover.getBoundingClientRect();
        if (x >= area.left && x <= area.right && y >= area.top && y <= area.bottom) {
          problems.push(`${name(control)} at ${Math.round(x)},${Math.round(y)} is under ${cover.className}`);
        }
      }
    }
    scrollTo(0, 0);
    return problems;
  });
}

/** The crisis link's place with the page scrolled to its very end. */
async function crisisLinkInViewAtEnd(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    scrollTo(0, document.documentElement.scrollHeight);
    const rect = document.querySelector('.crisis-link')?.getBoundingClientRect();
    const visible = rect !== undefined && rect.height > 0 && rect.top >= 0 && rect.bottom <= innerHeight;
    scrollTo(0, 0);
    return visible;
  });
}

test.describe.configure({ mode: 'parallel' });

/** Walks every route at each size: what covers a control, what scrolls sideways, where the crisis link is at the end. */
async function walk(page: Page, fontSize: string, viewports: readonly Size[]): Promise<Record<string, string[]>> {
  await applyTextSize(page, fontSize);
  await inviteFeedback(page);
  await page.setViewportSize(viewports[0]!);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-font-size', fontSize);
  // The feedback button appears after its delay (5 s), the invitation once the session is judged engaged: wait for
  // both, so the walk sees the floating buttons and the invitation in its place.
  await expect(page.locator('.fb-launcher')).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('#feedback-invitation').getByText('How was your experience?')).toBeVisible({ timeout: 15_000 });
  const found: Record<string, string[]> = {};
  for (const route of routeCases) {
    await visit(page, route);
    for (const size of viewports) {
      await page.setViewportSize(size);
      const label = `${route.path} at ${size.width} x ${size.height}`;
      const problems = await layoutProblems(page);
      if (!(await crisisLinkInViewAtEnd(page))) problems.push('the crisis link is out of view at the end of the page');
      if (problems.length > 0) found[label] = problems;
    }
  }
  return found;
}

for (const text of textSizes) {
  test(`every route at 320 x 640 and 390 x 844, ${text.name} text: nothing covered, nothing sideways, crisis help in view`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    expect(await walk(page, text.fontSize, sizes)).toEqual({});
  });
}

test('every route in landscape, 844 x 390 and 640 x 320: nothing covered, nothing sideways, crisis help in view', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await walk(page, 'medium', landscapes)).toEqual({});
});

test('on a long page scrolled to the bottom the crisis link is in view, and on /systems and a shared journey too', async ({
  page,
}) => {
  await page.setViewportSize(sizes[1]);
  for (const path of ['/about', '/crisis-help', '/systems', '/journey/ABC123']) {
    await page.goto(path);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (path === '/about') expect(height, 'a long page').toBeGreaterThan(2 * 844);
    // Pressed until the end is reached: /systems adds its checks' rows as they answer, so the end moves.
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1);
      }, path)
      .toBe(true);
    await expect(page.getByRole('link', { name: /crisis help/i }).first()).toBeInViewport({ ratio: 1 });
  }
});

test('Alt+A pressed while the prerendered page shows, before the app has started, opens the panel once it starts', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  // The prerendered screen is there, and the app is not.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about/i);
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);
  await page.keyboard.press('Alt+KeyA');
  release();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(panel(page)).toBeVisible();
  await context.close();
});

const changedScreens = routeCases.filter((route) =>
  ['/', '/insight/tools/mood-check-in', '/about', '/crisis-help', '/systems', '/journey/ABC123'].includes(route.path),
);

test('axe finds nothing on the changed screens at phone size, in any display mode', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(sizes[0]);
  const found: Record<string, string[]> = {};
  for (const route of changedScreens) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
    // Scrolled half way, so the sticky header and the bottom band are scanned over the page's content.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
    Object.assign(found, await scanLoadedPageInEveryMode(page, route.path));
  }
  expect(found).toEqual({});
});

test('screenshots of five screens on a 390 x 844 phone', async ({ page }) => {
  await page.setViewportSize(sizes[1]);
  for (const [path, file, scroll] of [
    ['/insight/tools/mood-check-in', 'mood-check-in', 0],
    ['/resonance/community', 'community', 600],
    ['/about', 'about-scrolled-to-end', 100_000],
    ['/systems', 'systems-scrolled', 100_000],
    ['/journey/ABC123', 'shared-journey', 0],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /crisis help/i }).first()).toBeVisible();
    // The first screen shows both floating buttons in their band (the feedback button comes after its 5 s delay).
    if (file === 'mood-check-in') await expect(page.locator('.fb-launcher')).toBeVisible({ timeout: 10_000 });
    await page.evaluate((y) => scrollTo(0, y), scroll);
    await page.screenshot({ path: `${PHONE_SHOTS}/${file}.png` });
  }
});
