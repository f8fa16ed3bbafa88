import type { Page } from '@playwright/test';
import type { Prescription } from '../../contract/prescription-schemas';
import { formatShareCode, generateShareCode } from '../../contract/share-code';
import { createShareCodeClient } from '../../contract/share-code-client';
import { addDays } from '../../src/domains/calendar/local-date';
import { todayIn } from '../../src/domains/calendar/rhythm';
import { decodeSharePayload, encodeSharePayload, prescriptionLink, tokenFromInput } from '../../src/domains/prescriptions/share-codec';
import { axeViolations } from './axe-scan';
import { expect, test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';
import { doMoodCheckIn, goOfflineAfterFirstVisit } from './insight-helpers';

/** The browser runs on this machine's clock and time zone, as the test does. */
const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());

function samplePrescription(): Prescription {
  return {
    id: `rx-${Date.now()}`,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    prescriber: { name: 'Sam Rivera', credentials: 'LCSW' },
    note: 'A few small things for this week. <b>No rush.</b>',
    crisisReminder: true,
    items: [
      { id: 'mood', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: today, window: { from: '00:00', to: '23:59' } } },
      { id: 'gratitude', kind: 'tool', contentId: 'gratitude-journal', title: 'Gratitude journal', rhythm: { pattern: { type: 'days-of-week', days: [1, 3, 5] }, startDate: today } },
      { id: 'place', kind: 'activity', contentId: 'safe-place', title: 'A safe place', rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: addDays(today, 1) } },
    ],
  };
}

async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  expect(await axeViolations(page, 'all'), screen).toEqual([]);
}

test('offline after the first visit: a prescription link is added, an item marked done, and a return holds exactly the one chosen entry', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const prescription = samplePrescription();
  await goOfflineAfterFirstVisit(page, context);

  // Two check-ins before opening the link, each after the prescription was written.
  await doMoodCheckIn(page, { pleasantness: 2, energy: 2, words: ['Curious'], note: 'Not for sharing' });
  await doMoodCheckIn(page, { pleasantness: 4, energy: 3, words: ['Curious'], note: 'The walk helped' });

  await page.goto(prescriptionLink(new URL(baseURL!).origin, prescription));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shared journey');
  await expect(page.getByRole('heading', { name: 'Prescribed by Sam Rivera, LCSW' })).toBeVisible();
  // The therapist's note is text, never HTML.
  await expect(page.getByText('A few small things for this week. <b>No rush.</b>')).toBeVisible();
  await expect(page.getByRole('link', { name: 'crisis help is here, any time' })).toBeVisible();
  await expectNoAxeViolations(page, 'shared journey');
  await page.getByRole('button', { name: 'Add to my journeys' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your journeys' })).toBeFocused();

  await page.getByRole('link', { name: 'Open my journeys' }).click();
  const section = page.getByRole('region', { name: 'From your therapist' });
  await expect(section.getByRole('heading', { name: 'From Sam Rivera' })).toBeVisible();
  await section.getByRole('button', { name: 'Mark done: Mood check-in' }).click();
  await expect(section.getByText('Done for today')).toBeVisible();
  await expectNoAxeViolations(page, 'journeys with a prescription');

  await section.getByRole('link', { name: /Choose what to send back/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send something back to Sam Rivera');
  const mood = page.getByRole('group', { name: 'Mood check-in' });
  await mood.getByRole('checkbox', { name: /Entries I choose/ }).check();
  await mood.getByRole('checkbox', { name: /pleasantness 4 of 5/ }).check();
  const preview = page.getByRole('region', { name: 'Preview: exactly what your therapist will see' });
  await expect(preview).toContainText('The walk helped');
  await expect(preview).not.toContainText('Not for sharing');
  await expectNoAxeViolations(page, 'return builder');
  await page.getByRole('button', { name: 'Make the return' }).click();
  await expect(page.getByRole('heading', { name: 'Your return is ready to send' })).toBeFocused();
  await expect(page.getByRole('img', { name: /QR code of the return link/ })).toBeVisible();
  await expect(page.getByText(/A short code needs an internet connection/)).toBeVisible();
  await expectNoAxeViolations(page, 'return ready to send');

  const link = await page.getByLabel('Return link').inputValue();
  expect(link.startsWith(`${new URL(baseURL!).origin}/chart/return#`)).toBe(true);
  const decoded = decodeSharePayload(tokenFromInput(link) ?? '');
  expect(decoded.ok).toBe(true);
  if (!decoded.ok || decoded.payload.kind !== 'return') throw new Error('not a return');
  const { clientReturn } = decoded.payload;
  expect(clientReturn.prescriptionId).toBe(prescription.id);
  expect(clientReturn.items).toHaveLength(1);
  expect(clientReturn.items[0]!.itemId).toBe('mood');
  expect(clientReturn.items[0]!.completions).toBeUndefined();
  expect(clientReturn.items[0]!.scores).toBeUndefined();
  expect(clientReturn.items[0]!.entries).toHaveLength(1);
  expect(clientReturn.items[0]!.entries![0]!.body).toContain('The walk helped');
  expect(JSON.stringify(clientReturn)).not.toContain('Not for sharing');

  // The file holds the same link, for sending as an attachment.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^better-minds-return-\d{4}-\d{2}-\d{2}\.bmreturn$/);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile((await file.path())!, 'utf8')).trim()).toBe(link);
  await context.setOffline(false);
});

test('damaged links and codes get a kind, clear message, save nothing, and keep crisis help one step away', async ({ page, baseURL }) => {
  const link = prescriptionLink(new URL(baseURL!).origin, samplePrescription());
  const cases: { url: string; title: string }[] = [
    { url: link.slice(0, link.length - 12), title: 'This link is damaged' },
    { url: '/journey/link#', title: 'This link is empty' },
    { url: '/journey/ABC123', title: 'This code does not look right' },
  ];
  for (const { url, title } of cases) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shared journey');
    await expect(page.getByRole('alert')).toContainText(title);
    await expect(page.getByRole('button', { name: 'Add to my journeys' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /crisis help/i }).first()).toBeVisible();
    await expectNoAxeViolations(page, url);
  }
  await page.goto('/insight/journeys');
  await expect(page.getByRole('region', { name: 'From your therapist' })).toHaveCount(0);
});

test('keyboard only: open a link, add it, mark an item done and make a return of it', async ({ page, baseURL }) => {
  const prescription = samplePrescription();
  await page.goto(prescriptionLink(new URL(baseURL!).origin, prescription));
  await tabTo(page, 'Add to my journeys');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your journeys' })).toBeFocused();
  await tabTo(page, 'Open my journeys');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journeys');
  await tabTo(page, 'Mark done: Mood check-in');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'From your therapist' }).getByText('Done for today')).toBeVisible();
  await tabTo(page, 'Choose what to send back to Sam Rivera');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send something back to Sam Rivera');
  // Each thing to share is a checkbox of its own: Space ticks it.
  await tabTo(page, 'The days I did it (1)');
  await page.keyboard.press('Space');
  await expect(page.getByRole('group', { name: 'Mood check-in' }).getByRole('checkbox', { name: 'The days I did it (1)' })).toBeChecked();
  await tabTo(page, 'Make the return');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your return is ready to send' })).toBeFocused();
  const decoded = decodeSharePayload(tokenFromInput(await page.getByLabel('Return link').inputValue()) ?? '');
  if (!decoded.ok || decoded.payload.kind !== 'return') throw new Error('not a return');
  expect(decoded.payload.clientReturn.items.map((item) => [item.itemId, item.completions?.length])).toEqual([['mood', 1]]);
});

test('online, a short code opens the prescription; once withdrawn, or unknown, it says so; offline, it asks for a connection', async ({ page, context, baseURL }) => {
  const prescription = samplePrescription();
  // The therapist's side makes the code through the same service and client the app uses.
  const service = createShareCodeClient(`${baseURL}/.netlify/functions/share-codes`, fetch);
  const made = await service.create({ payload: encodeSharePayload({ kind: 'prescription', prescription }) });

  await page.goto(`/journey/${formatShareCode(made.code).toLowerCase()}`);
  await expect(page.getByRole('heading', { name: 'Prescribed by Sam Rivera, LCSW' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to my journeys' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your journeys' })).toBeFocused();

  await service.revoke(made.code, made.revokeToken);
  await page.goto(`/journey/${formatShareCode(made.code)}`);
  await expect(page.getByRole('alert')).toContainText('This code was revoked');
  await expectNoAxeViolations(page, 'withdrawn code');

  let unknown = generateShareCode();
  while (unknown === made.code) unknown = generateShareCode();
  await page.goto(`/journey/${formatShareCode(unknown)}`);
  await expect(page.getByRole('alert')).toContainText('No prescription has this code');

  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.goto(`/journey/${formatShareCode(unknown)}`);
  await expect(page.getByRole('alert')).toContainText('A code needs a connection');
  await context.setOffline(false);
});

const modes = [
  { name: 'light', theme: 'light', highContrast: false, scan: 'colour' },
  { name: 'high contrast, dark', theme: 'dark', highContrast: true, scan: 'colour-aaa' },
  { name: 'high contrast, light', theme: 'light', highContrast: true, scan: 'colour-aaa' },
] as const;

for (const mode of modes) {
  test(`the client's Star Chart screens have no axe violations (${mode.name})`, async ({ page, baseURL }) => {
    await page.addInitScript((settings: { theme: string; highContrast: boolean }) => {
      localStorage.setItem('better-minds:theme', JSON.stringify(settings.theme));
      localStorage.setItem(
        'better-minds:accessibility-settings',
        JSON.stringify({
          user_id: null,
          high_contrast: settings.highContrast,
          reduced_motion: false,
          font_size: 'medium',
          voice_navigation: false,
          keyboard_shortcuts: true,
          dyslexia_font: false,
          plain_language: false,
          updated_at: '2025-01-01T00:00:00.000Z',
        }),
      );
    }, { theme: mode.theme, highContrast: mode.highContrast });
    const found: Record<string, string[]> = {};
    const scan = async (screen: string) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode.theme);
      const problems = await axeViolations(page, mode.scan);
      if (problems.length > 0) found[screen] = problems;
    };
    await page.goto('/journey/ABC123');
    await expect(page.getByRole('alert')).toBeVisible();
    await scan('problem');
    await page.goto(prescriptionLink(new URL(baseURL!).origin, samplePrescription()));
    await page.getByRole('button', { name: 'Add to my journeys' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your journeys' })).toBeFocused();
    await scan('shared journey, added');
    await page.getByRole('link', { name: 'Open my journeys' }).click();
    await page.getByRole('button', { name: 'Mark done: Mood check-in' }).click();
    await expect(page.getByText('Done for today')).toBeVisible();
    await scan('journeys');
    await page.getByRole('link', { name: /Choose what to send back/ }).click();
    await page.getByRole('group', { name: 'Mood check-in' }).getByRole('checkbox', { name: /The days I did it/ }).check();
    await scan('return builder');
    await page.getByRole('button', { name: 'Make the return' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await scan('return ready');
    expect(found).toEqual({});
  });
}

/** Presses Tab until the focused element is named `name` (its text or label), as a keyboard user would. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
      return (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}
