import { expect, test } from './fixtures';
import { expectScreen } from './helpers';
import { routeCases } from './routes';

// One page walks half of the routes, each a step of its own (a fresh context per route cost its start-up 40 times).
test.describe.configure({ mode: 'parallel' });
const half = Math.ceil(routeCases.length / 2);
[routeCases.slice(0, half), routeCases.slice(half)].forEach((routes, index) => {
  test(`every route of the spec renders its screen with its layout (part ${index + 1} of 2)`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of routes) {
      await test.step(`${route.path} renders its screen with the ${route.layout} layout`, async () => {
        await page.goto(route.path);
        await expectScreen(page, route);
      });
    }
  });
});

test('the Star Chart link goes to /chart/login and is active on /pro and /chart paths only', async ({ page }) => {
  await page.goto('/');
  const starChart = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Star Chart' });
  await expect(starChart).toHaveAttribute('href', '/chart/login');
  await expect(starChart).not.toHaveAttribute('aria-current', 'page');
  for (const path of ['/pro', '/chart', '/chart/new', '/pro/prescription/new', '/pro/login', '/chart/login']) {
    await page.goto(path);
    await expect(starChart).toHaveAttribute('aria-current', 'page');
    await expect(starChart).toHaveClass(/active/);
  }
  await page.goto('/insight');
  await expect(starChart).not.toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insight' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('header links reach each area, and the logo goes home', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, heading] of [
    ['Insight', 'Insight'],
    ['Presence', 'Presence'],
    ['Resonance', 'Resonance'],
    ['Star Chart', 'Professional sign-in'],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.getByRole('link', { name: 'Better Minds, home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Building better minds with AI').first()).toBeVisible();
});
