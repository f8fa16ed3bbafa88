import type { Page } from '@playwright/test';
import { axeViolations } from './axe-scan';
import { displayModesEndingInDefault, setDisplayMode } from './display-modes';
import { expect, test } from './fixtures';
import { goOfflineAfterFirstVisit } from './insight-helpers';

/** Scans the current screen in every mode, ending in the default; returns the problems by screen and mode. */
async function scanEveryMode(page: Page, screen: string, heading: string | RegExp): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const mode of displayModesEndingInDefault) {
    await setDisplayMode(page, mode);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const problems = await axeViolations(page, mode.scan);
    if (problems.length > 0) found[`${screen} (${mode.name})`] = problems;
  }
  return found;
}

/** Presses Tab until the element matching `name` has the focus, as a keyboard user would. */
async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await matches()) return;
  }
  throw new Error('The keyboard never reached the control');
}

const focusedIs = (page: Page, selector: string) => () => page.locator(selector).evaluate((element) => element === document.activeElement).catch(() => false);

/** The listing requests waiting in the outbox (usage events may wait there too). */
async function waitingListingRequests(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () => resolve((request.result as { kind: string }[]).filter((entry) => entry.kind === 'directory_listing').length);
          request.onerror = () => reject(new Error('no count'));
        };
      }),
  );
}

test('a therapist asks to be listed while offline; online, the request is sent and reads pending', async ({ page, context }) => {
  test.setTimeout(120_000);
  await goOfflineAfterFirstVisit(page, context);
  await page.goto('/chart');
  await page.getByLabel('E-mail address').fill('dana@example.org');
  await page.getByLabel('Password').fill('secret-enough');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Star Chart');

  // "Your profile" and the listing are one form with one opt-in: ticking it shows what only the directory asks for.
  const form = page.getByRole('form', { name: 'Your profile' });
  await expect(form.getByLabel('Contact link')).toHaveCount(0);
  await form.getByLabel(/^List me in the therapist directory/).check();
  await expect(form.getByText('Never put client information here')).toBeVisible();
  // A bad contact and no way of seeing clients are caught, tied to their fields, before anything is saved.
  await form.getByLabel('Contact link').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Save and ask to be listed' }).click();
  await expect(form.getByRole('alert')).toContainText('Enter a web address starting with https:// or an e-mail address.');
  await expect(form.getByLabel('Contact link')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toBeFocused();

  await form.getByLabel('Contact link').fill('https://example.org/dana');
  await form.getByLabel('Remote (video or phone)').check();
  await form.getByLabel('Short bio').fill('Short-term CBT for anxiety and low mood.');
  await expect(form.getByText('40 of 250 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Save and ask to be listed' }).click();
  await expect(form.getByRole('status')).toHaveText('Request saved on this device. It will be sent when you are online.');
  const state = page.getByRole('region', { name: 'Your directory listing' });
  await expect(state).toContainText('Your request is saved on this device and will be sent when you are online.');
  expect(await waitingListingRequests(page)).toBe(1);

  await context.setOffline(false);
  await expect(state).toContainText('Pending: an admin has not checked your licence yet.');
  await expect(state).toContainText('Your listing is not public, because it is not verified yet');
  expect(await waitingListingRequests(page)).toBe(0);
  // The profile's active subscription (the sample sign-in's) is started on the listing too, with its end date.
  const end = await page.evaluate(() => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toLocaleDateString('en-US', { dateStyle: 'long' }));
  await expect(state).toContainText(`Directory subscription active until ${end}.`);
  // The workspace with the request form and the listing's state passes axe in every mode.
  expect(await scanEveryMode(page, 'workspace with the listing', 'Star Chart')).toEqual({});

  // Choosing the professional plan the first time keeps the subscription the sign-in started, on the profile and on
  // the listing, and says it has started: never that it was 'already active'.
  await page.goto('/plans');
  await page.getByRole('link', { name: 'Choose the professional plan' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your professional plan has started');
  await expect(page.getByText(`Your directory listing's subscription is active until ${end}.`, { exact: true })).toBeVisible();
  await expect(page.getByText(/already/)).toHaveCount(0);
});

test('plans to the subscription page by keyboard alone: sign-in on the way, the end date said plainly, and both screens pass axe in every mode', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans');
  await expect(page.getByText('Free, for everyone, for good')).toBeVisible();
  await expect(page.getByText(/No payment service is connected yet/)).toBeVisible();
  const found = await scanEveryMode(page, 'plans', 'Plans');

  // Keyboard only: to the professional plan, through the sign-in, to the subscription page.
  await tabTo(page, focusedIs(page, 'a:has-text("Choose the professional plan")'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional sign-in');
  await expect(page).toHaveURL(/\/chart\/login\?next=%2Fsubscription%2Fsuccess$/);
  await tabTo(page, focusedIs(page, 'input[type="email"], input[autocomplete="username"], input[autocomplete="email"]'));
  await page.keyboard.type('dana@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('secret-enough');
  await page.keyboard.press('Enter');

  // The sample sign-in starts the 30-day subscription: this first choice keeps it, says it has started and when it ends.
  await expect(page).toHaveURL(/\/subscription\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your professional plan has started');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const end = await page.evaluate(() => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toLocaleDateString('en-US', { dateStyle: 'long' }));
  await expect(page.getByRole('status').filter({ hasText: 'It ends on' })).toContainText(`It ends on ${end}.`);
  await expect(page.getByText(/No payment was taken/)).toBeVisible();
  // Each display mode reloads the page: still the same choice, so it still says the plan has started.
  Object.assign(found, await scanEveryMode(page, 'subscription success', 'Your professional plan has started'));

  // Back on the plans, the therapist's subscription is shown with its end and that it does not renew by itself.
  await tabTo(page, focusedIs(page, 'a:has-text("Back to Plans")'));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Your professional subscription is active until ${end}`)).toBeVisible();
  expect(found).toEqual({});
});
