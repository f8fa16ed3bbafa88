import type { Page } from '@playwright/test';
import { scanInEveryMode } from './display-modes';
import { expect, test } from './fixtures';
import { goOfflineAfterVisiting } from './helpers';

async function addOwnWords(page: Page, text: string): Promise<void> {
  await page.getByLabel('Add in your own words').fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByLabel('Add in your own words')).toHaveValue('');
}

async function saveAndContinue(page: Page, next: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Save and (continue|finish)$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: next })).toBeVisible();
}

/** Where the screenshots go, to be looked at (not compared): the card at a phone's width and at 320 px. */
const SHOTS = '.tmp/shots';

test('crisis help offline: my plan and my people come first, with call and text links, and Breathe with me starts in view', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await goOfflineAfterVisiting(page, context, '/crisis-help', {
    whileOnline: () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help'),
  });

  // Before there is a plan or anyone in Hearthlink: where to add them, and breathing one tap away.
  await page.goto('/crisis-help');
  const mine = page.getByRole('region', { name: 'My plan and my people' });
  await expect(mine.getByText(/they show here first/)).toBeVisible();

  // A plan made offline in the forge wizard, through the person's own screens.
  await page.goto('/presence/forge/wizard');
  await page.getByRole('checkbox', { name: 'Not sleeping well', exact: true }).check();
  await saveAndContinue(page, 'Step 2: Things I can do on my own');
  await addOwnWords(page, 'Bake bread');
  await saveAndContinue(page, /^Step 3:/);
  await saveAndContinue(page, 'Step 4: People I can ask for help');
  await addOwnWords(page, 'Sam');
  await page.getByLabel('Phone (optional) for person 1', { exact: true }).fill('07700 900123');
  await saveAndContinue(page, /^Step 5:/);
  await saveAndContinue(page, /^Step 6:/);
  await saveAndContinue(page, 'What matters most to me');
  await addOwnWords(page, 'Seeing my niece grow up');
  await saveAndContinue(page, 'Your plan is saved');

  // And a person in Hearthlink.
  await page.goto('/presence/forge/hearthlink');
  const add = page.getByRole('region', { name: 'Add someone' });
  await add.getByLabel('Name').fill('Ana');
  await add.getByLabel('How they help (optional)').fill('Listens without fixing');
  await add.getByLabel('Phone number').fill('+1 (555) 010-0199');
  await add.getByRole('button', { name: 'Add to Hearthlink' }).click();
  await expect(page.getByRole('article', { name: 'Ana' })).toBeVisible();

  // Still offline: the crisis page opens with them, above the lines for the person's country.
  await page.goto('/crisis-help');
  await expect(mine.getByText('Bake bread')).toBeVisible();
  await expect(mine.getByText('Seeing my niece grow up')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Call Sam' })).toHaveAttribute('href', 'tel:07700900123');
  await expect(mine.getByRole('link', { name: 'Text Sam' })).toHaveAttribute('href', 'sms:07700900123');
  await expect(mine.getByRole('link', { name: 'Call Ana' })).toHaveAttribute('href', 'tel:+15550100199');
  await expect(mine.getByRole('link', { name: 'Text Ana' })).toHaveAttribute('href', 'sms:+15550100199');
  await expect(mine.getByText('Listens without fixing')).toBeVisible();
  const cardBox = await mine.boundingBox();
  const linesBox = await page.getByRole('region', { name: 'Talk to someone now' }).boundingBox();
  expect(cardBox && linesBox && cardBox.y + cardBox.height <= linesBox.y).toBe(true);

  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await mine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/crisis-mine-${width}.png` });
  }

  // One tap to breathing: it runs at once, with the cue and Stop on screen.
  await mine.getByRole('link', { name: 'Breathe with me' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Breathing: .* left$/ })).toBeFocused();
  await expect(page.locator('.insight-breath__cue')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/breathe-from-crisis-320.png` });
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('link', { name: 'Back to where you were' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help');

  // Grounding from a one-tap link, at 320 px: its first step, its field and Next on screen.
  await page.goto('/insight/tools/grounding?start=now');
  await expect(page.getByRole('heading', { level: 2, name: 'Where are you starting from?' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/grounding-start-320.png` });

  await context.setOffline(false);
  await page.setViewportSize({ width: 390, height: 844 });

  // Accessibility in every display mode on the screens this changed.
  await page.goto('/crisis-help');
  const problems = await scanInEveryMode(page, 'crisis help', () => expect(mine.getByRole('link', { name: 'Call Ana' })).toBeVisible());
  await page.goto('/insight/tools/paced-breathing?start=now');
  Object.assign(problems, await scanInEveryMode(page, 'breathing started', () => expect(page.getByRole('button', { name: 'Stop' })).toBeInViewport()));
  await page.goto('/insight/tools/grounding?start=now');
  Object.assign(
    problems,
    await scanInEveryMode(page, 'grounding started', () => expect(page.getByRole('button', { name: 'Next' })).toBeInViewport()),
  );
  expect(problems).toEqual({});
});

test('with JavaScript off, the crisis page is the prerendered lines: no placeholder for a plan that cannot be read', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/crisis-help');
  await expect(page.getByRole('heading', { level: 2, name: 'Talk to someone now' })).toBeVisible();
  await expect(page.getByText('Looking for your safety plan and your people on this device')).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'My plan and my people' })).toBeHidden();
  await context.close();
});
