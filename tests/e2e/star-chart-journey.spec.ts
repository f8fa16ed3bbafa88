/**
 * Issue 14's whole journey across two people, with the network off from the first screen onwards (after each
 * browser's first visit): the therapist prescribes, the client adds the prescription from the link, completes one
 * item and sends back one chosen entry, and the therapist imports exactly that; then the client's safety plan goes
 * back from the forge and shows in the chart. The online short code (made, opened by another browser, revoked,
 * refused) is walked by keyboard in star-chart-pro.spec.ts.
 */
import type { Locator } from '@playwright/test';
import { decodeSharePayload, tokenFromInput } from '../../src/domains/prescriptions/share-codec';
import { expect, test, waitForAppOnNavigation } from './fixtures';
import { doMoodCheckIn, goOfflineAfterFirstVisit } from './insight-helpers';

async function pick(select: Locator, label: string): Promise<void> {
  const value = await select.locator('option').filter({ hasText: label }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

test('offline, therapist to client and back: three rhythms prescribed, one item done, one chosen entry returned and imported once', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const therapistContext = await browser.newContext({ baseURL });
  const clientContext = await browser.newContext({ baseURL });
  try {
    const therapist = waitForAppOnNavigation(await therapistContext.newPage());
    const client = waitForAppOnNavigation(await clientContext.newPage());
    await goOfflineAfterFirstVisit(therapist, therapistContext);
    await goOfflineAfterFirstVisit(client, clientContext);

    // The therapist signs in on the device, adds a client by alias and prescribes three items with three rhythms.
    await therapist.goto('/chart/login');
    await therapist.getByLabel('E-mail address').fill('therapist@example.org');
    await therapist.getByLabel('Password').fill('secret-enough');
    await therapist.getByRole('button', { name: 'Sign in' }).click();
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Star Chart');
    await therapist.getByLabel('Alias or code').fill('Client R2');
    await therapist.getByRole('button', { name: 'Add client' }).click();
    await therapist.getByRole('link', { name: 'New prescription' }).click();
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('New prescription');
    await pick(therapist.getByLabel('Client', { exact: true }), 'Client R2');
    const items = therapist.getByTestId('prescribed-item');
    await pick(items.nth(0).getByLabel('What to prescribe'), 'Mood check-in');
    await therapist.getByRole('button', { name: 'Add another item' }).click();
    await items.nth(1).getByLabel('Kind', { exact: true }).selectOption('activity');
    await items.nth(1).getByLabel('Rhythm', { exact: true }).selectOption('days-of-week');
    await items.nth(1).getByRole('checkbox', { name: 'Tuesday' }).check();
    await therapist.getByRole('button', { name: 'Add another item' }).click();
    await items.nth(2).getByLabel('Kind', { exact: true }).selectOption('flow');
    await items.nth(2).getByLabel('Rhythm', { exact: true }).selectOption('every-n-days');
    await therapist.getByRole('button', { name: 'Save prescription' }).click();
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Prescription saved for Client R2');
    const link = await therapist.getByTestId('prescription-link').inputValue();

    // The client writes two check-ins, opens the link (still offline) and adds it to their journeys.
    await doMoodCheckIn(client, { pleasantness: 2, energy: 2, words: ['Curious'], note: 'Kept to myself' });
    await doMoodCheckIn(client, { pleasantness: 4, energy: 3, words: ['Curious'], note: 'Slept better this week' });
    await client.goto(link);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Shared journey');
    await expect(client.getByRole('heading', { name: /^Prescribed by Sample Therapist/ })).toBeVisible();
    await client.getByRole('button', { name: 'Add to my journeys' }).click();
    await expect(client.getByRole('status').filter({ hasText: 'Added to your journeys' })).toBeFocused();
    await client.getByRole('link', { name: 'Open my journeys' }).click();
    const fromTherapist = client.getByRole('region', { name: 'From your therapist' });
    await fromTherapist.getByRole('button', { name: 'Mark done: Mood check-in' }).click();
    await expect(fromTherapist.getByText('Done for today')).toBeVisible();

    // They choose one entry to send back, see it in the preview, and make the return.
    await fromTherapist.getByRole('link', { name: /Choose what to send back/ }).click();
    const mood = client.getByRole('group', { name: 'Mood check-in' });
    await mood.getByRole('checkbox', { name: /Entries I choose/ }).check();
    await mood.getByRole('checkbox', { name: /pleasantness 4 of 5/ }).check();
    const preview = client.getByRole('region', { name: 'Preview: exactly what your therapist will see' });
    await expect(preview).toContainText('Slept better this week');
    await expect(preview).not.toContainText('Kept to myself');
    await client.getByRole('button', { name: 'Make the return' }).click();
    const returned = await client.getByLabel('Return link').inputValue();
    const decoded = decodeSharePayload(tokenFromInput(returned) ?? '');
    if (!decoded.ok || decoded.payload.kind !== 'return') throw new Error('the return link does not hold a return');
    expect(decoded.payload.clientReturn.items).toHaveLength(1);
    expect(decoded.payload.clientReturn.items[0]!.entries).toHaveLength(1);
    expect(JSON.stringify(decoded.payload.clientReturn)).not.toContain('Kept to myself');

    // The therapist imports it (offline, from the link), once; the chart shows exactly the chosen entry.
    await therapist.goto(returned);
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Import a return');
    await therapist.getByRole('button', { name: "Import into Client R2's chart" }).click();
    await expect(therapist.getByRole('status').filter({ hasText: "Imported into Client R2's chart." })).toBeVisible();
    await therapist.getByRole('button', { name: "Import into Client R2's chart" }).click();
    await expect(therapist.getByRole('status').filter({ hasText: 'This return was already imported. Nothing was added.' })).toBeVisible();
    await therapist.goto('/chart');
    await therapist.getByRole('link', { name: 'Client R2' }).click();
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Chart: Client R2');
    const timelineReturn = therapist.getByTestId('timeline-return');
    await expect(timelineReturn).toHaveCount(1);
    await expect(timelineReturn).toContainText('Slept better this week');
    await expect(timelineReturn).not.toContainText('Kept to myself');
    await expect(therapist.getByTestId('chart-item')).toHaveCount(3);

    // Later, still offline, the client writes their safety plan in Insight and sends it from the forge as a return of
    // its own; the therapist imports it, and the chart shows the plan's words as a second return.
    await client.goto('/insight/tools/safety-plan');
    await client.getByLabel('Warning sign 1').fill('Not sleeping');
    for (let step = 0; step < 6; step += 1) await client.getByRole('button', { name: 'Next' }).click();
    await client.getByLabel('Something that matters 1').fill('My sister');
    await client.getByRole('button', { name: 'Save my plan' }).click();
    await expect(client.getByRole('heading', { level: 2, name: 'My safety plan' })).toBeVisible();
    await client.goto('/presence/forge');
    const share = client.getByRole('region', { name: 'Share with my therapist' });
    await share.getByRole('button', { name: 'Make a return with my plan for Sample Therapist' }).click();
    await expect(share.getByRole('heading', { name: 'Your plan is ready to send to Sample Therapist' })).toBeFocused();
    const planReturned = await client.getByLabel('Return link').inputValue();

    await therapist.goto(planReturned);
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Import a return');
    await expect(therapist.getByRole('region', { name: 'Their safety plan' })).toContainText('Not sleeping');
    await therapist.getByRole('button', { name: "Import into Client R2's chart" }).click();
    await expect(therapist.getByRole('status').filter({ hasText: "Imported into Client R2's chart." })).toBeVisible();
    await therapist.goto('/chart');
    await therapist.getByRole('link', { name: 'Client R2' }).click();
    await expect(timelineReturn).toHaveCount(2);
    const planInChart = therapist.getByRole('region', { name: 'Their safety plan' });
    await expect(planInChart).toHaveCount(1);
    await expect(planInChart).toContainText('Step 1: My warning signs');
    await expect(planInChart).toContainText('Not sleeping');
    await expect(planInChart).toContainText('My sister');
    await expect(planInChart).not.toContainText('Slept better this week');
  } finally {
    await therapistContext.close();
    await clientContext.close();
  }
});
