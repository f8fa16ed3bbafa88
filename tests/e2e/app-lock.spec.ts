/**
 * The app lock (issue 39, docs/app-lock.md), in one journey on one page: entries, a PHQ-9, a safety plan and a
 * therapist's client with a private note written; the lock turned on with a passphrase in the data settings; a second
 * note written with the lock on; "Lock now"; a raw read of every IndexedDB object store through the DevTools protocol
 * finds none of what was typed or scored (and finds it all before the lock, so it can fail); five
 * wrong passphrases, then the wait; the right one opens everything again; a passkey (Chromium's virtual authenticator,
 * with PRF) added and used; the crisis card on the lock screen; axe in the four modes and Extra Large text at 320 px;
 * the idle lock; and, locked and offline, crisis help with its tel: links and the person's card.
 */
import { accessibilityButton, panel } from './accessibility-helpers';
import { rawIndexedDbText, shoot, expectNoSidewaysScroll } from './app-lock-support';
import { axeViolations } from './axe-scan';
import { scanLoadedPageInEveryMode } from './display-modes';
import { expect, test, type Page } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';
import { doMoodCheckIn } from './insight-helpers';
import { addClientAndOpenChart, addPrivateNote, signInToStarChart } from './star-chart-helpers';

// WebAuthn refuses IP addresses as relying party ids: this journey runs on localhost, the same server.
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 8897}`;
test.use({ baseURL: ORIGIN });

const typed = {
  note: 'Quillonberry pancakes with my sister',
  warning: 'Skipping meals and Zorbling about',
  helperName: 'Marguerite Oyelaran',
  helperPhone: '07700 900417',
  matters: 'Teaching Fennimore to swim',
  clientAlias: 'Tamsin Vorquelle',
  therapistNote: 'Plimsovar dreams are back; sleep is patchy.',
  // Written once the lock is on, so through the lock's own write path rather than the rewrite when it is turned on.
  noteWithLockOn: 'Quorvenna walks helped on Tuesday.',
};
const PASSPHRASE = 'lantern harbour seventeen';
const SCORE_TEXT = '"score":14';

async function writeEverything(page: Page): Promise<void> {
  await doMoodCheckIn(page, { pleasantness: 4, energy: 3, words: ['Calm'], note: typed.note });
  await page.goto('/insight/tools/phq-9');
  for (let number = 1; number <= 9; number += 1) {
    const answer = number <= 7 ? 'More than half the days' : 'Not at all';
    await page.getByRole('group', { name: new RegExp(`^${number}\\. `) }).getByRole('radio', { name: answer }).check();
  }
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByTestId('measure-score')).toHaveText('14');
  await page.goto('/insight/tools/safety-plan');
  await page.getByLabel('Warning sign 1').fill(typed.warning);
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Name (needed)', { exact: true }).fill(typed.helperName);
  await page.getByLabel('Phone (optional)', { exact: true }).fill(typed.helperPhone);
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Something that matters 1').fill(typed.matters);
  await page.getByRole('button', { name: 'Save my plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'My safety plan' })).toBeVisible();
  await signInToStarChart(page);
  await addClientAndOpenChart(page, typed.clientAlias);
  await addPrivateNote(page, typed.therapistNote);
}

const secrets = [
  ...[typed.note, 'Quillonberry', 'Zorbling', typed.helperName, 'Oyelaran', typed.helperPhone, '900417', 'Fennimore', SCORE_TEXT],
  ...[typed.clientAlias, 'Vorquelle', typed.therapistNote, 'Plimsovar'],
];

/** Through the header's menu, without a page load (a load after unlocking would lock again). */
async function openFromMenu(page: Page, ...links: string[]): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  for (const link of links) await page.getByRole('link', { name: link, exact: true }).first().click();
}

function lockScreen(page: Page) {
  return page.getByRole('region', { name: 'Better Minds is locked' });
}

async function tryPassphrase(page: Page, passphrase: string): Promise<void> {
  await lockScreen(page).getByLabel('Passphrase').fill(passphrase);
  await lockScreen(page).getByRole('button', { name: 'Unlock', exact: true }).click();
}

test('the app lock: locked means encrypted, wrong guesses wait, passphrase and passkey unlock, crisis help stays open', async ({ page, context }) => {
  test.setTimeout(420_000);
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, hasPrf: true, automaticPresenceSimulation: true },
  });

  await page.goto('/crisis-help');
  await waitForServiceWorkerControl(page);
  await writeEverything(page);
  // Before the lock, the same scanner reads every secret: it can fail.
  const before = await rawIndexedDbText(cdp, ORIGIN);
  const missedBefore = secrets.filter((secret) => !before.text.includes(secret));
  expect(missedBefore, before.text.split('\n').filter((line) => line.includes('phq-9')).join('\n').slice(0, 2000)).toEqual([]);

  // Turn it on in the data settings: too short first, then the same passphrase twice.
  await page.goto('/insight/reflections');
  const settings = page.getByRole('region', { name: 'App lock' });
  await settings.getByRole('button', { name: 'Set up the app lock' }).click();
  await expect(settings.getByText('cannot be opened, by us or anyone')).toBeVisible();
  await settings.getByLabel(/^Passphrase/).fill('short');
  await settings.getByLabel('The same passphrase again').fill('short');
  await settings.getByRole('button', { name: 'Turn on the app lock' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Please choose a passphrase of at least 8 characters.');
  await shoot(page, 'settings-turn-on', settings.getByRole('button', { name: 'Turn on the app lock' }));
  await settings.getByLabel(/^Passphrase/).fill(PASSPHRASE);
  await settings.getByLabel('The same passphrase again').fill(PASSPHRASE);
  await settings.getByRole('button', { name: 'Turn on the app lock' }).click();
  await expect(settings.getByRole('status').filter({ hasText: 'The app lock is on.' })).toBeVisible({ timeout: 90_000 });
  await shoot(page, 'settings-on', settings.getByRole('group', { name: /Lock after this long/ }));
  // "Lock now" sits in the header beside crisis help and the menu, covering neither, at 320 px too.
  await page.setViewportSize({ width: 320, height: 640 });
  const banner = page.getByRole('banner');
  const boxes = await Promise.all(
    [banner.getByRole('link', { name: /crisis help/i }), banner.getByRole('button', { name: 'Lock now' }), banner.getByRole('button', { name: 'Menu' })].map((control) => control.boundingBox()),
  );
  for (const [index, box] of boxes.entries()) {
    expect(box, `header control ${index}`).not.toBeNull();
    for (const other of boxes.slice(index + 1)) {
      if (!box || !other) continue;
      const overlap = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
      expect(overlap, 'header controls overlap').toBe(false);
    }
  }
  await expectNoSidewaysScroll(page, 'the header with Lock now');
  await page.setViewportSize({ width: 390, height: 844 });

  // With the lock on, the therapist writes a second note on the client's chart.
  await openFromMenu(page, 'Star Chart', typed.clientAlias);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Chart: ${typed.clientAlias}`);
  await addPrivateNote(page, typed.noteWithLockOn);

  // Lock now, from the header on the chart: the page reloads on the lock screen.
  await page.getByRole('banner').getByRole('button', { name: 'Lock now' }).click();
  await expect(lockScreen(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: /crisis help/i })).toBeVisible();

  const locked = await rawIndexedDbText(cdp, ORIGIN);
  expect(locked.text).toContain('phq-9');
  expect(locked.text).toContain('mood-check-in');
  // Both notes' rows are there, sealed.
  expect(locked.text.split('\n').filter((line) => line.includes('/clientNotes '))).toHaveLength(2);
  expect(locked.rows).toBeGreaterThan(3);
  expect([...secrets, typed.noteWithLockOn, 'Quorvenna'].filter((secret) => locked.text.includes(secret))).toEqual([]);

  // Five wrong passphrases; the sixth is refused without being checked, with the wait in words, counting down.
  for (let guess = 1; guess <= 5; guess += 1) {
    await tryPassphrase(page, `wrong guess ${guess}`);
    await expect(lockScreen(page).getByRole('alert').first()).toContainText('That passphrase did not open the lock.', { timeout: 30_000 });
    await expect(lockScreen(page).getByRole('button', { name: 'Unlock', exact: true })).toBeEnabled({ timeout: 30_000 });
  }
  await expect(lockScreen(page).getByRole('alert').first()).toContainText('Please wait 30 seconds before trying again.');
  await tryPassphrase(page, PASSPHRASE);
  await expect(lockScreen(page).getByRole('alert').first()).toContainText(/Not yet: please wait \d+ seconds before trying again. Nothing was checked./);
  await expect(lockScreen(page).getByText(/You can try your passphrase again in \d+ seconds?\./)).toBeVisible();
  await shoot(page, 'lock-screen-wait', lockScreen(page).getByText(/You can try your passphrase again/));
  await page.clock.fastForward(31_000);
  await expect(lockScreen(page).getByText(/You can try your passphrase again/)).toHaveCount(0);

  // The right passphrase: the screen the person was on (the chart) loads, and everything reads back.
  await tryPassphrase(page, PASSPHRASE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Chart: ${typed.clientAlias}`, { timeout: 60_000 });
  for (const note of [typed.therapistNote, typed.noteWithLockOn]) await expect(page.getByTestId('timeline-note').filter({ hasText: note })).toBeVisible();
  await openFromMenu(page, 'Insight', 'Your reflections');
  await expect(page.getByRole('heading', { level: 1, name: 'Your reflections' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Your PHQ-9 total: 14 of 27')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Zorbling/).first()).toBeVisible();
  await page.getByRole('region', { name: 'Latest entries' }).getByRole('link', { name: 'Open to read or change' }).last().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel(/Anything you want to remember about now/)).toHaveValue(typed.note);
  await page.goto('/insight/tools/safety-plan');
  // A page load after unlocking starts locked again (the key was only in memory).
  await expect(lockScreen(page)).toBeVisible({ timeout: 30_000 });
  await tryPassphrase(page, PASSPHRASE);
  await expect(page.getByText(typed.helperName).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(typed.warning).first()).toBeVisible();

  // A passkey, the crisis card on the lock screen, one minute of idle time.
  await page.goto('/insight/reflections');
  await tryPassphrase(page, PASSPHRASE);
  await settings.getByRole('button', { name: 'Add a passkey to unlock' }).click();
  await expect(settings.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible({ timeout: 30_000 });
  await expect(settings.getByText('One passkey unlocks Better Minds on this device.')).toBeVisible();
  await settings.getByLabel('Show my crisis card on the lock screen').check();
  await expect(settings.getByText('This card stays readable on this device')).toBeVisible();
  await settings.getByLabel('1 minute').check();
  await shoot(page, 'settings-card-choice', settings.getByLabel('Show my crisis card on the lock screen'));

  await page.getByRole('banner').getByRole('button', { name: 'Lock now' }).click();
  await expect(lockScreen(page)).toBeVisible({ timeout: 30_000 });
  const card = lockScreen(page).getByRole('region', { name: 'My plan and my people' });
  await expect(card.getByText(typed.helperName).first()).toBeVisible();
  await expect(card.getByRole('link', { name: `Call ${typed.helperName}` })).toHaveAttribute('href', 'tel:07700900417');
  // No link into a screen the lock keeps closed (the breathing tool is one of Insight's).
  await expect(card.getByRole('link', { name: 'Breathe with me' })).toHaveCount(0);
  expect(await scanLoadedPageInEveryMode(page, 'lock screen')).toEqual({});
  await shoot(page, 'lock-screen-card', lockScreen(page).getByRole('heading', { level: 1 }));

  // Extra Large text, switched in the accessibility panel while locked (its row stays clear): usable at 320x640.
  await accessibilityButton(page).click();
  await panel(page).getByRole('group', { name: 'Font Size' }).getByRole('radio', { name: 'Extra Large', exact: true }).check();
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
  await expectNoSidewaysScroll(page, 'the lock screen in Extra Large text');
  expect(await axeViolations(page, 'all')).toEqual([]);
  await lockScreen(page).getByLabel('Passphrase').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screenshots/app-lock/lock-screen-xl-320x640.png' });
  await page.setViewportSize({ width: 390, height: 844 });

  // The passkey unlocks; then a minute without input locks again.
  await lockScreen(page).getByRole('button', { name: 'Unlock with a passkey' }).click();
  await expect(settings.getByRole('status').filter({ hasText: 'The app lock is on.' })).toBeVisible({ timeout: 60_000 });
  await page.clock.fastForward(65_000);
  await expect(lockScreen(page)).toBeVisible({ timeout: 30_000 });

  // Locked and offline: crisis help opens with its lines and the person's card; the lock screen keeps the card too.
  await context.setOffline(true);
  await page.goto('/crisis-help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help');
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  const mine = page.getByRole('region', { name: 'My plan and my people' });
  await expect(mine.getByRole('link', { name: `Call ${typed.helperName}` })).toHaveAttribute('href', 'tel:07700900417');
  await page.goto('/insight/reflections');
  await expect(lockScreen(page).getByText(typed.helperName).first()).toBeVisible();

  // Turned off (unlocked first): every row is written back open, and a page load no longer locks.
  await tryPassphrase(page, PASSPHRASE);
  await settings.getByRole('button', { name: 'Turn off the app lock' }).click();
  await expect(settings.getByRole('button', { name: 'Set up the app lock' })).toBeVisible({ timeout: 90_000 });
  expect((await rawIndexedDbText(cdp, ORIGIN)).text).toContain(typed.note);
  await page.reload();
  await expect(page.getByText('Your PHQ-9 total: 14 of 27')).toBeVisible({ timeout: 60_000 });
  await expect(lockScreen(page)).toHaveCount(0);
});
