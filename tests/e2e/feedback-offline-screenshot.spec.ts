import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { adminCredentials, API, deviceHeaders, E2E_DATA_DIR } from './admin-support';
import { waitForServiceWorkerControl } from './helpers';

/*
 * One writer per record, end to end (issue 11): with the service worker in control and no connection, feedback with
 * a redacted screenshot is saved on the device in one transaction; it survives a reload offline; back online the
 * replayer uploads the screenshot (through two 500s, by the same upload id) and then sends the submission that
 * references it. The server holds both once, linked, and the admin screen shows them. Against the real feedback
 * functions served by `npm start`.
 */

interface StoredRows {
  submissions: { id: string; sessionId: string; title: string }[];
  outbox: { kind: string; recordId: string }[];
  uploads: { id: string; submissionId: string; url: string | null }[];
}

/** The app's own database, read as it is (no Dexie in the test). */
function readRows(page: Page): Promise<StoredRows> {
  return page.evaluate(
    () =>
      new Promise<StoredRows>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['feedbackSubmissions', 'outbox', 'pendingUploads']);
          const all = (name: string) => tx.objectStore(name).getAll();
          const submissions = all('feedbackSubmissions');
          const outbox = all('outbox');
          const uploads = all('pendingUploads');
          tx.oncomplete = () => {
            open.result.close();
            resolve({
              submissions: submissions.result as StoredRows['submissions'],
              outbox: outbox.result as StoredRows['outbox'],
              uploads: uploads.result as StoredRows['uploads'],
            });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** A PNG drawn in the page: white, with a red square in the second quarter each way (the area to black out). */
async function makePng(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(400, 300);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#ff0000';
    context.fillRect(100, 75, 100, 75);
    return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

test('offline feedback with a blacked-out screenshot survives a reload and reaches the server once, linked, through two failed uploads', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // The first two uploads answer 500 (the replayer must retry); every call is counted, the service worker's too.
  const uploadIds: string[] = [];
  const submitCalls: string[] = [];
  await context.route(`**${API}/upload`, async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    uploadIds.push(/name="id"\r\n\r\n([0-9a-f-]{36})/i.exec(body)?.[1] ?? 'none');
    if (uploadIds.length <= 2) await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' });
    else await route.continue();
  });
  context.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`${API}/submit`)) submitCalls.push(sent.url());
  });

  await page.goto('/resonance');
  await waitForServiceWorkerControl(page);
  const png = await makePng(page);
  await context.setOffline(true);

  const launcher = page.getByRole('complementary', { name: 'Feedback' }).getByRole('button', { name: 'Feedback' });
  await expect(launcher).toBeVisible({ timeout: 15_000 });
  await launcher.click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: /General feedback/ }).click();
  const title = `Offline screenshot ${Date.now().toString(36)}`;
  await modal.getByLabel('Title').fill(title);
  await modal.getByLabel('Details').fill('The picture shows where it went wrong.');

  // Attach a screenshot and black out the red square by dragging across it.
  await modal.getByLabel('Add a screenshot').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
  const editor = modal.getByRole('application', { name: /Screenshot preview/ });
  await editor.scrollIntoViewIfNeeded();
  const box = await editor.boundingBox();
  if (!box) throw new Error('the preview has no box');
  await page.mouse.move(box.x + box.width * 0.24, box.y + box.height * 0.24);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.51, box.y + box.height * 0.51, { steps: 6 });
  await page.mouse.up();
  await expect(editor).toHaveAccessibleName('Screenshot preview, 1 area blacked out');
  await modal.getByRole('button', { name: 'Attach screenshot' }).click();
  await expect(modal.getByText('Screenshot attached.')).toBeVisible();

  await modal.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(modal.getByRole('status').filter({ hasText: 'Waiting to be sent' })).toContainText('You are offline');

  // Saved together: the submission, its screenshot and its outbox entry.
  const before = await readRows(page);
  const submission = before.submissions.find((row) => row.title === title);
  if (!submission) throw new Error('the submission was not saved');
  await expect(modal.getByText(submission.id.slice(-8).toUpperCase(), { exact: true })).toBeVisible();
  const upload = before.uploads.find((row) => row.submissionId === submission.id);
  if (!upload) throw new Error('the screenshot was not saved with the submission');
  expect(upload.url).toBeNull();
  expect(before.outbox.filter((entry) => entry.recordId === submission.id).map((entry) => entry.kind)).toEqual(['feedback_submission']);

  // Still offline, the app reloads from the service worker, and everything is still waiting on the device.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resonance');
  const afterReload = await readRows(page);
  expect(afterReload.submissions.map((row) => row.id)).toContain(submission.id);
  expect(afterReload.uploads.map((row) => row.id)).toEqual([upload.id]);
  expect(afterReload.outbox.filter((entry) => entry.recordId === submission.id)).toHaveLength(1);
  expect(uploadIds).toEqual([]);
  expect(submitCalls).toEqual([]);

  // Online again: two failed uploads, then one that is stored, then the submission.
  await context.setOffline(false);
  const stored = async () => {
    const answer = await request.get(`${API}/user/${submission.sessionId}`, { headers: await deviceHeaders(page) });
    const body = (await answer.json()) as { data: { items: { id: string }[] } };
    return body.data.items.filter((item) => item.id === submission.id).length;
  };
  await expect.poll(stored, { timeout: 60_000 }).toBe(1);
  await expect.poll(async () => (await readRows(page)).outbox.filter((entry) => entry.recordId === submission.id).length).toBe(0);
  expect(uploadIds.length).toBeGreaterThanOrEqual(3);
  expect(new Set(uploadIds)).toEqual(new Set([upload.id]));
  expect(submitCalls.length).toBeGreaterThanOrEqual(1);

  // The server holds the screenshot once (one file for the upload id, whatever the retries), as a redacted PNG.
  const screenshotUrl = `${API}/uploads/${upload.id}.png`;
  expect(readdirSync(join(E2E_DATA_DIR, 'uploads')).filter((file) => file.startsWith(upload.id))).toHaveLength(1);
  // Served only to the uploader's key (or the admin): 31.1.
  const image = await request.get(screenshotUrl, { headers: await deviceHeaders(page) });
  expect(image.headers()['content-type']).toBe('image/png');
  const pixels = await page.evaluate(async (bytes) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context2d = canvas.getContext('2d');
    if (!context2d) throw new Error('no 2d context');
    context2d.drawImage(bitmap, 0, 0);
    const at = (x: number, y: number) => Array.from(context2d.getImageData(x, y, 1, 1).data.slice(0, 3));
    return { inside: at(150, 112), corner: at(10, 10) };
  }, Array.from(await image.body()));
  expect(pixels).toEqual({ inside: [0, 0, 0], corner: [255, 255, 255] });

  // Linked: the admin screen shows the submission with its one screenshot.
  const { email, password } = adminCredentials();
  await page.goto(`/admin/moderation?q=${encodeURIComponent(title)}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'item' })).toHaveText('1 item, page 1 of 1');
  await page.getByRole('button', { name: title }).click();
  const detail = page.getByRole('region', { name: title });
  await expect(detail.getByText(submission.id.slice(-8).toUpperCase())).toBeVisible();
  const screenshot = detail.getByRole('img', { name: /Screenshot \d+ attached to this feedback/ });
  await expect(screenshot).toHaveCount(1);
  await expect(screenshot).toHaveAttribute('src', screenshotUrl);
  await expect.poll(() => screenshot.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(400);
  await screenshot.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('admin-offline-screenshot.png'), fullPage: true });
});
