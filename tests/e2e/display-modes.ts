/**
 * The app's display modes for axe scans: structure once in the default dark theme, colours in each (axe-scan.ts says
 * why), and how a test switches between them as a person would.
 */
import { expect, type Page } from '@playwright/test';
import { accessibilityButton, panel, settingSwitch } from './accessibility-helpers';
import { axeViolations, type ScanKind } from './axe-scan';

export interface DisplayMode {
  name: string;
  theme: 'dark' | 'light';
  highContrast: boolean;
  scan: ScanKind;
}

export const displayModes: readonly DisplayMode[] = [
  { name: 'dark', theme: 'dark', highContrast: false, scan: 'all' },
  { name: 'light', theme: 'light', highContrast: false, scan: 'colour' },
  { name: 'high contrast, dark', theme: 'dark', highContrast: true, scan: 'colour-aaa' },
  { name: 'high contrast, light', theme: 'light', highContrast: true, scan: 'colour-aaa' },
];

/** The modes in an order that ends in the default (dark, normal contrast), so a test goes on where it started. */
export const displayModesEndingInDefault: readonly DisplayMode[] = [...displayModes.slice(1), displayModes[0]!];

/** The theme lives in localStorage; high contrast is a saved setting, switched in the accessibility panel. */
export async function setDisplayMode(page: Page, mode: DisplayMode): Promise<void> {
  await page.evaluate((theme) => localStorage.setItem('better-minds:theme', JSON.stringify(theme)), mode.theme);
  await page.reload();
  const on = await page.locator('body').evaluate((body) => body.classList.contains('accessibility-high_contrast'));
  if (on !== mode.highContrast) {
    await accessibilityButton(page).click();
    await settingSwitch(page, 'High Contrast').click();
    await panel(page).getByRole('button', { name: 'Close' }).click();
  }
}

/**
 * Puts a loaded page into a display mode in place, exactly as the app does (the theme on <html data-theme>, by
 * use-theme.ts's applyTheme; high contrast as a body class, by applySettingsToDocument): the styles are the same as
 * after a reload in that mode, without loading the screen again. The modes are reached through the app's own settings
 * by setDisplayMode above and by the panel tests.
 */
async function applyDisplayModeInPlace(page: Page, mode: DisplayMode): Promise<void> {
  await page.evaluate(({ theme, highContrast }) => {
    document.documentElement.setAttribute('data-theme', theme);
    document.body.classList.toggle('accessibility-high_contrast', highContrast);
  }, mode);
}

async function expectDisplayMode(page: Page, mode: DisplayMode, label: string): Promise<void> {
  const shown = await page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    highContrast: document.body.classList.contains('accessibility-high_contrast'),
  }));
  // The app re-applying its own setting mid-scan would mean the scan saw another mode: fail rather than pass wrongly.
  expect(shown, `${label}: still in ${mode.name} after the scan`).toEqual({ theme: mode.theme, highContrast: mode.highContrast });
}

/**
 * Scans the loaded page in every display mode, switching in place (one load of the screen instead of four), and
 * leaves it in the default mode. Returns the problems by `label (mode)`.
 */
export async function scanLoadedPageInEveryMode(page: Page, label: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const mode of displayModesEndingInDefault) {
    await applyDisplayModeInPlace(page, mode);
    const problems = await axeViolations(page, mode.scan);
    await expectDisplayMode(page, mode, label);
    if (problems.length > 0) found[`${label} (${mode.name})`] = problems;
  }
  return found;
}

/**
 * Reloads the page once (so what is saved is what is shown), waits for `ready` (which may also open what is to be
 * scanned), then scans it in every display mode in place. Returns the problems by `label (mode)`.
 */
export async function scanInEveryMode(page: Page, label: string, ready: () => Promise<void>): Promise<Record<string, string[]>> {
  await page.reload();
  await ready();
  return scanLoadedPageInEveryMode(page, label);
}
