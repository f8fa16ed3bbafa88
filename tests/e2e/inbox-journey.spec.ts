/**
 * Issue 28's journey: returns that arrive by themselves, sealed end to end. The therapist prescribes online (the
 * prescription carries its inbox) and makes a sealed short code; the client types the code into "Have a code from
 * your therapist?", completes a check-in offline, presses "Send to your therapist", reloads offline (the return is
 * still queued), goes online: the return is delivered once, and the therapist's open chart shows it without any
 * paste; after the acknowledgement the inbox holds nothing. Then a second return, with the inbox answering 500 twice
 * first: the outbox retries by itself and delivers it once, this time to the therapist's second device: the first
 * device shows a one-time code (and its QR code) that moves the inbox keys, the second types it (a typo and a second
 * use each get their own message), says where its keys came from, and opens the client's return by itself. What the
 * first device posted for the code holds none of the inbox's tokens or names (the server keeps only that).
 * The code field is also scanned by axe in Extra Large text and looked at on a phone.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForAppOnNavigation } from './fixtures';
import { signInToStarChart } from './star-chart-helpers';
import { waitForServiceWorkerControl } from './helpers';
import { doMoodCheckIn } from './insight-helpers';
import { axeViolations } from './axe-scan';
import { scanInEveryMode } from './display-modes';
import { accessibilityButton, panel } from './accessibility-helpers';

/** Screenshots at 390 x 844 and 320 x 640 into .tmp/shots, checking the element is not covered by anything floating. */
async function shoot(page: Page, name: string, element: Locator): Promise<void> {
  for (const [width, height] of [[390, 844], [320, 640]] as const) {
    await page.setViewportSize({ width, height });
    await element.scrollIntoViewIfNeeded();
    const covered = await element.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + Math.min(10, box.width / 2), box.top + Math.min(10, box.height / 2));
      return top !== null && !node.contains(top) && !top.contains(node);
    });
    expect(covered, `${name} at ${width}x${height} is covered`).toBe(false);
    await page.screenshot({ path: `.tmp/shots/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** How far the page scrolls sideways, and the first elements that stick out (to say what to fix). */
async function sideways(page: Page): Promise<{ scrollWidth: number; wide: string[] }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.closest('.visually-hidden, .skip-link, [hidden]'))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }));
}

async function pick(select: Locator, label: string): Promise<void> {
  const value = await select.locator('option').filter({ hasText: label }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

/** The inbox's id and fetch token as the therapist's device keeps them (IndexedDB), to ask the server what it holds. */
async function inboxKeysOf(page: Page): Promise<{ inboxId: string; fetchToken: string }[]> {
  return page.evaluate(
    () =>
      new Promise<{ inboxId: string; fetchToken: string }[]>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('inboxKeys').objectStore('inboxKeys').getAll();
          read.onsuccess = () => resolve((read.result as { inboxId: string; fetchToken: string }[]).map(({ inboxId, fetchToken }) => ({ inboxId, fetchToken })));
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** Counts the client's sends to the inbox and their answers; with `failFirst`, the first sends are answered 500. */
function watchSends(context: BrowserContext, failFirst: number) {
  const answers: number[] = [];
  let failures = failFirst;
  return {
    answers,
    async install() {
      await context.route('**/.netlify/functions/inbox/*/returns', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        if (failures > 0) {
          failures--;
          answers.push(500);
          return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Injected failure' }) });
        }
        const response = await route.fetch();
        answers.push(response.status());
        return route.fulfill({ response });
      });
    },
    uninstall: () => context.unroute('**/.netlify/functions/inbox/*/returns'),
  };
}

test('a return sealed on the client\'s phone reaches the therapist\'s open chart by itself, once, and leaves nothing on the server', async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  const therapistContext = await browser.newContext({ baseURL });
  const clientContext = await browser.newContext({ baseURL });
  const secondDeviceContext = await browser.newContext({ baseURL });
  try {
    const therapist = waitForAppOnNavigation(await therapistContext.newPage());
    const client = waitForAppOnNavigation(await clientContext.newPage());

    // The therapist, online, prescribes a mood check-in and makes a short code for it.
    await signInToStarChart(therapist);
    await therapist.getByLabel('Alias or code').fill('Client N8');
    await therapist.getByRole('button', { name: 'Add client' }).click();
    await therapist.getByRole('link', { name: 'New prescription' }).click();
    // What clients see as the prescriber is set before the first prescription leaves the device (issue 27, part 6).
    await therapist.getByLabel('Name clients see').fill('Dana Ruiz');
    await therapist.getByRole('button', { name: 'Save how clients see me' }).click();
    await expect(therapist.getByTestId('client-identity')).toHaveText('Clients see your prescriptions as from: Dana Ruiz.');
    await pick(therapist.getByLabel('Client', { exact: true }), 'Client N8');
    await pick(therapist.getByTestId('prescribed-item').nth(0).getByLabel('What to prescribe'), 'Mood check-in');
    await therapist.getByRole('button', { name: 'Save prescription' }).click();
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Prescription saved for Client N8');
    await therapist.getByRole('button', { name: 'Make a short code' }).click();
    const shown = (await therapist.getByTestId('short-code').first().textContent())!.trim();
    expect(shown).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/);
    const [inbox] = await inboxKeysOf(therapist);
    expect(inbox).toBeDefined();

    // The client types the code (lower case, spaces instead of hyphens) into the new field on their journeys.
    await client.goto('/insight/journeys');
    await waitForServiceWorkerControl(client);
    // By keyboard: the summary opens the field, Enter submits it.
    await client.getByText('Have a code from your therapist?').focus();
    await client.keyboard.press('Enter');
    await client.getByLabel('Code or link from your therapist').fill(`${shown.slice(0, 6)}x`);
    await client.keyboard.press('Enter');
    await expect(client.getByRole('alert').filter({ hasText: 'has 24 letters and digits' })).toBeVisible();
    await client.getByLabel('Code or link from your therapist').fill(shown.toLowerCase().replaceAll('-', ' '));
    await client.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Shared journey');
    await client.getByRole('button', { name: 'Add to my journeys' }).click();
    await expect(client.getByRole('status').filter({ hasText: 'Added to your journeys' })).toBeFocused();

    // Offline, they complete the check-in, choose it, and press "Send to your therapist".
    await clientContext.setOffline(true);
    await doMoodCheckIn(client, { pleasantness: 4, energy: 3, words: ['Curious'], note: 'Walked by the river at dawn' });
    await client.goto('/insight/journeys');
    const fromTherapist = client.getByRole('region', { name: 'From your therapist' });
    await fromTherapist.getByRole('button', { name: 'Mark done: Mood check-in' }).click();
    await fromTherapist.getByRole('link', { name: /Choose what to send back/ }).click();
    const mood = client.getByRole('group', { name: 'Mood check-in' });
    await mood.getByRole('checkbox', { name: /Entries I choose/ }).check();
    await mood.getByRole('checkbox', { name: /pleasantness 4 of 5/ }).check();
    await client.getByRole('button', { name: 'Make the return' }).click();
    const sendSection = client.getByRole('region', { name: 'Send to your therapist' });
    await expect(sendSection).toContainText('goes to Dana Ruiz');
    await expect(client.getByRole('heading', { name: /Other ways to send it/ })).toBeVisible();
    await sendSection.getByRole('button', { name: 'Send to Dana Ruiz' }).click();
    await expect(client.getByTestId('send-to-therapist-status')).toContainText(/Queued|Sending/);
    await expect(client.getByTestId('send-to-therapist-status')).not.toContainText('Sent on');

    // Reloaded offline, the return is still queued.
    await client.reload();
    await client.goto('/systems');
    await expect(client.getByText('Returns to your therapist')).toBeVisible();

    // The therapist has the client's chart open; the client comes online; the return arrives once, with no paste.
    await therapist.goto('/chart');
    await therapist.getByRole('link', { name: 'Client N8' }).click();
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Chart: Client N8');
    await expect(therapist.getByTestId('timeline-return')).toHaveCount(0);
    const sends = watchSends(clientContext, 0);
    await sends.install();
    await clientContext.setOffline(false);
    await expect(therapist.getByTestId('timeline-return')).toHaveCount(1, { timeout: 60_000 });
    await expect(therapist.getByTestId('timeline-return')).toContainText('Walked by the river at dawn');
    await expect(therapist.getByTestId('inbox-status')).toContainText('1 new return arrived');
    expect(sends.answers).toEqual([201]);
    await expect.poll(async () => {
      const held = await request.get(`/.netlify/functions/inbox/${inbox!.inboxId}/returns`, { headers: { Authorization: `Bearer ${inbox!.fetchToken}` } });
      return ((await held.json()) as { data: { returns: unknown[] } }).data.returns.length;
    }).toBe(0);
    await sends.uninstall();

    // The therapist moves the inbox keys to a second device: the first shows a one-time code and its QR code.
    await expect(therapist.getByTestId('inbox-keys-place')).toContainText('Inbox keys are on this device only');
    await therapist.getByRole('link', { name: 'Move or receive inbox keys' }).click();
    await expect(therapist.getByRole('heading', { level: 1 })).toHaveText('Inbox keys');
    const parked: string[] = [];
    therapist.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/.netlify/functions/share-codes')) parked.push(sent.postData() ?? '');
    });
    await therapist.getByRole('button', { name: 'Show a code to move the keys' }).click();
    const moveCode = (await therapist.getByTestId('key-transfer-code').textContent())!.trim();
    expect(moveCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/);
    await expect(therapist.getByRole('img', { name: /QR code that opens "Receive inbox keys"/ })).toBeVisible();
    await expect(therapist.getByTestId('key-transfer-made')).toContainText('It works once');
    // What the server was given: ciphertext only; none of the inbox's tokens, the client's alias or the prescriber.
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatch(/"payload":"K1\.[A-Za-z0-9_-]+"/);
    for (const secret of [inbox!.fetchToken, inbox!.inboxId, 'Client N8', 'Dana Ruiz', moveCode.replaceAll('-', '').slice(8, 22)]) {
      expect(parked[0]).not.toContain(secret);
    }
    expect(await axeViolations(therapist, 'all')).toEqual([]);
    await shoot(therapist, 'inbox-keys-code', therapist.getByTestId('key-transfer-code'));
    // The first device leaves Star Chart, so only the second one fetches from now on.
    await therapist.goto('/');

    const secondDevice = waitForAppOnNavigation(await secondDeviceContext.newPage());
    await signInToStarChart(secondDevice);
    await secondDevice.goto('/chart/keys');
    const receiveField = secondDevice.getByLabel('Code from your other device');
    // Two neighbours that differ, swapped (swapping two equal symbols changes nothing).
    const at = [...moveCode].findIndex((symbol, index) => index >= 10 && index < 13 && symbol !== moveCode.charAt(index + 1));
    const swapped = moveCode.slice(0, at) + moveCode.charAt(at + 1) + moveCode.charAt(at) + moveCode.slice(at + 2);
    await receiveField.fill(swapped);
    await secondDevice.getByRole('button', { name: 'Receive keys' }).click();
    await expect(secondDevice.getByRole('alert')).toContainText('typo');
    await expect(receiveField).toBeFocused();
    await receiveField.fill(moveCode.toLowerCase().replaceAll('-', ' '));
    await secondDevice.getByRole('button', { name: 'Receive keys' }).click();
    await expect(secondDevice.getByTestId('key-transfer-received')).toContainText('Received the keys of 1 inbox');
    await expect(secondDevice.getByTestId('inbox-keys-place')).toContainText('moved here on');
    await shoot(secondDevice, 'inbox-keys-received', secondDevice.getByTestId('key-transfer-received'));
    // The code worked once.
    await receiveField.fill(moveCode);
    await secondDevice.getByRole('button', { name: 'Receive keys' }).click();
    await expect(secondDevice.getByRole('alert')).toContainText('used already');
    // The second device has the chart the keys answer, and keeps it open.
    await secondDevice.goto('/chart');
    await secondDevice.getByRole('link', { name: 'Client N8' }).click();
    await expect(secondDevice.getByRole('heading', { level: 1 })).toHaveText('Chart: Client N8');
    await expect(secondDevice.getByTestId('inbox-keys-place')).toContainText('moved here on');
    await expect(secondDevice.getByTestId('timeline-return')).toHaveCount(0);

    // A second return, with the inbox answering 500 twice first: retried by the outbox, delivered once, and opened by
    // the second device by itself.
    const failing = watchSends(clientContext, 2);
    await failing.install();
    await client.goto('/insight/journeys');
    await fromTherapist.getByRole('link', { name: /Choose what to send back/ }).click();
    await mood.getByRole('checkbox', { name: /Entries I choose/ }).check();
    await mood.getByRole('checkbox', { name: /pleasantness 4 of 5/ }).check();
    await client.getByRole('button', { name: 'Make the return' }).click();
    await sendSection.getByRole('button', { name: 'Send to Dana Ruiz' }).click();
    await expect(client.getByTestId('send-to-therapist-status')).toContainText('Sent on', { timeout: 60_000 });
    expect(failing.answers).toEqual([500, 500, 201]);
    await expect(secondDevice.getByTestId('timeline-return')).toHaveCount(1, { timeout: 60_000 });
    await expect(secondDevice.getByTestId('timeline-return')).toContainText('Walked by the river at dawn');
    await expect.poll(async () => {
      const held = await request.get(`/.netlify/functions/inbox/${inbox!.inboxId}/returns`, { headers: { Authorization: `Bearer ${inbox!.fetchToken}` } });
      return ((await held.json()) as { data: { returns: unknown[] } }).data.returns.length;
    }).toBe(0);
    await failing.uninstall();

    // The new parts pass axe and fit a phone: the send section (sent), the chart with the inbox line, the code field.
    expect(await axeViolations(client, 'all')).toEqual([]);
    await shoot(client, 'inbox-client-sent', sendSection);
    await therapist.goto('/chart');
    await therapist.getByRole('link', { name: 'Client N8' }).click();
    expect(await scanInEveryMode(therapist, 'chart with inbox', () => expect(therapist.getByTestId('inbox-status')).toBeVisible())).toEqual({});
    await shoot(therapist, 'inbox-therapist-chart', therapist.getByTestId('inbox-status'));
    await client.goto('/insight/journeys');
    const openField = async () => {
      await client.getByText('Have a code from your therapist?').click();
      await client.getByLabel('Code or link from your therapist').fill('not a code at all!');
      await client.getByRole('button', { name: 'Open', exact: true }).click();
      await expect(client.getByRole('alert').filter({ hasText: 'neither a code nor a link' })).toBeVisible();
    };
    expect(await scanInEveryMode(client, 'journeys with the code field', openField)).toEqual({});
    await shoot(client, 'inbox-code-field', client.getByLabel('Code or link from your therapist'));
    // Extra Large text, the field open: axe, nothing wider than the screen, nothing covering the field or its message.
    // Switched as a person would, in the accessibility panel (the saved setting, not only its mirror).
    await accessibilityButton(client).click();
    await panel(client).getByRole('group', { name: 'Font Size' }).getByRole('radio', { name: 'Extra Large', exact: true }).check();
    await panel(client).getByRole('button', { name: 'Close' }).click();
    await client.reload();
    await expect(client.locator('html')).toHaveAttribute('data-font-size', 'xl');
    expect(await client.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))).toBe(22);
    await openField();
    expect(await axeViolations(client, 'all')).toEqual([]);
    await shoot(client, 'inbox-code-field-xl', client.getByLabel('Code or link from your therapist'));
    await shoot(client, 'inbox-code-field-xl-alert', client.getByRole('alert').filter({ hasText: 'neither a code nor a link' }));
    for (const width of [390, 320]) {
      await client.setViewportSize({ width, height: width === 390 ? 844 : 640 });
      const report = await sideways(client);
      expect(report.scrollWidth, `Extra Large at ${width} px scrolls sideways: ${report.wide.join(', ')}`).toBeLessThanOrEqual(width);
    }

    // The inbox keys screen in every display mode, then in Extra Large text on a phone.
    await secondDevice.goto('/chart/keys');
    const keysReady = () => expect(secondDevice.getByTestId('inbox-keys-place')).toContainText('moved here on');
    expect(await scanInEveryMode(secondDevice, 'inbox keys', keysReady)).toEqual({});
    await accessibilityButton(secondDevice).click();
    await panel(secondDevice).getByRole('group', { name: 'Font Size' }).getByRole('radio', { name: 'Extra Large', exact: true }).check();
    await panel(secondDevice).getByRole('button', { name: 'Close' }).click();
    await secondDevice.reload();
    await expect(secondDevice.locator('html')).toHaveAttribute('data-font-size', 'xl');
    await secondDevice.getByRole('button', { name: 'Show a code to move the keys' }).click();
    await expect(secondDevice.getByTestId('key-transfer-code')).toBeVisible();
    expect(await axeViolations(secondDevice, 'all')).toEqual([]);
    await shoot(secondDevice, 'inbox-keys-code-xl', secondDevice.getByTestId('key-transfer-code'));
    await shoot(secondDevice, 'inbox-keys-receive-xl', secondDevice.getByLabel('Code from your other device'));
    for (const width of [390, 320]) {
      await secondDevice.setViewportSize({ width, height: width === 390 ? 844 : 640 });
      const report = await sideways(secondDevice);
      expect(report.scrollWidth, `keys screen at ${width} px scrolls sideways: ${report.wide.join(', ')}`).toBeLessThanOrEqual(width);
    }
  } finally {
    await therapistContext.close();
    await clientContext.close();
    await secondDeviceContext.close();
  }
});
