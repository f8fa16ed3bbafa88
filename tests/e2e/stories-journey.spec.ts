import type { Locator, Page } from '@playwright/test';
import { STORY_COMPOSITE_NOTICE, stories } from '../../src/content/resonance/stories';
import { installSpeechStandIns, openPanel, settingSwitch, speechLog, spokenTexts } from './accessibility-helpers';
import { scanInEveryMode } from './display-modes';
import { expect, test } from './fixtures';
import { goOfflineAfterVisiting } from './helpers';

const story = stories[0]!;
const firstParagraph = story.body[0]!;

/** Switches one setting in the accessibility panel, as a person would, and closes the panel. */
async function toggleSetting(page: Page, name: string): Promise<void> {
  await openPanel(page);
  await settingSwitch(page, name).click();
  await page.keyboard.press('Escape');
}

/** True when `first` comes before `second` in the document. */
async function comesBefore(first: Locator, second: Locator): Promise<boolean> {
  const secondHandle = await second.elementHandle();
  return first.evaluate((node, other) => Boolean(other && node.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING), secondHandle);
}

test('stories offline after the first visit: the list with content notes, a story behind its notes, plain language, read aloud in audio mode', async ({
  page,
  context,
}) => {
  await installSpeechStandIns(page);
  await goOfflineAfterVisiting(page, context, '/');

  // The list, offline, from a cold reload: every story with its minutes and content notes before it is opened.
  await page.goto('/resonance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resonance');
  await expect(page.getByRole('region', { name: 'An illustrative composite' })).toContainText(STORY_COMPOSITE_NOTICE.standard);
  const cards = page.locator('.stories-card');
  await expect(cards).toHaveCount(stories.length);
  const card = cards.filter({ has: page.getByRole('link', { name: story.title.standard }) });
  await expect(card).toContainText(`${story.minutes} min read`);
  await expect(card).toContainText(`Content notes: ${story.contentNotes.join('; ')}`);
  for (const name of ['Library', 'Community', 'Submit a book']) await expect(page.getByRole('link', { name, exact: true }).last()).toBeVisible();

  // A story: the composite notice and the content notes come first; the text waits behind "Read the story".
  await card.getByRole('link', { name: story.title.standard }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title.standard);
  const notes = page.getByRole('region', { name: 'Before you read' });
  for (const note of story.contentNotes) await expect(notes.getByText(note)).toBeVisible();
  const text = page.getByText(firstParagraph.standard);
  await expect(text).toBeHidden();
  const opener = page.getByText('Read the story', { exact: true });
  expect(await comesBefore(page.getByRole('region', { name: 'An illustrative composite' }), notes)).toBe(true);
  expect(await comesBefore(notes, opener)).toBe(true);
  await opener.click();
  await expect(text).toBeVisible();
  await expect(page.getByRole('region', { name: 'Finding help' })).toContainText(story.helpNote.standard);
  await expect(page.getByRole('region', { name: 'Finding help' }).getByRole('link', { name: 'crisis help' })).toHaveAttribute('href', '/crisis-help');
  // Read aloud belongs to audio mode: not offered yet.
  await expect(page.getByRole('button', { name: 'Read the story aloud' })).toHaveCount(0);

  // Plain language: every paragraph in its plain variant.
  await toggleSetting(page, 'Plain Language');
  await expect(page.getByText(firstParagraph.plain)).toBeVisible();
  await expect(page.getByText(firstParagraph.standard)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Getting help' })).toContainText(story.helpNote.plain);

  // Audio mode: the story is read aloud, in plain words, after the mode's own (plain) announcement.
  await toggleSetting(page, 'Audio Mode');
  await expect.poll(async () => (await spokenTexts(page)).join(' ')).toMatch(/^Audio mode/);
  const spokenBefore = (await speechLog(page)).spoken.length;
  await page.getByRole('button', { name: 'Read the story to me' }).click();
  await expect(page.getByRole('button', { name: 'Stop reading', pressed: true })).toBeVisible();
  await expect.poll(async () => (await spokenTexts(page)).join(' ')).toContain(story.helpNote.plain);
  const spoken = (await spokenTexts(page)).join(' ');
  expect(spoken).toContain(story.title.plain);
  expect(spoken).toContain(STORY_COMPOSITE_NOTICE.plain);
  for (const paragraph of story.body) expect(spoken).toContain(paragraph.plain);
  expect(spoken).not.toContain(firstParagraph.standard);
  await expect(page.getByRole('button', { name: 'Read the story to me', pressed: false })).toBeVisible();
  // Each part was read with its own block outlined (title, notice, every paragraph, help), and none is left after.
  const readAloud = (await speechLog(page)).spoken.slice(spokenBefore);
  expect(readAloud.length).toBeGreaterThanOrEqual(story.body.length + 3);
  for (const utterance of readAloud) expect(utterance.outlined ?? '', utterance.text).toContain(utterance.text);
  await expect(page.locator('[data-reading-aloud]')).toHaveCount(0);

  // A deep link to another story, reloaded offline: prerendered and served by the service worker, settings kept.
  const other = stories[stories.length - 1]!;
  await page.goto(`/resonance/stories/${other.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title.plain);
  await expect(page.getByRole('region', { name: 'Before you read' })).toContainText(other.contentNotes[0]!);
  await page.getByText('Read the story', { exact: true }).click();
  await expect(page.getByText(other.body[0]!.plain)).toBeVisible();
  await context.setOffline(false);
});

test('axe finds no violation on /resonance and on an opened story, in every display mode', async ({ page }) => {
  await page.goto('/resonance');
  const home = await scanInEveryMode(page, '/resonance', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resonance');
  });
  await page.goto(`/resonance/stories/${story.id}`);
  const opened = await scanInEveryMode(page, 'an opened story', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title.standard);
    await page.getByText('Read the story', { exact: true }).click();
    await expect(page.getByText(firstParagraph.standard)).toBeVisible();
  });
  expect({ ...home, ...opened }).toEqual({});
});
