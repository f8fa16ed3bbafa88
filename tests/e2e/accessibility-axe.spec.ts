import { expect, test, type Page } from './fixtures';
import { openPanel } from './accessibility-helpers';
import { axeViolations } from './axe-scan';
import { displayModes, scanLoadedPageInEveryMode, type DisplayMode } from './display-modes';
import { routeCases } from './routes';

/**
 * axe-core finds no violation of any impact (minor included) on every screen, in the dark theme, the light theme and
 * high contrast (both themes). In high contrast the AAA contrast rule runs too, so text must reach 7:1. Which rules
 * run in which mode is explained in axe-scan.ts. The Insight screens are walked, in the same modes and with Extra
 * Large text as well, by insight-a11y.spec.ts.
 *
 * Three tests walk every screen in one page each (a fresh context per screen cost about 3 s each, 170 times), loading
 * each screen once and scanning it in every mode in place (display-modes.ts); each screen's violations are collected
 * and the test fails listing every screen that has any. The panel tests reach each mode through the saved settings.
 */
// Each test opens its own page and stores nothing shared: let both workers share this long file.
test.describe.configure({ mode: 'parallel' });

const screensOutsideInsight = routeCases.filter((route) => !/^\/(insight|flow)(\/|$)/.test(route.path));

async function useMode(page: Page, mode: DisplayMode) {
  await page.addInitScript(({ theme, highContrast }) => {
    localStorage.setItem('better-minds:theme', JSON.stringify(theme));
    localStorage.setItem(
      'better-minds:accessibility-settings',
      JSON.stringify({ high_contrast: highContrast, keyboard_shortcuts: true, font_size: 'medium' }),
    );
  }, mode);
}

// The screens in three parts, one test each, so both workers share the walk and no test runs for many minutes.
const PARTS = 3;
const partSize = Math.ceil(screensOutsideInsight.length / PARTS);
const parts = Array.from({ length: PARTS }, (_, index) => screensOutsideInsight.slice(index * partSize, (index + 1) * partSize));

parts.forEach((screens, index) => {
  test(`every screen (part ${index + 1} of ${PARTS}) has no violations of any impact in any display mode`, async ({ page }) => {
    test.setTimeout(420_000);
    const found: Record<string, string[]> = {};
    for (const route of screens) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      // Signed out, the admin screens ask the server and then go to sign-in: let them settle.
      if (route.path.startsWith('/admin/')) await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
      Object.assign(found, await scanLoadedPageInEveryMode(page, route.path));
    }
    expect(found).toEqual({});
  });
});

// The panel in each mode reached through the saved settings, as a person's own choice is (not switched in place).
for (const mode of displayModes) {
  test.describe(`axe, ${mode.name}`, () => {
    test(`the open accessibility panel has no violations of any impact`, async ({ page }) => {
      await useMode(page, mode);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode.theme);
      expect(await page.evaluate(() => document.body.classList.contains('accessibility-high_contrast'))).toBe(mode.highContrast);
      const dialog = await openPanel(page);
      // Headless Chromium has speechSynthesis, so the Audio Mode switch must be there; with it on, the audio
      // settings are shown and checked too.
      expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(true);
      const audio = dialog.getByRole('switch', { name: 'Audio Mode' });
      await expect(audio).toHaveCount(1);
      await audio.click();
      await expect(audio).toHaveAttribute('aria-checked', 'true');
      await expect(dialog.getByRole('group', { name: 'Audio settings' })).toBeVisible();
      // The usage-events switch, passed in by the app, is checked with the rest of the panel.
      await expect(dialog.getByRole('switch', { name: 'Share anonymous usage events' })).toBeEnabled();
      expect(await axeViolations(page, mode.scan)).toEqual([]);
    });
  });
}
