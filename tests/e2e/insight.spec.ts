import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { activities } from '../../src/content/insight/activities';
import { flows } from '../../src/content/insight/flows';
import { tools } from '../../src/content/insight/tools';
import { trails } from '../../src/content/insight/trails';
import { waitForServiceWorkerControl } from './helpers';
import { countRows, doMoodCheckIn, goOfflineAfterFirstVisit, toolCompletedIds } from './insight-helpers';

test('offline after the first visit: every tool, trail, activity and flow opens; a check-in, a thought record and a breathing session are still there after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);

  for (const tool of tools) {
    await page.goto(`/insight/tools/${tool.id}`);
    await expect(page.getByRole('heading', { level: 1 }), tool.id).toHaveText(tool.title.standard);
  }
  for (const trail of trails) {
    await page.goto(`/insight/trails/${trail.id}`);
    await expect(page.getByRole('heading', { level: 1 }), trail.id).toHaveText(trail.title.standard);
  }
  for (const activity of activities) {
    await page.goto(`/insight/imaginarium/${activity.id}`);
    await expect(page.getByRole('heading', { level: 1 }), activity.id).toHaveText(activity.title.standard);
  }
  for (const flow of flows) {
    await page.goto(`/flow/${flow.id}`);
    await expect(page.getByRole('heading', { level: 1 }), flow.id).toHaveText(flow.title.standard);
  }

  await doMoodCheckIn(page, { pleasantness: 2, energy: 2, words: ['Tired'], note: 'Long day at work' });
  // A hard check-in is met with gentle options and crisis help, never a diagnosis.
  await expect(page.getByRole('link', { name: 'A few minutes of slow breathing' })).toBeVisible();

  await page.goto('/insight/tools/thought-record');
  await page.getByLabel('What happened?').fill('My manager did not reply to my email.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Anxious', exact: true }).check();
  await page.getByRole('group', { name: /How strong was the main feeling/ }).getByRole('radio', { name: '7', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // A required answer left empty is flagged, and nothing moves on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('Some answers are needed');
  await page.getByLabel(/The thought that came up/).fill('They think my work is bad.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /Mind reading/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Facts that do not fit the thought').fill('They praised my last report.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('A more balanced thought').fill('They may just be busy; there is no sign my work is bad.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Saved on this device' })).toBeVisible();

  await page.clock.install();
  await page.goto('/insight/tools/paced-breathing');
  await page.getByRole('radio', { name: '1 minute' }).check();
  await page.getByRole('button', { name: 'Start breathing' }).click();
  await expect(page.locator('.insight-breath__cue')).toContainText('Breathe in');
  await page.clock.fastForward('01:01');
  await expect(page.getByRole('heading', { level: 2, name: 'Session complete' })).toBeVisible();
  await page.getByRole('group', { name: /How tense do you feel now/ }).getByRole('radio', { name: '3', exact: true }).check();
  await page.getByRole('button', { name: 'Save this session' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Saved on this device' })).toBeVisible();

  // Each completion recorded tool_completed, still waiting in the outbox while offline.
  expect(await countRows(page, 'insightEntries')).toBe(3);
  expect(await toolCompletedIds(page)).toEqual(['mood-check-in', 'paced-breathing', 'thought-record']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paced breathing');
  await expect(page.getByRole('region', { name: 'Your entries' }).getByText('In for 4, out for 6 · 1 min')).toBeVisible();
  await page.goto('/insight/tools/thought-record');
  await expect(page.getByText('They think my work is bad.').first()).toBeVisible();
  await page.goto('/insight/tools/mood-check-in');
  await expect(page.getByRole('region', { name: 'Your entries' }).getByText('Tired · pleasantness 2 of 5, energy 2 of 5')).toBeVisible();
  await context.setOffline(false);
});

test('an entry can be read, changed and deleted', async ({ page }) => {
  await doMoodCheckIn(page, { pleasantness: 4, energy: 4, words: ['Hopeful'], note: 'A good walk' });
  const entries = page.getByRole('region', { name: 'Your entries' });
  await entries.getByText('Show all answers').click();
  await expect(entries.getByText('A good walk')).toBeVisible();

  await entries.getByRole('link', { name: /^Edit entry from/ }).click();
  await expect(page.getByText(/Changing your entry from/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Calm', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Anything you want to remember about now/).fill('A good walk by the river');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Changing your entry from/)).toHaveCount(0);
  await expect(entries.getByText('Hopeful, Calm · pleasantness 4 of 5, energy 4 of 5')).toBeVisible();
  // Changing an entry is not a new completion.
  expect(await toolCompletedIds(page)).toEqual(['mood-check-in']);

  await entries.getByRole('button', { name: /^Delete entry from/ }).click();
  await entries.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(entries.getByText('Nothing saved yet.', { exact: false })).toBeVisible();
  expect(await countRows(page, 'insightEntries')).toBe(0);
});

/** The step a trail's saved progress points at, read straight from IndexedDB. */
function currentTrailStep(page: Page, trailId: string): Promise<string | null> {
  return page.evaluate(
    (id) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('trailProgress').objectStore('trailProgress').get(id);
          request.onsuccess = () => resolve((request.result as { currentStepId: string | null } | undefined)?.currentStepId ?? null);
          request.onerror = () => reject(request.error);
        };
      }),
    trailId,
  );
}

test('offline after the first visit: a trail resumes where it was left, and a trail about trauma says so before it begins', async ({
  page,
  context,
}) => {
  await goOfflineAfterFirstVisit(page, context);
  await page.goto('/insight/trails/caregiver');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caring for someone');
  await expect(page.getByRole('heading', { level: 2, name: 'Love and strain, side by side' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as read and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What a caring day asks of you' })).toBeVisible();
  await page.getByLabel(/What is the hardest part for you/).fill('The nights, mostly.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Turn some of that care towards yourself' })).toBeVisible();

  await page.goto('/insight/trails');
  await expect(page.getByRole('listitem').filter({ hasText: 'Caring for someone' })).toContainText('2 of 6 steps done');
  await page.getByRole('link', { name: 'Caring for someone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back' })).toContainText('You are on step 3 of 6');
  await expect(page.getByRole('heading', { level: 2, name: 'Turn some of that care towards yourself' })).toBeVisible();
  await page.getByRole('link', { name: 'What a caring day asks of you' }).click();
  await expect(page.getByLabel(/What is the hardest part for you/)).toHaveValue('The nights, mostly.');
  // The step on screen is saved just after it renders: wait for the device to hold it before leaving the page.
  const secondStep = trails.find((trail) => trail.id === 'caregiver')!.steps[1]!.id;
  await expect.poll(() => currentTrailStep(page, 'caregiver')).toBe(secondStep);

  await page.goto('/insight/trails/abuse-recovery');
  await expect(page.getByRole('heading', { level: 2, name: 'Before you begin' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Before you begin' }).getByRole('link', { name: 'get crisis help' })).toHaveAttribute('href', '/crisis-help');
  await expect(page.getByRole('heading', { level: 2, name: 'Your pace, your choice' })).toHaveCount(0);
  await page.getByRole('button', { name: 'I am ready to begin' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your pace, your choice' })).toBeVisible();

  // Still where it was last left (the step revisited above), after a reload with no network.
  await page.goto('/insight/trails/caregiver');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back' })).toContainText('You are on step 2 of 6');
  await expect(page.getByLabel(/What is the hardest part for you/)).toHaveValue('The nights, mostly.');
  await context.setOffline(false);
});

test('a guided flow records each step viewed, each answer and its completion', async ({ page }) => {
  await page.goto('/flow/worry-less?tier=teen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('When worry takes over');
  await expect(page.getByRole('radio', { name: 'Teenagers' })).toBeChecked();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('What is the worry, in one sentence?').fill('My exam on Friday.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Yes, something' }).check();
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('What will you do next?').fill('Revise one topic tonight.');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Well done' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Related flows' })).toBeVisible();
  const events = await page.evaluate(
    () =>
      new Promise<{ event_type: string; event_data: { tier?: string } }[]>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('flowEvents').objectStore('flowEvents').getAll();
          request.onsuccess = () => resolve(request.result as never);
        };
      }),
  );
  const types = events.map((event) => event.event_type);
  expect(types.filter((type) => type === 'step_viewed')).toHaveLength(5);
  expect(types.filter((type) => type === 'answer_given')).toHaveLength(3);
  expect(types).toContain('flow_started');
  expect(types).toContain('flow_completed');
  expect(events.every((event) => event.event_data.tier === 'teen')).toBe(true);
});

test('offline after the first visit: export, delete everything, import: the entries come back; a wrong passphrase and a damaged file change nothing', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await goOfflineAfterFirstVisit(page, context);
  await doMoodCheckIn(page, { pleasantness: 5, energy: 3, words: ['Grateful'], note: 'Lunch with Sam' });
  await page.goto('/insight/tools/safety-plan');
  await page.getByLabel('Warning sign 1').fill('Not sleeping');
  await page.getByRole('button', { name: 'Next' }).click();
  for (let step = 0; step < 5; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Something that matters 1').fill('My sister');
  await page.getByRole('button', { name: 'Save my plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'My safety plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await expect(page.getByText('Not sleeping')).toBeVisible();

  await page.goto('/insight/reflections');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your reflections');
  await page.getByText('Show the check-ins as a table').click();
  await expect(page.getByRole('table', { name: /Mood check-ins/ })).toContainText('Grateful');

  await page.getByLabel('Protect the file with a passphrase').check();
  await page.getByLabel('Passphrase (at least 8 characters)').fill('correct horse battery');
  await page.getByLabel('The same passphrase again').fill('correct horse battery');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to a file' }).click();
  const download = await downloading;
  const file = testInfo.outputPath('export.json');
  await download.saveAs(file);
  const exported = await readFile(file, 'utf8');
  expect(exported).not.toContain('Lunch with Sam');
  expect(JSON.parse(exported)).toMatchObject({ format: 'better-minds-personal-data', protected: true });

  await page.getByLabel('I understand that this deletes everything on this device').check();
  await page.getByRole('button', { name: 'Delete everything' }).click();
  // The first (online) visit sent usage events to the feedback functions: erasing them needs a connection, so
  // offline nothing is deleted and the page says so, offering to delete on this device only.
  await expect(page.getByRole('alert')).toContainText('You are offline, so nothing was deleted.');
  expect(await countRows(page, 'insightEntries')).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Delete on this device only' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been deleted' })).toBeVisible();
  await expect(page.getByText('No mood check-ins yet.')).toBeVisible();
  expect(await countRows(page, 'insightEntries')).toBe(0);

  const importFile = page.getByLabel('Export file');
  await importFile.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(exported.slice(0, 200)) });
  await expect(page.getByRole('alert')).toContainText('not a Better Minds export, or it is damaged');

  await importFile.setInputFiles(file);
  await page.getByLabel(/This file is protected/).fill('wrong passphrase');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The passphrase is wrong, or the file is damaged.');
  expect(await countRows(page, 'insightEntries')).toBe(0);

  await page.getByLabel(/This file is protected/).fill('correct horse battery');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  await page.getByText('Show the check-ins as a table').click();
  await expect(page.getByRole('table', { name: /Mood check-ins/ })).toContainText('Grateful');
  await page.goto('/insight/tools/safety-plan');
  await expect(page.getByText('Not sleeping')).toBeVisible();
  await expect(page.getByText('My sister')).toBeVisible();
  // The tool_completed records are personal data too, and came back with the entries.
  expect(await toolCompletedIds(page)).toEqual(['mood-check-in', 'safety-plan']);
  await context.setOffline(false);
});
