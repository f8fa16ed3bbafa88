/**
 * Star Chart steps the journeys share: the placeholder sign-in on this device (no server needed), a client added by
 * alias, and a private note on that client's chart, each through the screens as a therapist would.
 */
import { expect, type Page } from '@playwright/test';

/** Signs in with the placeholder account and waits for the workspace. */
export async function signInToStarChart(page: Page): Promise<void> {
  await page.goto('/chart/login');
  await page.getByLabel('E-mail address').fill('therapist@example.org');
  await page.getByLabel('Password').fill('secret-enough');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Star Chart', { timeout: 30_000 });
}

/** From the workspace: adds a client by alias and opens their chart. */
export async function addClientAndOpenChart(page: Page, alias: string): Promise<void> {
  await page.getByLabel('Alias or code').fill(alias);
  await page.getByRole('button', { name: 'Add client' }).click();
  await page.getByRole('list', { name: 'Active clients' }).getByRole('link', { name: alias }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Chart: ${alias}`);
}

/** On a client's chart: writes a private note and waits until the timeline shows it. */
export async function addPrivateNote(page: Page, text: string): Promise<void> {
  await page.getByLabel('New private note').fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('timeline-note').filter({ hasText: text })).toBeVisible();
}
