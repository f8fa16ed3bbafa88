import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DIRECTORY_PATH, LISTING_KEY_HEADER, newListingKey, type ListingRequest } from '../../contract/directory-schemas';
import { signInThroughTheForm } from './admin-support';
import { scanInEveryMode } from './display-modes';
import { expect, test, waitForAppOnNavigation } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';

/** A therapist's device asking to be listed and starting the sample subscription, through the real service. */
async function requestListing(request: APIRequestContext, body: ListingRequest): Promise<string> {
  const listingId = randomUUID();
  const headers = { [LISTING_KEY_HEADER]: newListingKey() };
  const put = await request.put(`${DIRECTORY_PATH}/listings/${listingId}`, { data: body, headers });
  expect(put.status(), await put.text()).toBe(200);
  const subscribe = await request.post(`${DIRECTORY_PATH}/listings/${listingId}/subscription`, { data: { plan: 'professional' }, headers });
  expect(subscribe.status(), await subscribe.text()).toBe(200);
  return listingId;
}

test('a verified listing reaches an anonymous visitor, the filters find it, it reads offline, and a report reaches the admin', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(240_000);
  // Unique words for this run, so listings left by earlier runs on the same data folder never confuse the checks.
  const run = `zq${Date.now().toString(36)}`;
  const common = { credentials: 'LCSW', licenseNumber: 'LIC-12345', licenseState: 'OR', directoryOptIn: true } as const;
  const ana: ListingRequest = {
    ...common,
    name: `Ana Testwood ${run}`,
    city: 'Portland',
    state: 'OR',
    specialties: ['Perinatal care', 'Anxiety'],
    remote: true,
    inPerson: false,
    bio: `Calm, practical help for new parents. <script>alert("${run}")</script>`,
    contact: 'https://example.org/ana',
  };
  const ben: ListingRequest = {
    ...common,
    name: `Ben Otherfield ${run}`,
    city: 'Seattle',
    state: 'WA',
    specialties: ['Grief'],
    remote: false,
    inPerson: true,
    bio: `Grief and loss, in person. ${run}`,
    contact: 'ben@example.org',
  };
  await requestListing(request, ana);
  await requestListing(request, ben);

  // The admin verifies both as a person would, using the tabs by keyboard.
  await signInThroughTheForm(page);
  await page.getByRole('tab', { name: 'Feedback' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Verification' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Listings waiting for verification' })).toBeVisible();
  for (const listing of [ana, ben]) {
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(listing.name) }) });
    await expect(item.getByText('LIC-12345')).toBeVisible();
    await item.getByRole('button', { name: 'Verify' }).click();
    await item.getByRole('button', { name: 'Yes, verify' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Verified ${listing.name}.` })).toBeVisible();
  }

  // An anonymous visitor, in a browser of their own.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = waitForAppOnNavigation(await visitorContext.newPage());
  await visitor.goto('/');
  await waitForServiceWorkerControl(visitor);
  await visitor.goto('/directory');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Therapist directory' })).toBeVisible();
  await expect(visitor.getByText(/Listings are not endorsements/)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(ana.name) })).toBeVisible();
  // The bio's script is text, never run.
  await expect(visitor.getByText(`<script>alert("${run}")</script>`, { exact: false })).toBeVisible();

  // Keyboard only: type the search, Tab through to the format radios, choose with the arrows, Enter for the results.
  await visitor.getByLabel(/Search by name/).focus();
  await visitor.keyboard.type(run);
  await expect(visitor.getByText('2 therapists match.')).toBeVisible();
  await visitor.keyboard.press('Tab'); // specialty
  await visitor.keyboard.press('Tab'); // state
  await visitor.keyboard.press('Tab'); // city
  await visitor.keyboard.press('Tab'); // format radios (the checked one)
  await expect(visitor.getByRole('radio', { name: 'Remote or in person' })).toBeFocused();
  await visitor.keyboard.press('ArrowRight');
  await expect(visitor.getByRole('radio', { name: 'Remote', exact: true })).toBeChecked();
  await expect(visitor.getByText('1 therapist matches.')).toBeVisible();
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('heading', { level: 2, name: 'Results' })).toBeFocused();
  await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(ana.name) })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(ben.name) })).toHaveCount(0);

  // The other filters: in person finds Ben only; the specialty and the state exclude him again.
  await visitor.getByRole('radio', { name: 'In person', exact: true }).check();
  await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(ben.name) })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(ana.name) })).toHaveCount(0);
  await visitor.getByRole('radio', { name: 'Remote or in person' }).check();
  await visitor.getByLabel('Specialty', { exact: true }).selectOption('Perinatal care');
  await expect(visitor.getByText('1 therapist matches.')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(ana.name) })).toBeVisible();
  await visitor.getByLabel('State', { exact: true }).selectOption('WA');
  await expect(visitor.getByText('No therapist is listed in WA with these filters. Try fewer filters.')).toBeVisible();
  // With no one to show, the official ways to find a therapist are offered (or the person's doctor).
  await expect(visitor.getByRole('region', { name: /^Other ways to find a therapist in / })).toBeVisible();
  await visitor.getByRole('button', { name: 'Clear filters' }).click();
  await visitor.getByLabel('City', { exact: true }).fill('seattle');
  await visitor.getByLabel(/Search by name/).fill(run);
  await expect(visitor.getByText('1 therapist matches.')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(ben.name) })).toBeVisible();

  // Offline, the directory reads from the device's copy with its last-updated time.
  await visitorContext.setOffline(true);
  await visitor.reload();
  await expect(visitor.getByText(/Last updated .*This is the copy saved on this device\./)).toBeVisible();
  await visitor.getByLabel(/Search by name/).fill(run);
  await expect(visitor.getByText('2 therapists match.')).toBeVisible();
  const benOffline = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { level: 3, name: new RegExp(ben.name) }) });
  await benOffline.getByRole('button', { name: 'Report this listing' }).click();
  await expect(benOffline.getByText(/You are offline\. A report can only be sent with a connection/)).toBeVisible();
  await expect(benOffline.getByRole('button', { name: 'Send report' })).toBeDisabled();

  // Online again, the visitor reports Ben's listing.
  await visitorContext.setOffline(false);
  await expect(benOffline.getByRole('button', { name: 'Send report' })).toBeEnabled();
  await benOffline.getByRole('radio', { name: 'The details are wrong or out of date' }).check();
  await benOffline.getByLabel('Details (optional)').fill(`Moved away ${run}`);
  await benOffline.getByRole('button', { name: 'Send report' }).click();
  await expect(benOffline.getByText(/Your report was sent/)).toBeVisible();

  // axe on the directory, with its listings, in every mode.
  const found = await scanInEveryMode(visitor, 'directory', async () => {
    await expect(visitor.getByRole('heading', { level: 3, name: new RegExp(ana.name) })).toBeVisible();
  });
  await visitorContext.close();

  // The report is in the admin's Reports tab; closing it is logged in Activity.
  await page.getByRole('tab', { name: 'Reports' }).click();
  const report = page.getByRole('listitem').filter({ hasText: `Moved away ${run}` });
  await expect(report.getByRole('heading', { level: 3, name: `Report about ${ben.name}` })).toBeVisible();
  await report.getByRole('button', { name: 'Close report' }).click();
  await report.getByLabel(/Note/).fill(`Checked ${run}`);
  await report.getByRole('button', { name: 'Yes, close the report' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Closed the report about ${ben.name}.` })).toBeVisible();
  await page.getByRole('tab', { name: 'Reports' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Activity' })).toBeFocused();
  const activity = page.getByRole('table');
  await expect(activity.getByRole('row').filter({ hasText: `Checked ${run}` })).toContainText('Closed a report');
  await expect(activity.getByRole('row').filter({ hasText: 'Verified a listing' }).first()).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');

  // axe on each admin tab in every mode (the tab is in the URL, so a reload keeps it).
  const tabs: [id: string, label: string, heading: string][] = [
    ['feedback', 'Feedback', 'Feedback'],
    ['verification', 'Verification', 'Listings waiting for verification'],
    ['reports', 'Reports', 'Open reports'],
    ['activity', 'Activity', 'Admin activity'],
  ];
  for (const [tab, label, heading] of tabs) {
    await page.goto(tab === 'feedback' ? '/admin/dashboard' : `/admin/dashboard?tab=${tab}`);
    Object.assign(
      found,
      await scanInEveryMode(page, `admin ${tab}`, async () => {
        await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
        if (tab !== 'feedback') await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
      }),
    );
  }
  expect(found).toEqual({});
});
