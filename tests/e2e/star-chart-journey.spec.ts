/**
 * Issue 14's whole journey across two people, with the network off from the first screen onwards (after each
 * browser's first visit): the therapist prescribes, the client adds the prescription from the link, completes one
 * item and sends back one chosen entry, and the therapist imports exactly that; then the client's safety plan goes
 * back from the forge and shows in the chart. The second journey (issue 27) takes scored questionnaires and a daily
 * check-in through two of the client's days to the chart's adherence, trends, flags and one-page summary. The online short code (made, opened by another browser, revoked,
 * refused) is walked by keyboard in star-chart-pro.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { decodeSharePayload, tokenFromInput } from '../../src/domains/prescriptions/share-codec';
import { accessibilityButton, panel } from './accessibility-helpers';
import { axeViolations } from './axe-scan';
import { scanInEveryMode } from './display-modes';
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
    await therapist.getByLabel('Name clients see').fill('Dana Ruiz');
    await therapist.getByRole('button', { name: 'Save how clients see me' }).click();
    await expect(therapist.getByTestId('client-identity')).toHaveText('Clients see your prescriptions as from: Dana Ruiz.');
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
    await expect(client.getByRole('heading', { name: /^Prescribed by Dana Ruiz/ })).toBeVisible();
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
    await share.getByRole('button', { name: 'Make a return with my plan for Dana Ruiz' }).click();
    await expect(share.getByRole('heading', { name: 'Your plan is ready to send to Dana Ruiz' })).toBeFocused();
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

/** Pages in a PDF Chromium printed: its page objects (`/Type /Page`, not `/Pages`), which Chromium writes uncompressed. */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/** Answers a questionnaire on its one screen: the given answer for the numbered items, 'Not at all' for the rest. */
async function answerPhq9(page: Page, answers: Record<number, string>): Promise<void> {
  for (let number = 1; number <= 9; number += 1) {
    await page.getByRole('group', { name: new RegExp(`^${number}\\. `) }).getByRole('radio', { name: answers[number] ?? 'Not at all' }).check();
  }
  await page.getByRole('button', { name: 'See my result' }).click();
}

/** The client's day: PHQ-9 and the check-in, each opened from its prescription, each ticking itself. */
async function clientDay(client: Page, phq9: Record<number, string>, expectCrisisHelp: boolean): Promise<void> {
  await client.goto('/insight/journeys');
  const fromTherapist = client.getByRole('region', { name: 'From your therapist' });
  await fromTherapist.getByRole('link', { name: /^PHQ-9/ }).click();
  await answerPhq9(client, phq9);
  const help = client.getByTestId('measure-crisis-help');
  const result = client.getByTestId('measure-result');
  await expect(result).toBeVisible();
  if (expectCrisisHelp) {
    // Item 9 above 0: crisis help at once, before the score, on screen and in reading order.
    await expect(help.getByRole('heading', { level: 2 })).toBeFocused();
    const [helpBox, resultBox] = [await help.boundingBox(), await result.boundingBox()];
    expect(helpBox!.y).toBeLessThan(resultBox!.y);
  } else {
    await expect(help).toHaveCount(0);
  }
  await client.getByRole('link', { name: 'Back to where you were' }).first().click();
  await fromTherapist.getByRole('link', { name: 'Mood check-in' }).click();
  await client.getByRole('group', { name: /How pleasant or unpleasant/ }).getByRole('radio', { name: '3', exact: true }).check();
  await client.getByRole('group', { name: /How much energy/ }).getByRole('radio', { name: '2', exact: true }).check();
  await client.getByRole('button', { name: 'Next' }).click();
  await client.getByRole('checkbox', { name: 'Curious', exact: true }).check();
  await client.getByRole('button', { name: 'Next' }).click();
  await client.getByLabel(/Anything you want to remember about now/).fill(`Walked at lunch (${expectCrisisHelp ? 'second' : 'first'} day)`);
  await client.getByRole('button', { name: 'Save', exact: true }).click();
  await client.getByRole('link', { name: 'Back to where you were' }).first().click();
  // Saving it from the prescription marked the day done: no second tap.
  const mood = fromTherapist.locator('.prescribed-item').filter({ has: client.getByRole('link', { name: 'Mood check-in' }) });
  await expect(mood).toContainText('Done for today');
  await expect(client.getByRole('button', { name: 'Mark done: Mood check-in' })).toHaveCount(0);
}

test('measures to the chart: PHQ-9 every two weeks and a daily check-in, done two days offline, every facet sent back, adherence, trend, flag and a one-page summary', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  // The client is in New York, the therapist in Paris: the chart counts days on the client's calendar.
  const dayOne = new Date('2026-12-01T15:00:00Z');
  const dayTwo = new Date('2026-12-02T15:00:00Z');
  const therapistContext = await browser.newContext({ baseURL, timezoneId: 'Europe/Paris' });
  const clientContext = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  await therapistContext.clock.install({ time: dayOne });
  await clientContext.clock.install({ time: dayOne });
  // Each step takes seconds: one that cannot go on fails in 45 s with the locator's log (a click once waited out the
  // whole 5 minutes in CI, with nothing said), and leaves the retry time to run.
  therapistContext.setDefaultTimeout(45_000);
  clientContext.setDefaultTimeout(45_000);
  try {
    const therapist = waitForAppOnNavigation(await therapistContext.newPage());
    const client = waitForAppOnNavigation(await clientContext.newPage());
    await goOfflineAfterFirstVisit(client, clientContext);

    // 1. The therapist prescribes PHQ-9 every 14 days and a daily mood check-in.
    await therapist.goto('/chart/login');
    await therapist.getByLabel('E-mail address').fill('therapist@example.org');
    await therapist.getByLabel('Password').fill('secret-enough');
    await therapist.getByRole('button', { name: 'Sign in' }).click();
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Star Chart');
    await therapist.getByLabel('Alias or code').fill('Client M9');
    await therapist.getByRole('button', { name: 'Add client' }).click();
    await therapist.getByRole('link', { name: 'New prescription' }).click();
    await therapist.getByLabel('Name clients see').fill('Dana Ruiz');
    await therapist.getByRole('button', { name: 'Save how clients see me' }).click();
    await expect(therapist.getByTestId('client-identity')).toHaveText('Clients see your prescriptions as from: Dana Ruiz.');
    await pick(therapist.getByLabel('Client', { exact: true }), 'Client M9');
    const items = therapist.getByTestId('prescribed-item');
    await pick(items.nth(0).getByLabel('What to prescribe'), 'PHQ-9');
    await items.nth(0).getByLabel('Rhythm', { exact: true }).selectOption('every-n-days');
    await items.nth(0).getByLabel('Every how many days').fill('14');
    await therapist.getByRole('button', { name: 'Add another item' }).click();
    await pick(items.nth(1).getByLabel('What to prescribe'), 'Mood check-in');
    await items.nth(1).getByLabel('Rhythm', { exact: true }).selectOption('daily');
    await therapist.getByRole('button', { name: 'Save prescription' }).click();
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Prescription saved for Client M9');
    const link = await therapist.getByTestId('prescription-link').inputValue();

    // 2. The client, offline, adds it and does both on two days (item 9 answered 'Several days' on the second).
    await client.goto(link);
    await client.getByRole('button', { name: 'Add to my journeys' }).click();
    await expect(client.getByRole('status').filter({ hasText: 'Added to your journeys' })).toBeFocused();
    await clientDay(client, { 1: 'Several days', 2: 'Several days' }, false);
    await clientContext.clock.setSystemTime(dayTwo);
    await clientDay(client, { 1: 'More than half the days', 2: 'More than half the days', 3: 'More than half the days', 4: 'More than half the days', 9: 'Several days' }, true);

    // They share days done, scores and entries of both items, seeing it all in the preview first.
    await client.getByRole('region', { name: 'From your therapist' }).getByRole('link', { name: /Choose what to send back/ }).click();
    for (const name of [/^PHQ-9/, /^Mood check-in$/]) {
      const group = client.getByRole('group', { name });
      await group.getByRole('checkbox', { name: /^The days I did it/ }).check();
      await group.getByRole('checkbox', { name: 'My scores' }).check();
      await group.getByRole('checkbox', { name: /Entries I choose/ }).check();
      for (const entry of await group.getByRole('group', { name: 'Which entries' }).getByRole('checkbox').all()) await entry.check();
    }
    const preview = client.getByRole('region', { name: 'Preview: exactly what your therapist will see' });
    await expect(preview).toContainText('Walked at lunch (second day)');
    await expect(preview).toContainText('Marked done 2 times');
    await expect(preview).not.toContainText('(optional)');
    await client.getByRole('button', { name: 'Make the return' }).click();
    const returned = await client.getByLabel('Return link').inputValue();
    const decoded = decodeSharePayload(tokenFromInput(returned) ?? '');
    if (!decoded.ok || decoded.payload.kind !== 'return') throw new Error('the return link does not hold a return');
    expect(decoded.payload.clientReturn).toMatchObject({ version: 2, timeZone: 'America/New_York' });
    expect(decoded.payload.clientReturn.items.map((item) => [item.doneDates, item.scores?.length, item.entries?.length])).toEqual([
      [['2026-12-01'], 2, 2],
      [['2026-12-01', '2026-12-02'], 4, 2],
    ]);

    // 3. The therapist, that evening, imports it: adherence, the PHQ-9 band on its trend, the flag first and in the list.
    await therapistContext.clock.setSystemTime(new Date('2026-12-02T20:00:00Z'));
    await therapist.goto(returned);
    await therapist.getByRole('button', { name: "Import into Client M9's chart" }).click();
    await expect(therapist.getByRole('status').filter({ hasText: "Imported into Client M9's chart." })).toBeVisible();
    await therapist.goto('/chart');
    const line = therapist.getByTestId('client-line').filter({ hasText: 'Client M9' });
    await expect(line).toContainText('done / due over 28 days: 3 / 3');
    await expect(line).toContainText('Flag: PHQ-9 item 9');
    await line.getByRole('link', { name: 'Client M9' }).click();
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Chart: Client M9');
    const flags = therapist.getByTestId('chart-flags');
    await expect(flags).toContainText('PHQ-9 item 9');
    // Flags come first: before adherence, trends and the timeline.
    expect(await flags.evaluate((node) => Boolean(node.compareDocumentPosition(document.querySelector('[data-testid="chart-adherence"]')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    // A flag can be marked reviewed (dated) and the review undone, with one button; looked at on two phone sizes.
    await flags.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(flags.getByTestId('flag-reviewed')).toContainText('Reviewed on');
    const desktop = therapist.viewportSize();
    for (const size of [{ width: 390, height: 844 }, { width: 320, height: 640 }]) {
      await therapist.setViewportSize(size);
      await flags.scrollIntoViewIfNeeded();
      await therapist.screenshot({ path: test.info().outputPath(`chart-flag-reviewed-${size.width}.png`) });
    }
    if (desktop) await therapist.setViewportSize(desktop);
    await flags.getByRole('button', { name: 'Undo' }).click();
    await expect(flags.getByRole('button', { name: 'Mark reviewed' })).toBeVisible();
    await expect(flags.getByTestId('flag-reviewed')).toHaveCount(0);
    await expect(therapist.getByTestId('adherence-mood-check-in').getByRole('cell').first()).toHaveText('2 / 2');
    await expect(therapist.getByTestId('adherence-phq-9').getByRole('cell').first()).toHaveText('1 / 1');
    await expect(therapist.getByTestId('chart-adherence')).toContainText('America/New_York');
    await expect(therapist.getByTestId('latest-phq-9')).toContainText('Latest: 9 (Mild range)');
    await expect(therapist.getByTestId('measure-trend-phq-9').getByRole('img')).toHaveAttribute('aria-label', /The latest is 9, in the Mild range/);
    await expect(therapist.getByTestId('mood-trend').locator('svg.recharts-surface').first()).toBeVisible();

    // Keyboard: from the chart to its print view; the print view's PDF is one page in A4 and in Letter.
    await therapist.getByRole('heading', { level: 1 }).evaluate((heading: HTMLElement) => heading.setAttribute('tabindex', '-1'));
    await therapist.getByRole('heading', { level: 1 }).focus();
    for (let presses = 0; presses < 30 && !(await therapist.getByRole('link', { name: 'Print summary' }).evaluate((node) => node === document.activeElement)); presses += 1) {
      await therapist.keyboard.press('Tab');
    }
    await therapist.keyboard.press('Enter');
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Session summary: Client M9');
    const print = therapist.getByTestId('chart-print');
    await expect(print).toContainText('PHQ-9 item 9');
    await expect(print).toContainText('Walked at lunch');
    await expect(print).not.toContainText('Dana Ruiz');
    await expect(print.getByTestId('measure-trend-phq-9').locator('svg.recharts-surface').first()).toBeVisible();
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await therapist.pdf({ format, printBackground: true });
      expect(pdfPageCount(pdf), `${format} pages`).toBe(1);
    }

    // The chart passes axe in dark, light and high contrast (both themes), and at Extra Large.
    await therapist.getByRole('link', { name: 'Back to the chart' }).click();
    const chartReady = () => expect(therapist.getByTestId('chart-flags')).toContainText('PHQ-9 item 9');
    const found = await scanInEveryMode(therapist, 'client chart', chartReady);
    await accessibilityButton(therapist).click();
    await panel(therapist).getByRole('radio', { name: 'Extra Large' }).check();
    await panel(therapist).getByRole('button', { name: 'Close' }).click();
    await chartReady();
    const extraLarge = await axeViolations(therapist, 'all');
    if (extraLarge.length > 0) found['client chart (Extra Large)'] = extraLarge;
    expect(found).toEqual({});
  } finally {
    await therapistContext.close();
    await clientContext.close();
  }
});
