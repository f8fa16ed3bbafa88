import { expect, test } from './fixtures';
import { activities } from '../../src/content/insight/activities';
import { flows } from '../../src/content/insight/flows';
import { journeys } from '../../src/content/insight/journeys';
import { tools } from '../../src/content/insight/tools';
import { trails } from '../../src/content/insight/trails';
import { scanLoadedPageInEveryMode } from './display-modes';
import { doMoodCheckIn } from './insight-helpers';

// Each test opens its own page and stores nothing shared: let both workers share this long file.
test.describe.configure({ mode: 'parallel' });

/** Every Insight screen, in groups. */
const screenGroups: Record<string, string[]> = {
  tools: ['/insight', '/insight/tools', ...tools.map((tool) => `/insight/tools/${tool.id}`)],
  trails: ['/insight/trails', ...trails.map((trail) => `/insight/trails/${trail.id}`)],
  'journeys and imaginarium': [
    '/insight/journeys',
    ...journeys.map((journey) => `/insight/journeys?journey=${journey.id}`),
    '/insight/imaginarium',
    ...activities.map((activity) => `/insight/imaginarium/${activity.id}`),
  ],
  'flows and reflections': [...flows.map((flow) => `/flow/${flow.id}`), '/insight/reflections'],
};

// Every screen is loaded once and scanned in each display mode in place (display-modes.ts: structure once in the
// default dark theme, colours in every mode). Extra Large text is not scanned here: it changes no colour and no
// structure, and every route's reflow at 320 px with Extra Large text is checked by accessibility-routes.spec.ts (a
// tool, two trails, journeys, an activity, a flow and Your reflections among them).
// Parts of at most nine screens, so both workers share the walk and a loaded machine never runs one test for long.
const PART_SIZE = 9;
const parts = Object.entries(screenGroups).flatMap(([group, screens]) =>
  Array.from({ length: Math.ceil(screens.length / PART_SIZE) }, (_, index) => ({
    name: `${group}, part ${index + 1}`,
    // Data on screen too (a saved check-in, entries, charts) where the screens show it.
    withData: group === 'tools' || group === 'flows and reflections',
    screens: screens.slice(index * PART_SIZE, (index + 1) * PART_SIZE),
  })),
);

for (const part of parts) {
  test(`Insight screens (${part.name}) have no axe violations in any display mode`, async ({ page }) => {
    test.setTimeout(300_000);
    const found: Record<string, string[]> = {};
    if (part.withData) {
      await doMoodCheckIn(page, { pleasantness: 4, energy: 2, words: ['Calm'], note: 'Quiet evening' });
      Object.assign(found, await scanLoadedPageInEveryMode(page, 'mood check-in, saved'));
    }
    for (const path of part.screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/insight/reflections') await expect(page.locator('.insight-chart svg').first()).toBeVisible();
      Object.assign(found, await scanLoadedPageInEveryMode(page, path));
    }
    expect(found).toEqual({});
  });
}

test('the breathing guide has a static step-by-step form under Reduce Motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/insight/tools/paced-breathing');
  await page.getByRole('button', { name: 'Start breathing' }).click();
  await expect(page.locator('.insight-breath__circle')).toHaveCount(0);
  const steps = page.locator('.insight-breath__steps');
  await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  await expect(steps).toContainText('Breathe in gently, through your nose if you can, for 4 seconds.');
});

test('keyboard only: a check-in can be completed without a mouse', async ({ page }) => {
  await page.goto('/insight/tools/mood-check-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mood check-in');
  await page.getByRole('group', { name: /How pleasant or unpleasant/ }).getByRole('radio', { name: '3', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('group', { name: /How pleasant or unpleasant/ }).getByRole('radio', { name: '4', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('group', { name: /How much energy/ }).getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Which words fit?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Saved on this device' })).toBeFocused();
});
