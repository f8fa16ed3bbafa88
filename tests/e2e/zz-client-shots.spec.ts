import type { Prescription } from '../../contract/prescription-schemas';
import { todayIn } from '../../src/lib/prescriptions/rhythm';
import { prescriptionLink } from '../../src/lib/prescriptions/share-codec';
import { expect, test } from './fixtures';

const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
test('shots', async ({ page, baseURL }) => {
  const p: Prescription = { id: 'rx-shot', createdAt: new Date(Date.now() - 3 * 86400000).toISOString(), prescriber: { name: 'Sam Rivera', credentials: 'LCSW' }, note: 'A few small things for this week.\nNo rush.', crisisReminder: true,
    items: [
      { id: 'mood', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-20', window: { from: '19:00', to: '21:00' } }, note: 'Evenings are best.' },
      { id: 'flow', kind: 'flow', contentId: 'grounding', ageTier: 'teen', title: 'Grounding', rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-11-30' } },
    ] };
  await page.setViewportSize({ width: 900, height: 1400 });
  await page.goto(prescriptionLink(new URL(baseURL!).origin, p));
  await page.getByRole('button', { name: 'Add to my journeys' }).click();
  await page.screenshot({ path: '/tmp/client-shot-1.png', fullPage: true });
  await page.goto('/insight/journeys');
  await expect(page.getByText('From Sam Rivera')).toBeVisible();
  await page.screenshot({ path: '/tmp/client-shot-2.png', fullPage: false });
  await page.goto('/insight/journeys?send=rx-shot');
  await page.getByRole('radio', { name: /marked it done/ }).first().check();
  await page.screenshot({ path: '/tmp/client-shot-3.png', fullPage: true });
  await page.getByRole('button', { name: 'Make the return' }).click();
  await page.screenshot({ path: '/tmp/client-shot-4.png', fullPage: true });
  await page.goto('/journey/ABCD-EFGH-J');
  await page.screenshot({ path: '/tmp/client-shot-5.png' });
});
