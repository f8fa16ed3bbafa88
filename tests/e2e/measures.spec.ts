import type { Locator, Page } from '@playwright/test';
import { accessibilityButton, panel, settingSwitch } from './accessibility-helpers';
import { axeViolations, type ScanKind } from './axe-scan';
import { expect, test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';

/*
 * The scored questionnaires in one visit: PHQ-9 offline and by keyboard alone, with item 9 answered 'Several days'
 * (crisis help before the score), the result screen scanned with axe in four display modes switched in the page,
 * then GAD-7 and WHO-5 reached by links, still offline. One page load: what is proven is proven without a network.
 */

function item(page: Page, number: number): Locator {
  return page.getByRole('group', { name: new RegExp(`^${number}\\. `) });
}

async function openTool(page: Page, title: RegExp): Promise<void> {
  await page.locator('.insight-breadcrumb').getByRole('link', { name: 'Tools' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** Scans the result screen as it is now; a display mode is switched in the page, so the result stays on screen. */
async function scan(page: Page, mode: string, kind: ScanKind, found: Record<string, string[]>): Promise<void> {
  await expect(page.getByTestId('measure-result')).toBeVisible();
  const problems = await axeViolations(page, kind);
  if (problems.length > 0) found[mode] = problems;
}

async function withPanel(page: Page, act: (settings: Locator) => Promise<void>): Promise<void> {
  await accessibilityButton(page).click();
  await expect(panel(page)).toBeVisible();
  await act(panel(page));
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toBeHidden();
}

test('questionnaires offline: PHQ-9 by keyboard shows crisis help before the score, axe-clean in four modes; GAD-7 and WHO-5 score', async ({ page, context }) => {
  await page.goto('/insight/tools/phq-9');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PHQ-9: mood over the last two weeks');

  // Keyboard only: Tab enters each radio group, Space picks the focused answer, an arrow moves to the next answer.
  const stem = page.getByRole('heading', { level: 2, name: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?' });
  await stem.evaluate((heading: HTMLElement) => heading.focus());
  for (let number = 1; number <= 9; number += 1) {
    await page.keyboard.press('Tab');
    await expect(item(page, number).getByRole('radio', { name: 'Not at all' })).toBeFocused();
    if (number < 9) await page.keyboard.press('Space');
    else await page.keyboard.press('ArrowDown');
  }
  await expect(item(page, 1).getByRole('radio', { name: 'Not at all' })).toBeChecked();
  await expect(item(page, 9).getByRole('radio', { name: 'Several days' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'See my result' })).toBeFocused();
  await page.keyboard.press('Enter');

  const help = page.getByTestId('measure-crisis-help');
  const result = page.getByTestId('measure-result');
  await expect(help.getByRole('heading', { level: 2, name: 'You do not have to face this alone' })).toBeFocused();
  await expect(help.getByRole('link', { name: /All crisis help for your country/ })).toBeVisible();
  await expect(result.getByTestId('measure-score')).toHaveText('1');
  await expect(result).toContainText('This is a measure, not a diagnosis.');
  // Before the score in reading order and on screen.
  expect(await help.evaluate((node, score) => Boolean(node.compareDocumentPosition(score!) & Node.DOCUMENT_POSITION_FOLLOWING), await result.elementHandle())).toBe(true);
  const [helpBox, resultBox] = [await help.boundingBox(), await result.boundingBox()];
  expect(helpBox!.y).toBeLessThan(resultBox!.y);

  const found: Record<string, string[]> = {};
  await scan(page, 'dark', 'all', found);
  await page.getByLabel('Theme').selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await scan(page, 'light', 'colour', found);
  await page.getByLabel('Theme').selectOption('dark');
  await withPanel(page, async () => {
    await settingSwitch(page, 'High Contrast').click();
    await expect(settingSwitch(page, 'High Contrast')).toBeChecked();
  });
  await expect(page.locator('body')).toHaveClass(/accessibility-high_contrast/);
  await scan(page, 'high contrast', 'colour-aaa', found);
  await withPanel(page, async (settings) => {
    await settingSwitch(page, 'High Contrast').click();
    await settings.getByRole('radio', { name: 'Extra Large' }).check();
  });
  await expect(page.locator('body')).not.toHaveClass(/accessibility-high_contrast/);
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
  await scan(page, 'Extra Large', 'all', found);
  expect(found).toEqual({});

  await openTool(page, /^GAD-7: /);
  for (let number = 1; number <= 7; number += 1) await item(page, number).getByRole('radio', { name: 'More than half the days' }).check();
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByTestId('measure-score')).toHaveText('14');
  await expect(page.getByTestId('measure-result')).toContainText('10 to 14: the range the GAD-7 calls moderate');
  await expect(page.getByTestId('measure-crisis-help')).toHaveCount(0);

  await openTool(page, /^WHO-5: /);
  const who5 = ['Most of the time', 'Most of the time', 'More than half of the time', 'Less than half of the time', 'All of the time'];
  for (const [index, answer] of who5.entries()) await item(page, index + 1).getByRole('radio', { name: answer }).check();
  await page.getByRole('button', { name: 'See my result' }).click();
  // (4 + 4 + 3 + 2 + 5) x 4 = 72, out of 100.
  await expect(page.getByTestId('measure-score')).toHaveText('72');
  await expect(page.getByTestId('measure-result')).toContainText('of 100');

  // Saved like any tool's entry: listed in Your reflections with its total.
  await page.getByTestId('measure-result').getByRole('link', { name: 'Your reflections' }).click();
  const latest = page.getByRole('region', { name: 'Latest entries' });
  await expect(latest).toContainText('Your WHO-5 well-being score: 72 of 100');
  await expect(latest).toContainText('Your PHQ-9 total: 1 of 27');
  await context.setOffline(false);
});
