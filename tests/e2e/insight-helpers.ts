import { expect, type BrowserContext, type Page } from '@playwright/test';
import { goOfflineAfterVisiting, waitForAppReady } from './helpers';

/**
 * The condition for Insight's journeys: a first visit online, then the network off. Opens the app, waits
 * until the service worker controls the page (so every screen is precached), and cuts the network.
 */
export async function goOfflineAfterFirstVisit(page: Page, context: BrowserContext): Promise<void> {
  await goOfflineAfterVisiting(page, context, '/');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
}

/** Steps through the mood check-in as a person would: ratings, feeling words, a note, then Save. */
export async function doMoodCheckIn(page: Page, { pleasantness, energy, words, note }: { pleasantness: number; energy: number; words: string[]; note: string }) {
  await page.goto('/insight/tools/mood-check-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mood check-in');
  await waitForAppReady(page);
  await page.getByRole('group', { name: /How pleasant or unpleasant/ }).getByRole('radio', { name: String(pleasantness), exact: true }).check();
  await page.getByRole('group', { name: /How much energy/ }).getByRole('radio', { name: String(energy), exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Which words fit?' })).toBeVisible();
  for (const word of words) await page.getByRole('checkbox', { name: word, exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Anything you want to remember about now/).fill(note);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Saved on this device' })).toBeVisible();
}

/** Reads a value straight from IndexedDB (the source of truth), without going through the app. */
export async function countRows(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        // Before the app has made its database (a first visit, or just after a wipe) there is nothing to count: an
        // open without a version would make an empty one, with no table to read, and the app would then meet it.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(0) : reject(open.error));
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains(name)) {
            database.close();
            resolve(0);
            return;
          }
          const request = database.transaction(name).objectStore(name).count();
          request.onsuccess = () => {
            resolve(request.result);
            database.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}

/** The tool_completed events recorded on this device, by tool id. */
export async function toolCompletedIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('trackingEvents').objectStore('trackingEvents').index('type').getAll('tool_completed');
          request.onsuccess = () => {
            resolve((request.result as { data: { toolId: string } }[]).map((event) => event.data.toolId).sort());
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}
