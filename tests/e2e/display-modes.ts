/**
 * The app's display modes for axe scans: structure once in the default dark theme, colours in each (axe-scan.ts says
 * why), and how a test switches between them as a person would.
 */
import type { Page } from '@playwright/test';
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

/** Scans the page with axe in every display mode, waiting for `ready` after each reload; returns the problems by mode. */
export async function scanInEveryMode(page: Page, label: string, ready: () => Promise<void>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const mode of displayModesEndingInDefault) {
    await setDisplayMode(page, mode);
    await ready();
    const problems = await axeViolations(page, mode.scan);
    if (problems.length > 0) found[`${label} (${mode.name})`] = problems;
  }
  return found;
}
