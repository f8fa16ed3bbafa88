import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Prescription } from '../../contract/prescription-schemas';
import { decodeSharePayload, prescriptionLink, tokenFromInput } from '../../src/domains/prescriptions/share-codec';
import { axeViolations } from './axe-scan';
import { scanInEveryMode } from './display-modes';
import { expect, test } from './fixtures';
import { goOfflineAfterVisiting } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOSTILE = '<img src=x onerror="window.__forgeXss=1">';

/** A preset's checkbox (its remove button, once chosen, names it too). */
function preset(page: Page, name: string) {
  return page.getByRole('checkbox', { name, exact: true });
}

/** A therapist's prescription, as Star Chart sends it to a client by link. */
function samplePrescription(): Prescription {
  return {
    id: `rx-forge-${Date.now()}`,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    prescriber: { name: 'Dr Rivera' },
    crisisReminder: true,
    items: [{ id: 'plan', kind: 'tool', contentId: 'safety-plan', title: 'Safety plan', rhythm: { pattern: { type: 'daily' }, startDate: new Date().toISOString().slice(0, 10) } }],
  };
}

function stepHeading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 2, name });
}

async function addOwnWords(page: Page, text: string): Promise<void> {
  await page.getByLabel('Add in your own words').fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByLabel('Add in your own words')).toHaveValue('');
}

async function saveAndContinue(page: Page, next: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Save and (continue|finish)$/ }).click();
  await expect(stepHeading(page, next)).toBeVisible();
}

test('the forge offline: the wizard builds the plan with presets and own words, resumes after leaving, and the same plan shows in Insight, prints, downloads and asks kindly for a review', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The page's clock runs on from now; the review reminder is checked by moving it on later.
  await page.clock.install();
  await goOfflineAfterVisiting(page, context, '/presence/forge', {
    whileOnline: () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Forge'),
  });

  // Before there is a plan: a way to start it, checked with axe too.
  await expect(page.getByRole('link', { name: 'Build my plan step by step' })).toBeVisible();
  expect(await axeViolations(page, 'all'), 'forge before a plan').toEqual([]);
  await page.getByRole('link', { name: 'Build my plan step by step' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forge wizard');
  await expect(stepHeading(page, 'Step 1: My warning signs')).toBeVisible();

  // The first step needs one warning sign; the problem is said, and focus goes to it.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Add at least one warning sign');
  await expect(page.getByRole('alert')).toBeFocused();

  await preset(page, 'Not sleeping well').check();
  await addOwnWords(page, 'Cancelling plans');
  // The same words twice are refused, and kept in the field to change.
  await page.getByLabel('Add in your own words').fill('cancelling plans');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'already on your list' })).toBeVisible();
  await expect(page.getByLabel('Add in your own words')).toHaveValue('cancelling plans');
  await page.getByLabel('Add in your own words').fill('');
  await expect(page.getByLabel('Warning sign 2', { exact: true })).toHaveValue('Cancelling plans');
  await saveAndContinue(page, 'Step 2: Things I can do on my own');
  await expect(stepHeading(page, 'Step 2: Things I can do on my own')).toBeFocused();

  await preset(page, 'Go for a walk').check();
  await preset(page, 'Slow breathing').check();
  await preset(page, 'Slow breathing').uncheck();
  await preset(page, 'Listen to music').check();
  await addOwnWords(page, 'Bake bread');
  await saveAndContinue(page, /^Step 3:/);

  await preset(page, 'The library').check();
  await saveAndContinue(page, 'Step 4: People I can ask for help');
  await addOwnWords(page, 'Sam');
  await page.getByLabel('Phone (optional) for person 1', { exact: true }).fill('07700 900123');
  await saveAndContinue(page, /^Step 5:/);

  // Leaving mid-way loses nothing: the wizard opens again at the step after the last one saved.
  await page.goto('/presence/forge');
  await page.goto('/presence/forge/wizard');
  await expect(stepHeading(page, /^Step 5:/)).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, /^Step 5:/)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Person 1', { exact: true })).toHaveValue('Sam');
  await expect(page.getByLabel('Phone (optional) for person 1', { exact: true })).toHaveValue('07700 900123');
  await saveAndContinue(page, /^Step 5:/);

  await saveAndContinue(page, /^Step 6:/);
  await preset(page, 'Ask someone I trust to keep my medicines').check();
  await saveAndContinue(page, 'What matters most to me');
  await preset(page, 'Things I still want to do').check();
  await addOwnWords(page, HOSTILE);
  await saveAndContinue(page, 'Your plan is saved');

  // The finished plan: the person's words as text, never as markup.
  const plan = page.getByRole('region', { name: 'My safety plan' });
  for (const words of ['Not sleeping well', 'Cancelling plans', 'Go for a walk', 'Listen to music', 'Bake bread', 'The library', 'Sam', 'Ask someone I trust to keep my medicines', HOSTILE]) {
    await expect(plan).toContainText(words);
  }
  await expect(plan).not.toContainText('Slow breathing');
  await expect(plan.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __forgeXss?: number }).__forgeXss)).toBeUndefined();
  await expect(plan.getByRole('link', { name: '07700 900123' })).toHaveAttribute('href', 'tel:07700900123');

  // Download: a readable Markdown file with the plan and where help is.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my plan' }).click()]);
  expect(download.suggestedFilename()).toBe('my-safety-plan.md');
  const file = await readFile((await download.path())!, 'utf8');
  expect(file).toContain('# My safety plan');
  expect(file).toContain('- Cancelling plans');
  expect(file).toContain('- Sam: 07700 900123');
  expect(file).toContain('\\<img src=x onerror="window.\\_\\_forgeXss=1"\\>');
  expect(file).toContain('## If I am in danger');

  // Printing shows the plan and nothing else of the page.
  await page.emulateMedia({ media: 'print' });
  await expect(plan).toBeVisible();
  await expect(plan.getByText('Bake bread')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Forge wizard' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download my plan' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The review reminder, chosen by the person, kept on the device.
  await page.getByLabel('Every 30 days').check();
  await expect(page.getByText('Reminder set: every 30 days.')).toBeVisible();

  // The same plan in Insight's safety-plan tool, which prints it the same way.
  await page.goto('/insight/tools/safety-plan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safety plan');
  const insightPlan = page.getByRole('region', { name: 'My safety plan' });
  for (const words of ['Not sleeping well', 'Cancelling plans', 'Bake bread', 'Sam', 'Things I still want to do']) await expect(insightPlan).toContainText(words);
  await page.emulateMedia({ media: 'print' });
  await expect(insightPlan.getByText('Cancelling plans')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The forge: the toolkit with a way into each step, the link to Hearthlink, and no reminder before it is due.
  await page.goto('/presence/forge');
  const toolkit = page.getByRole('region', { name: 'My safety plan' });
  await expect(toolkit).toContainText('Listen to music');
  await expect(page.getByRole('main').getByRole('link', { name: 'Hearthlink' })).toHaveAttribute('href', '/presence/forge/hearthlink');
  await expect(toolkit.getByRole('link', { name: /^Change “Step 2/ })).toHaveAttribute('href', '/presence/forge/wizard?step=coping');
  await expect(page.getByRole('heading', { name: 'Time to review your plan' })).toHaveCount(0);

  // A month on, the forge says it is time to look the plan over: once, kindly.
  await page.clock.setSystemTime(Date.now() + 31 * DAY_MS);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Time to review your plan' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/missed|overdue|streak/i);

  const problems = await scanInEveryMode(page, 'forge', () => expect(page.getByRole('heading', { name: 'Time to review your plan' })).toBeVisible());
  await page.goto('/presence/forge/wizard?step=help');
  Object.assign(
    problems,
    await scanInEveryMode(page, 'forge wizard', () => expect(page.getByLabel('Person 1', { exact: true })).toHaveValue('Sam')),
  );
  expect(problems).toEqual({});

  // Shared with the therapist through Star Chart's return: a prescription from them is on the device first.
  const prescription = samplePrescription();
  await page.goto(prescriptionLink(new URL(baseURL!).origin, prescription));
  await page.getByRole('button', { name: 'Add to my journeys' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your journeys' })).toBeFocused();

  await page.goto('/presence/forge');
  const share = page.getByRole('region', { name: 'Share with my therapist' });
  await share.getByText('Preview: exactly what Dr Rivera will see').click();
  await expect(share.getByRole('region', { name: 'Their safety plan' })).toContainText('- Cancelling plans');
  await share.getByRole('button', { name: 'Make a return with my plan for Dr Rivera' }).click();
  await expect(share.getByRole('heading', { name: 'Your plan is ready to send to Dr Rivera' })).toBeFocused();
  const decoded = decodeSharePayload(tokenFromInput(await page.getByLabel('Return link').inputValue()) ?? '');
  if (!decoded.ok || decoded.payload.kind !== 'return') throw new Error('The return link does not decode');
  expect(decoded.payload.clientReturn.prescriptionId).toBe(prescription.id);
  expect(decoded.payload.clientReturn.items).toEqual([]);
  expect(decoded.payload.clientReturn.safetyPlan?.body).toContain('Step 4: People I can ask for help\n- Sam: 07700 900123');
  expect(await axeViolations(page, 'all'), 'forge, sharing the plan').toEqual([]);

  await page.getByRole('button', { name: 'It still fits' }).click();
  await expect(page.getByRole('heading', { name: 'Time to review your plan' })).toHaveCount(0);
  await expect(page.getByText('Your plan is marked as looked over today.')).toBeVisible();
  await context.setOffline(false);
});
