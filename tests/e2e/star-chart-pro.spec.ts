import type { Locator, Page } from '@playwright/test';
import type { ClientReturn } from '../../contract/prescription-schemas';
import { decodeSharePayload, returnLink, tokenFromInput } from '../../src/domains/prescriptions/share-codec';
import { axeViolations } from './axe-scan';
import { displayModes, displayModesEndingInDefault, scanInEveryMode, setDisplayMode } from './display-modes';
import { expect, test, waitForAppOnNavigation } from './fixtures';
import { goOfflineAfterFirstVisit } from './insight-helpers';

async function signIn(page: Page, email = 'therapist@example.org', password = 'secret-enough'): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function pick(select: Locator, label: string | RegExp): Promise<void> {
  const value = await select.locator('option').filter({ hasText: label }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

test('offline from the first screen: sign in, add a client, prescribe three rhythms, copy the link, import a return once, and every screen passes axe in every mode', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await goOfflineAfterFirstVisit(page, context);
  const screens: Record<string, string> = {};

  // A guarded screen sends the visitor to the sign-in with the way back.
  await page.goto('/chart/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional sign-in');
  await expect(page).toHaveURL(/\/chart\/login\?next=%2Fchart%2Fnew$/);
  await expect(page.getByTestId('sign-in-scope')).toContainText('This sign-in stays on this device');
  // The sign-in, in every mode (signed in, it sends the therapist straight on, so it is scanned now).
  const found: Record<string, string[]> = {};
  for (const mode of displayModesEndingInDefault) {
    await setDisplayMode(page, mode);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional sign-in');
    const problems = await axeViolations(page, mode.scan);
    if (problems.length > 0) found[`sign-in (${mode.name})`] = problems;
  }

  // The placeholder's rule: an at-sign and at least 6 characters; a failure says so plainly and keeps the person here.
  await signIn(page, 'no-at-sign', 'secret-enough');
  await expect(page.getByRole('alert')).toContainText('Use an e-mail address (with an @) and a password of at least 6 characters.');
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New prescription');
  await page.goto('/chart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Star Chart');
  await expect(page.getByTestId('workspace-sync-status')).toContainText('Local Only');
  // The sample profile's name and credentials are the therapist's own placeholder: the workspace says clients never see them.
  await expect(page.getByTestId('client-identity')).toContainText("Clients do not see the sample profile's name or credentials.");
  screens.workspace = page.url();

  // A client by alias.
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByText('Enter an alias or a code for this client.')).toBeVisible();
  await page.getByLabel('Alias or code').fill('Client K7');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByRole('list', { name: 'Active clients' }).getByRole('link', { name: 'Client K7' })).toBeVisible();

  // Three items with three rhythms; a missing day is caught first.
  await page.getByRole('link', { name: 'New prescription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New prescription');
  // Before the first prescription leaves the device: the name and credentials clients see.
  await expect(page.getByRole('form', { name: 'How clients see you' })).toBeVisible();
  const identityForm = page.getByRole('form', { name: 'How clients see you' });
  expect(await scanInEveryMode(page, 'how clients see you', () => expect(identityForm).toBeVisible())).toEqual({});
  await page.getByLabel('Name clients see').fill('Dana Ruiz');
  await page.getByLabel('Credentials clients see').fill('LCSW');
  await page.getByRole('button', { name: 'Save how clients see me' }).click();
  await expect(page.getByTestId('client-identity')).toHaveText('Clients see your prescriptions as from: Dana Ruiz, LCSW.');
  await pick(page.getByLabel('Client', { exact: true }), 'Client K7');
  const items = page.getByTestId('prescribed-item');
  await pick(items.nth(0).getByLabel('What to prescribe'), 'Mood check-in');
  await items.nth(0).getByLabel('From', { exact: true }).fill('19:00');
  await items.nth(0).getByLabel('To', { exact: true }).fill('21:00');
  await page.getByRole('button', { name: 'Add another item' }).click();
  await items.nth(1).getByLabel('Kind', { exact: true }).selectOption('activity');
  await items.nth(1).getByLabel('Rhythm', { exact: true }).selectOption('days-of-week');
  await page.getByRole('button', { name: 'Add another item' }).click();
  await items.nth(2).getByLabel('Kind', { exact: true }).selectOption('flow');
  await items.nth(2).getByLabel('Rhythm', { exact: true }).selectOption('every-n-days');
  await page.getByLabel('Note to the client (optional)').fill('Small steps this fortnight.');
  await expect(page.getByLabel(/Remind the client where crisis help is/)).toBeChecked();
  await page.getByRole('button', { name: 'Save prescription' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Choose at least one day of the week.');
  screens['new prescription, with an error'] = page.url();
  const formProblems = await axeViolations(page, 'all');
  expect(formProblems, 'new prescription form with an error').toEqual([]);
  await items.nth(1).getByRole('checkbox', { name: 'Monday' }).check();
  await items.nth(1).getByRole('checkbox', { name: 'Thursday' }).check();
  await page.getByRole('button', { name: 'Save prescription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prescription saved for Client K7');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The link carries the whole prescription; Copy puts exactly it on the clipboard; a QR code is drawn; the short
  // code says it needs a connection.
  const link = await page.getByTestId('prescription-link').inputValue();
  expect(link.startsWith(`${origin}/journey/link#`)).toBe(true);
  const decoded = decodeSharePayload(tokenFromInput(link)!);
  if (!decoded.ok || decoded.payload.kind !== 'prescription') throw new Error('the link does not hold a prescription');
  const prescription = decoded.payload.prescription;
  expect(prescription.items.map((item) => item.rhythm.pattern)).toEqual([
    { type: 'daily' },
    { type: 'days-of-week', days: [1, 4] },
    { type: 'every-n-days', n: 14 },
  ]);
  expect(prescription.items[0]!.rhythm.window).toEqual({ from: '19:00', to: '21:00' });
  expect(prescription.items[2]!.ageTier).toBeDefined();
  expect(prescription).toMatchObject({ note: 'Small steps this fortnight.', crisisReminder: true, prescriber: { name: 'Dana Ruiz', credentials: 'LCSW' } });
  expect(JSON.stringify(prescription)).not.toMatch(/sample/i);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('img', { name: /QR code of the link/ })).toBeVisible();
  await expect(page.getByTestId('short-code-offline')).toContainText('A short code needs an internet connection');
  screens['prescription saved, share'] = page.url();

  // A return with one chosen entry opens as a link, shows exactly it, and is imported once.
  const clientReturn: ClientReturn = {
    id: `ret-${Date.now()}`,
    prescriptionId: prescription.id,
    createdAt: new Date().toISOString(),
    items: [
      { itemId: prescription.items[0]!.id, entries: [{ at: new Date().toISOString(), title: 'Mood check-in', body: 'Felt steadier after the walk.' }] },
    ],
  };
  await page.goto(returnLink(origin, clientReturn));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import a return');
  const preview = page.getByTestId('return-preview');
  await expect(preview.getByText('Felt steadier after the walk.')).toBeVisible();
  await page.getByRole('button', { name: "Import into Client K7's chart" }).click();
  await expect(page.getByRole('status').filter({ hasText: "Imported into Client K7's chart." })).toBeVisible();
  screens['import a return'] = page.url();
  await page.getByRole('button', { name: "Import into Client K7's chart" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This return was already imported. Nothing was added.' })).toBeVisible();

  // A damaged return is refused with a plain message.
  const importer = page.getByTestId('import-return');
  await importer.getByLabel('Return link, code or file text').fill(returnLink(origin, clientReturn).slice(0, -12));
  await importer.getByRole('button', { name: 'Read the return' }).click();
  await expect(importer.getByRole('alert')).toContainText('Nothing was imported.');

  // The chart: the return and the prescription on one timeline, newest first, with each item's status; a note.
  await page.goto('/chart');
  await page.getByRole('link', { name: 'Client K7' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chart: Client K7');
  await expect(page.getByTestId('timeline-return')).toContainText('Felt steadier after the walk.');
  await expect(page.getByTestId('timeline-return')).toHaveCount(1);
  await expect(page.getByTestId('chart-item')).toHaveCount(3);
  await expect(page.getByTestId('schedule-time-zone')).toContainText('in your time zone');
  const timelineKinds = await page.locator('[data-testid^="timeline-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  expect(timelineKinds).toEqual(['timeline-return', 'timeline-prescription']);
  await page.getByLabel('New private note').fill('Talked about evenings.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('timeline-note')).toContainText('Talked about evenings.');
  await expect(page.getByTestId('prescription-status')).toHaveText('Active');
  await page.getByRole('button', { name: 'Mark this prescription ended' }).click();
  await expect(page.getByTestId('prescription-status')).toHaveText('Ended');
  screens['client chart'] = page.url();

  // Every therapist screen, in every mode, still offline.
  for (const mode of displayModes) {
    await setDisplayMode(page, mode);
    for (const [name, url] of Object.entries(screens)) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode.theme);
      if (mode.highContrast) await expect(page.locator('body')).toHaveClass(/accessibility-high_contrast/);
      if (name === 'import a return' || name === 'client chart') await expect(page.getByText('Felt steadier after the walk.').first()).toBeVisible();
      const problems = await axeViolations(page, mode.scan);
      if (problems.length > 0) found[`${name} (${mode.name})`] = problems;
    }
  }
  expect(found).toEqual({});
});

/** Moves focus with Tab only, as a keyboard user does, until `target` has it. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('keyboard only and online: sign in, add a client, prescribe, make a short code that opens for the client, revoke it, and it no longer opens', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto('/pro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional sign-in');
  await expect(page).toHaveURL(/\/pro\/login\?next=%2Fpro$/);
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type('keys@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('secret-enough');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Star Chart');
  await expect(page).toHaveURL(/\/pro$/);

  await tabTo(page, page.getByLabel('Alias or code'));
  await page.keyboard.type('Client K9');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Active clients' }).getByRole('link', { name: 'Client K9' })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'New prescription' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New prescription');
  await expect(page).toHaveURL(/\/pro\/prescription\/new$/);
  await tabTo(page, page.getByLabel('Name clients see'));
  await page.keyboard.type('Kai Moreno');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('client-identity')).toHaveText('Clients see your prescriptions as from: Kai Moreno.');
  await tabTo(page, page.getByLabel('Client', { exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Client', { exact: true })).toHaveValue(/.+/);
  await tabTo(page, page.getByLabel('Rhythm', { exact: true }));
  // From 'Every day' (the default) to the next choice.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Rhythm', { exact: true })).toHaveValue('weekdays');
  await tabTo(page, page.getByRole('button', { name: 'Save prescription' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prescription saved for Client K9');

  // Online, a short code (default 30 days) is made, sealed (issue 28): shown in six groups of four, kept with the
  // prescription.
  await expect(page.getByLabel('Expires after')).toHaveValue('30');
  await tabTo(page, page.getByRole('button', { name: 'Make a short code' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Short code .* made/ })).toBeVisible();
  const code = (await page.getByTestId('short-code').first().textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/);
  expect(await axeViolations(page, 'all'), 'share panel with a short code').toEqual([]);

  const client = await browser.newContext({ baseURL });
  const clientPage = waitForAppOnNavigation(await client.newPage());
  await clientPage.goto(`/journey/${code.toLowerCase()}`);
  await expect(clientPage.getByText(/Prescribed by/).first()).toBeVisible();
  await client.close();

  // Revoking asks first, then the code no longer opens.
  await tabTo(page, page.getByRole('button', { name: `Revoke ${code}` }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Yes, revoke' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Code ${code} is revoked` })).toBeVisible();
  await expect(page.getByText('(revoked)')).toBeVisible();

  const later = await browser.newContext({ baseURL });
  const laterPage = waitForAppOnNavigation(await later.newPage());
  await laterPage.goto(`/journey/${code}`);
  await expect(laterPage.getByText('This code was revoked')).toBeVisible();
  await later.close();
});
