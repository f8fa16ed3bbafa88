import { expect, test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';
import { doMoodCheckIn } from './insight-helpers';

test('offline, with the service worker in control: a mood check-in survives a reload and shows in your reflections', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  await doMoodCheckIn(page, { pleasantness: 3, energy: 4, words: ['Curious'], note: 'Written on the train' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mood check-in');

  await page.goto('/insight/reflections');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your reflections');
  await expect(page.getByText(/^1 check-in on /)).toBeVisible();
  await page.getByText('Show the check-ins as a table').click();
  const table = page.getByRole('table', { name: /Mood check-ins/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Curious');
  await expect(page.getByRole('region', { name: 'Latest entries' })).toContainText('Curious · pleasantness 3 of 5, energy 4 of 5');
  await context.setOffline(false);
});
