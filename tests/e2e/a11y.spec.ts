import { expect, test } from './fixtures';

// Every screen's axe check, in every theme and in high contrast, is in accessibility-axe.spec.ts.

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
