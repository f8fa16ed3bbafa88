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

/** Scans the screen as it is now (once `ready` is visible); a display mode is switched in the page, so it stays on screen. */
async function scan(page: Page, ready: Locator, mode: string, kind: ScanKind, found: Record<string, string[]>): Promise<void> {
  await expect(ready).toBeVisible();
  const problems = await axeViolations(page, kind);
  if (problems.length > 0) found[`${mode}, ${page.url()}`] = problems;
}

async function withPanel(page: Page, act: (settings: Locator) => Promise<void>): Promise<void> {
  await accessibilityButton(page).click();
  await expect(panel(page)).toBeVisible();
  await act(panel(page));
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toBeHidden();
}

/**
 * axe on the screen as it is, in dark, light, high contrast and Extra Large, switched in the page (so a result stays
 * on screen), then back to dark at the usual size.
 */
async function scanInFourModes(page: Page, ready: Locator): Promise<void> {
  const found: Record<string, string[]> = {};
  await scan(page, ready, 'dark', 'all', found);
  await page.getByLabel('Theme').selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await scan(page, ready, 'light', 'colour', found);
  await page.getByLabel('Theme').selectOption('dark');
  await withPanel(page, async () => {
    await settingSwitch(page, 'High Contrast').click();
    await expect(settingSwitch(page, 'High Contrast')).toBeChecked();
  });
  await expect(page.locator('body')).toHaveClass(/accessibility-high_contrast/);
  await scan(page, ready, 'high contrast', 'colour-aaa', found);
  await withPanel(page, async (settings) => {
    await settingSwitch(page, 'High Contrast').click();
    await settings.getByRole('radio', { name: 'Extra Large' }).check();
  });
  await expect(page.locator('body')).not.toHaveClass(/accessibility-high_contrast/);
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
  await scan(page, ready, 'Extra Large', 'all', found);
  expect(found).toEqual({});
  await withPanel(page, async (settings) => {
    await settings.getByRole('radio', { name: 'Medium', exact: true }).check();
  });
}

test('questionnaires offline: PHQ-9 by keyboard shows crisis help before the score, axe-clean in four modes; GAD-7 and WHO-5 score', async ({ page, context }) => {
  // Three questionnaires and four axe scans in one visit: 60 s was not enough on CI's two busy cores (60.0 s, twice).
  test.setTimeout(150_000);
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

  // Again, all 'Not at all': the tool page's trend now has two scores, the first with item 9's flag.
  await result.getByRole('button', { name: 'Take it again' }).click();
  for (let number = 1; number <= 9; number += 1) await item(page, number).getByRole('radio', { name: 'Not at all' }).check();
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(result.getByTestId('measure-score')).toHaveText('0');
  const trend = page.getByRole('region', { name: 'Your scores over time' });
  await expect(trend).toContainText(/Your total on .+ \(0\) is 1 point lower than your first, on .+ \(1\)\./);
  await expect(trend.getByRole('img', { name: /^Chart of 2 PHQ-9 scores from .+, from 0 to 27, with the PHQ-9's ranges \(Minimal from 0, Mild from 5/ })).toBeVisible();
  await expect(trend.locator('.recharts-line path').first()).toBeVisible();
  // The table alternative, by keyboard: focus its summary, Enter opens it.
  await trend.getByText('Show the PHQ-9 scores as a table').focus();
  await page.keyboard.press('Enter');
  const table = trend.getByRole('table', { name: /PHQ-9 scores, oldest first \(2 in all/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText(/1\s*Minimal\s*PHQ-9 item 9/);
  await expect(table.getByRole('row').nth(2)).toContainText(/0\s*Minimal/);

  await scanInFourModes(page, table);


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
  await expect(latest).toContainText('Your PHQ-9 total: 0 of 27');
  // Each questionnaire's trend, with its table alternative, axe-clean in the four modes.
  const measures = page.getByRole('region', { name: 'Questionnaires over time' });
  await expect(measures.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(measures.getByTestId('measure-trend-phq-9')).toContainText('is 1 point lower than your first');
  await expect(measures.getByTestId('measure-trend-gad-7')).toContainText('Your first GAD-7 total here is 14');
  await expect(measures.getByTestId('measure-trend-who-5')).toContainText('Your first WHO-5 score here is 72');
  // Every score a marker on its chart (a single score draws no line): 2 PHQ-9, 1 GAD-7, 1 WHO-5.
  await expect(measures.locator('.recharts-line-dot')).toHaveCount(4);
  await measures.getByText('Show the WHO-5 scores as a table').click();
  const who5Table = measures.getByRole('table', { name: /WHO-5 scores/ });
  await expect(who5Table.getByRole('row').nth(1)).toContainText(/72\s*Above 50/);
  await scanInFourModes(page, who5Table);
  await context.setOffline(false);
});
