/**
 * Issue 15's journey across three people: a therapist asks to be listed while offline (the request waits in the
 * outbox), goes online and it is sent; an admin verifies it on the Verification tab; an anonymous visitor finds it in
 * /directory with the search and a filter, and then reads the directory offline from the device's copy.
 */
import { signInThroughTheForm } from './admin-support';
import { expect, test, waitForAppOnNavigation } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';
import { goOfflineAfterFirstVisit } from './insight-helpers';

test('a listing asked for offline is verified by the admin and reaches an anonymous visitor, online and then offline', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(240_000);
  const name = `Robin Journeyfield ${Date.now().toString(36)}`;

  // The therapist, offline from the first screen after the first visit.
  await goOfflineAfterFirstVisit(page, context);
  await page.goto('/chart/login');
  await page.getByLabel('E-mail address').fill('robin@example.org');
  await page.getByLabel('Password').fill('secret-enough');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Star Chart');
  const form = page.getByRole('form', { name: 'Your profile' });
  await form.getByLabel(/^List me in the therapist directory/).check();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Contact link').fill('https://example.org/robin');
  await form.getByLabel('Remote (video or phone)').check();
  await form.getByLabel('Short bio').fill('Gentle, practical support for anxiety.');
  await form.getByRole('button', { name: 'Save and ask to be listed' }).click();
  await expect(form.getByRole('status')).toHaveText('Request saved on this device. It will be sent when you are online.');
  const state = page.getByRole('region', { name: 'Your directory listing' });
  await context.setOffline(false);
  await expect(state).toContainText('Pending: an admin has not checked your licence yet.');
  await expect(state).toContainText('Directory subscription active until');

  // The admin verifies it.
  const adminContext = await browser.newContext({ baseURL });
  const visitorContext = await browser.newContext({ baseURL });
  try {
    const admin = waitForAppOnNavigation(await adminContext.newPage());
    await signInThroughTheForm(admin);
    await admin.getByRole('tab', { name: 'Verification' }).click();
    const item = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 3, name: new RegExp(name) }) });
    await item.getByRole('button', { name: 'Verify' }).click();
    await item.getByRole('button', { name: 'Yes, verify' }).click();
    await expect(admin.getByRole('status').filter({ hasText: `Verified ${name}.` })).toBeVisible();

    // The therapist's device learns it was verified.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your directory listing' })).toContainText(/Verified/);

    // An anonymous visitor finds it with the search and the remote filter, then reads it offline.
    const visitor = waitForAppOnNavigation(await visitorContext.newPage());
    await visitor.goto('/');
    await waitForServiceWorkerControl(visitor);
    await visitor.goto('/directory');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Therapist directory' })).toBeVisible();
    await visitor.getByLabel(/Search by name/).fill(name);
    await expect(visitor.getByText('1 therapist matches.')).toBeVisible();
    await visitor.getByRole('radio', { name: 'Remote', exact: true }).check();
    await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(name) })).toBeVisible();
    await visitor.getByRole('radio', { name: 'In person', exact: true }).check();
    await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(name) })).toHaveCount(0);

    await visitorContext.setOffline(true);
    await visitor.reload();
    await expect(visitor.getByText(/This is the copy saved on this device\./)).toBeVisible();
    await visitor.getByLabel(/Search by name/).fill(name);
    await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(name) })).toBeVisible();
  } finally {
    await adminContext.close();
    await visitorContext.close();
  }
});
