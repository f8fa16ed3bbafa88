import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const screens = [
  '/',
  '/about',
  '/who-we-are',
  '/brand-v1',
  '/crisis-help',
  '/insight',
  '/presence',
  '/resonance',
  '/insight/trails',
  '/no/such/page',
  '/systems',
  '/journey/ABC123',
];

for (const theme of ['dark', 'light'] as const) {
  for (const path of screens) {
    test(`${path} has no serious or critical axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('better-minds:theme', JSON.stringify(value)), theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}

test('a keyboard-only walk: skip link, crisis help in a few presses, and the menu on a phone', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about/i);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about/i);
  const crisis = page.getByRole('banner').getByRole('link', { name: /crisis help/i });
  let presses = 0;
  while (!(await crisis.evaluate((element) => element === document.activeElement)) && presses < 5) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  expect(presses).toBeLessThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help');
  // Focus moves to the new screen's main heading, not left on the link.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insight' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insight');
});
