import { expect, test, type Page } from './fixtures';
import { openPanel } from './accessibility-helpers';
import { axeViolations, type ScanKind } from './axe-scan';
import { routeCases } from './routes';

/**
 * axe-core finds no violation of any impact (minor included) on every screen, in the dark theme, the light theme and
 * high contrast (both themes). In high contrast the AAA contrast rule runs too, so text must reach 7:1. Which rules
 * run in which mode is explained in axe-scan.ts. The Insight screens are walked, in the same modes and with Extra
 * Large text as well, by insight-a11y.spec.ts.
 *
 * One test per mode walks every screen in one page (a fresh context per screen cost about 3 s each, 170 times):
 * each screen's violations are collected and the test fails listing every screen that has any.
 */
// Each test opens its own page and stores nothing shared: let both workers share this long file.
test.describe.configure({ mode: 'parallel' });

interface Mode {
  name: string;
  theme: 'dark' | 'light';
  highContrast: boolean;
  scan: ScanKind;
}

const modes: Mode[] = [
  { name: 'dark', theme: 'dark', highContrast: false, scan: 'all' },
  { name: 'light', theme: 'light', highContrast: false, scan: 'colour' },
  { name: 'high contrast, dark', theme: 'dark', highContrast: true, scan: 'colour-aaa' },
  { name: 'high contrast, light', theme: 'light', highContrast: true, scan: 'colour-aaa' },
];

const screensOutsideInsight = routeCases.filter((route) => !/^\/(insight|flow)(\/|$)/.test(route.path));

async function useMode(page: Page, mode: Mode) {
  await page.addInitScript(({ theme, highContrast }) => {
    localStorage.setItem('better-minds:theme', JSON.stringify(theme));
    localStorage.setItem(
      'better-minds:accessibility-settings',
      JSON.stringify({ high_contrast: highContrast, keyboard_shortcuts: true, font_size: 'medium' }),
    );
  }, mode);
}

for (const mode of modes) {
  test.describe(`axe, ${mode.name}`, () => {
    test(`every screen has no violations of any impact`, async ({ page }) => {
      test.setTimeout(420_000);
      await useMode(page, mode);
      const found: Record<string, string[]> = {};
      for (const route of screensOutsideInsight) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        // Signed out, the admin screens ask the server and then go to sign-in: let them settle.
        if (route.path.startsWith('/admin/')) await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode.theme);
        expect(
          await page.evaluate(() => document.body.classList.contains('accessibility-high_contrast')),
          route.path,
        ).toBe(mode.highContrast);
        const screenViolations = await axeViolations(page, mode.scan);
        if (screenViolations.length > 0) found[route.path] = screenViolations;
      }
      expect(found).toEqual({});
    });

    test(`the open accessibility panel has no violations of any impact`, async ({ page }) => {
      await useMode(page, mode);
      await page.goto('/');
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
