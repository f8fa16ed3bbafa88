/**
 * Issue 17's library, in one journey: a first visit online, then offline for everything else. A reading is opened
 * from the list (content notes first, said to be saved for offline), put on a shelf, read part-way, and reloaded
 * offline: the same paragraph is in view. A bookmark is added and jumped to, the reading is read aloud from the
 * paragraph in view with the person's audio settings, the reader's text size is kept, and the shelf filter finds
 * the reading. axe finds nothing on the library or the reading in any display mode.
 */
import type { Page } from '@playwright/test';
import { installSpeechStandIns, speechLog } from './accessibility-helpers';
import { scanInEveryMode } from './display-modes';
import { expect, test } from './fixtures';
import { goOfflineAfterVisiting } from './helpers';

const READING = { id: 'on-hard-days', title: 'On hard days', paragraphs: 7 };

/** The device's row for a reading, straight from IndexedDB. */
async function libraryRow(page: Page, readingId: string): Promise<unknown> {
  return page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('libraryState').objectStore('libraryState').get(id);
          request.onsuccess = () => {
            resolve(request.result ?? null);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    readingId,
  );
}

/** Scrolls as a reader would until a paragraph's top sits just under the sticky toolbar. */
async function scrollParagraphUnderToolbar(page: Page, index: number): Promise<void> {
  await page.evaluate((at) => {
    const paragraph = document.querySelector(`[data-paragraph="${at}"]`)!;
    const toolbar = document.querySelector<HTMLElement>('.library-toolbar')!;
    // The toolbar sticks below the sticky site header (its computed top).
    const stuckAt = Number.parseFloat(getComputedStyle(toolbar).top) || 0;
    window.scrollTo(0, paragraph.getBoundingClientRect().top + window.scrollY - stuckAt - toolbar.offsetHeight - 4);
  }, index);
}

/** The reader's text size as saved in the local database (Dexie's `settings` table, key 'libraryReader'). */
function savedReaderTextSize(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const request = indexedDB.open('better-minds');
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const database = request.result;
          try {
            const read = database.transaction('settings', 'readonly').objectStore('settings').get('libraryReader');
            read.onsuccess = () => {
              database.close();
              const row = read.result as { value?: { textSize?: string } } | undefined;
              resolve(row?.value?.textSize ?? null);
            };
            read.onerror = () => {
              database.close();
              resolve(null);
            };
          } catch {
            database.close();
            resolve(null);
          }
        };
      }),
  );
}

test('the library reads offline: shelf, place kept across an offline reload, bookmarks, read aloud, text size, and axe', async ({ page, context }) => {
  test.setTimeout(240_000);
  await installSpeechStandIns(page, { recognition: false });

  // Online, the first visit: the person's audio settings (a slower voice) are already on the device.
  await goOfflineAfterVisiting(page, context, '/resonance/library', {
    whileOnline: async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library');
      await page.evaluate(() => localStorage.setItem('better-minds:audio-settings', JSON.stringify({ rate: 0.7, pitch: 1, volume: 0.8 })));
    },
    reload: true,
  });

  // Offline from here. A reading opens from the list, its content notes before its text.
  await page.getByRole('link', { name: READING.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(READING.title);
  const notes = page.getByRole('region', { name: 'Before you read' });
  await expect(notes).toContainText('Low mood and distress');
  const notesBox = (await notes.boundingBox())!;
  const firstParagraphBox = (await page.locator('#paragraph-1').boundingBox())!;
  expect(notesBox.y + notesBox.height).toBeLessThan(firstParagraphBox.y);
  await expect(page.getByRole('status').filter({ hasText: 'Saved for offline' })).toBeVisible();

  // Shelved, and read to the fifth paragraph.
  await page.getByLabel(`Shelf for ${READING.title}`).selectOption('reading');
  await scrollParagraphUnderToolbar(page, 4);
  await expect(page.getByText(`Paragraph 5 of ${READING.paragraphs}`, { exact: true })).toBeVisible();
  await expect.poll(() => libraryRow(page, READING.id)).toMatchObject({ shelf: 'reading', position: 4 });

  // Reloaded offline: it opens at the same paragraph.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(READING.title);
  await expect(page.getByText(`Paragraph 5 of ${READING.paragraphs}`, { exact: true })).toBeVisible();
  await expect(page.locator('#paragraph-5')).toBeInViewport();
  await expect(page.locator('#paragraph-3')).not.toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: 'Opened where you left off, at paragraph 5 of 7.' })).toBeAttached();
  await expect(page.getByLabel(`Shelf for ${READING.title}`)).toHaveValue('reading');

  // A bookmark on the paragraph in view; back at the top, the bookmark jumps to it and focus lands on it.
  await page.getByRole('button', { name: 'Bookmark this paragraph' }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked: remove' })).toBeVisible();
  await expect(page.locator('#paragraph-5')).toContainText('Bookmarked');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByText(`Paragraph 1 of ${READING.paragraphs}`, { exact: true })).toBeVisible();
  const bookmarks = page.getByRole('region', { name: 'Bookmarks' });
  await expect(bookmarks).toContainText('“You do not have to carry a hard…”');
  await bookmarks.getByRole('button', { name: 'Go to paragraph 5' }).click();
  await expect(page.locator('#paragraph-5')).toBeFocused();
  await expect(page.locator('#paragraph-5')).toBeInViewport();
  await expect(page.getByText(`Paragraph 5 of ${READING.paragraphs}`, { exact: true })).toBeVisible();

  // Read aloud from the paragraph in view, with the person's audio settings.
  await page.getByRole('button', { name: 'Read aloud from here' }).click();
  await expect.poll(async () => (await speechLog(page)).spoken.length).toBeGreaterThan(2);
  const spoken = (await speechLog(page)).spoken;
  expect(spoken[0]!.text).toMatch(/^You do not have to carry a hard day alone\./);
  expect(spoken.map((utterance) => utterance.text).join(' ')).not.toContain('Some days are heavy');
  // Float32 in the speech API: 0.7 comes back as 0.699999988...
  expect(spoken[0]!.rate).toBeCloseTo(0.7, 5);
  expect(spoken[0]!.volume).toBeCloseTo(0.8, 5);
  await expect(page.getByRole('button', { name: 'Read aloud from here' })).toBeVisible();
  // Each paragraph (and plain-words gloss) was outlined while it was read, and no outline is left after.
  for (const utterance of (await speechLog(page)).spoken) expect(utterance.outlined ?? '', utterance.text).toContain(utterance.text);
  await expect(page.locator('[data-reading-aloud]')).toHaveCount(0);

  // The reader's own text size is kept across a reload, on top of the global settings.
  const sizeBefore = await page.locator('#paragraph-5 .library-paragraph__text').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  await page.getByLabel('Reading text size').selectOption('largest');
  // Reload only once the choice is saved on the device (the settings table of the local database), and shown back
  // from it: reloading at once could leave before the write had committed.
  await expect.poll(() => savedReaderTextSize(page)).toBe('largest');
  await expect(page.getByLabel('Reading text size')).toHaveValue('largest');
  await page.reload();
  await expect(page.getByLabel('Reading text size')).toHaveValue('largest');
  const sizeAfter = await page.locator('#paragraph-5 .library-paragraph__text').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(sizeAfter).toBeGreaterThan(sizeBefore * 1.2);
  await expect(page.locator('#paragraph-5')).toBeInViewport();

  // The shelf filter finds it, still offline.
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library');
  await page.getByRole('radio', { name: /^Reading \(1\)$/ }).check();
  await expect(page.getByRole('status').filter({ hasText: '1 reading on your Reading shelf.' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(READING.title);
  await expect(cards.first()).toContainText('You stopped at paragraph 5 of 7.');
  await page.getByRole('radio', { name: /^Want to read/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing on your Want to read shelf yet.' })).toBeVisible();
  await page.getByRole('radio', { name: 'All readings' }).check();
  await expect(cards).toHaveCount(6);

  // axe, offline, on the library and on a reading with its bookmark, in every display mode.
  const found = await scanInEveryMode(page, 'library', async () => {
    await expect(page.getByRole('radio', { name: /^Reading \(1\)$/ })).toBeAttached();
  });
  await page.goto(`/resonance/library/${READING.id}`);
  Object.assign(
    found,
    await scanInEveryMode(page, 'reading', async () => {
      await expect(page.getByRole('region', { name: 'Bookmarks' })).toContainText('Go to paragraph 5');
    }),
  );
  expect(found).toEqual({});
});
