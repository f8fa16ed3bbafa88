import { expect, test, waitForAppOnNavigation } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';
import { deviceHeaders } from './admin-support';

/*
 * End to end with the real feedback functions (functions/feedback.ts on the `npm start` server), the sync engine's
 * replayer and the service worker: feedback written with no connection waits on the device and arrives once.
 */
const API = '/.netlify/functions/feedback';

test('a submission made offline reaches the server exactly once after the network returns (checked on the server)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const submitCalls: string[] = [];
  context.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`${API}/submit`)) submitCalls.push(sent.url());
  });

  await page.goto('/resonance');
  await waitForServiceWorkerControl(page);
  const launcher = page.getByRole('complementary', { name: 'Feedback' }).getByRole('button', { name: 'Feedback' });
  await expect(launcher).toBeVisible({ timeout: 15_000 });
  await launcher.click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: /An idea or request/ }).click();

  await context.setOffline(true);
  await modal.getByLabel('Title').fill('An offline idea');
  await modal.getByLabel('Details').fill('Written on a train with no signal.');
  await modal.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(modal.getByRole('status').filter({ hasText: 'Waiting to be sent' })).toContainText('You are offline');

  // Saved in the app's database (it exists by now: the submission was written to it).
  const { id, sessionId } = await page.evaluate(
    () =>
      new Promise<{ id: string; sessionId: string }>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('feedbackSubmissions').objectStore('feedbackSubmissions').getAll();
          all.onsuccess = () => {
            const rows = all.result as Array<{ id: string; sessionId: string; title: string }>;
            const row = rows.find((candidate) => candidate.title === 'An offline idea');
            open.result.close();
            if (row) resolve({ id: row.id, sessionId: row.sessionId });
            else reject(new Error('the submission was not saved'));
          };
        };
      }),
  );
  await expect(modal.getByText(id.slice(-8).toUpperCase(), { exact: true })).toBeVisible();

  // Still offline, the app reloads from the service worker and the submission is still waiting.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resonance');
  const before = await request.get(`${API}/user/${sessionId}`, { headers: await deviceHeaders(page) });
  expect(((await before.json()) as { data: { items: Array<{ id: string }> } }).data.items.map((item) => item.id)).not.toContain(id);

  await context.setOffline(false);
  const storedIds = async () => {
    const answer = await request.get(`${API}/user/${sessionId}`, { headers: await deviceHeaders(page) });
    const body = (await answer.json()) as { data: { items: Array<{ id: string }> } };
    return body.data.items.filter((item) => item.id === id).length;
  };
  await expect.poll(storedIds, { timeout: 60_000 }).toBe(1);

  // More replays (reloads, a second tab) find nothing left to send, and the server still holds it once.
  await page.reload();
  const second = waitForAppOnNavigation(await context.newPage());
  await second.goto('/');
  await page.waitForTimeout(3_000);
  expect(await storedIds()).toBe(1);
  const outbox = await page.evaluate(
    (recordId) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            resolve((all.result as Array<{ recordId: string }>).filter((entry) => entry.recordId === recordId).length);
            open.result.close();
          };
        };
      }),
    id,
  );
  expect(outbox).toBe(0);
  expect(submitCalls.length).toBeGreaterThanOrEqual(1);
});
