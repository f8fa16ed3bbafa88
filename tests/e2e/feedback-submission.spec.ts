import { expect, test } from './fixtures';
import { deviceHeaders } from './admin-support';
import {
  API,
  chooseCategory,
  dialog,
  expectNoAxeViolations,
  fillDefaultForm,
  jsonBody,
  makePng,
  openFeedback,
  readStore,
  installClock,
} from './feedback-support';

/*
 * Screenshots in the feedback dialog and full submissions, against the real feedback functions served by `npm start`
 * (functions/feedback.ts); where a test needs the server to fail, that one call is fulfilled with page.route,
 * following the functions' contract. The service worker is blocked so that every request the page makes is visible
 * to the test (offline behaviour with the worker is in feedback-sync.spec.ts). The page's clock is Playwright's
 * (feedback-support.ts): the floating button's delay is passed, not waited.
 */
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await installClock(page);
});

test.describe('screenshots', () => {
  test("take a file of exactly 5,242,880 bytes, refuse one byte more with 'File size must be less than 5MB' and other types with the spec's message; one the server refuses for good shows the server's message on the thank-you step, and stays on the device", async ({
    page,
  }) => {
    await page.route(`**${API}/upload`, (route) =>
      route.fulfill({
        status: 415,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Only image files (JPG, PNG, GIF, WebP) are allowed' }),
      }),
    );
    await page.goto('/');
    const modal = await openFeedback(page);
    await chooseCategory(page, /Something is not working/);
    const input = modal.getByLabel('Add a screenshot');

    // 'Under 5MB (5,242,880 bytes)' is read as at most 5,242,880 bytes, as the server's /upload accepts: a real
    // image of exactly that size is taken, one byte more is refused.
    const png = await makePng(page);
    const exactly = Buffer.concat([png, Buffer.alloc(5_242_880 - png.length)]);
    expect(exactly.length).toBe(5_242_880);
    await input.setInputFiles({ name: 'exactly-5mb.png', mimeType: 'image/png', buffer: exactly });
    await expect(modal.getByRole('application', { name: /Screenshot preview/ })).toBeVisible();
    await expect(modal.getByRole('alert')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(modal.getByRole('application', { name: /Screenshot preview/ })).toHaveCount(0);

    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([exactly, Buffer.alloc(1)]) });
    await expect(modal.getByRole('alert')).toHaveText('File size must be less than 5MB');
    await expect(modal.getByRole('application', { name: /Screenshot preview/ })).toHaveCount(0);

    await input.setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(modal.getByRole('alert')).toHaveText('Only image files (JPG, PNG, GIF, WebP) are allowed');

    await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(modal.getByRole('alert')).toHaveText('Only image files (JPG, PNG, GIF, WebP) are allowed');
    await expect(modal.getByRole('application', { name: /Screenshot preview/ })).toHaveCount(0);

    // A screenshot the server refuses (/upload answers 415 here).
    await fillDefaultForm(page);
    await input.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
    await expect(modal.getByRole('application', { name: /Screenshot preview/ })).toBeVisible();
    // Sending with a screenshot that is not attached asks first.
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByRole('alert').filter({ hasText: 'Your screenshot is not attached yet' })).toBeVisible();
    await modal.getByRole('button', { name: 'Attach screenshot' }).click();
    await expect(modal.getByText('Screenshot attached.')).toBeVisible();
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(modal.getByText('It could not be sent: Only image files (JPG, PNG, GIF, WebP) are allowed. It is still saved on this device.')).toBeVisible({
      timeout: 20_000,
    });
  });

  test('are previewed first, areas can be blacked out with a pointer or the keyboard, and only the blacked-out image is uploaded', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const modal = await openFeedback(page);
    await chooseCategory(page, /Something is not working/);
    await fillDefaultForm(page, { title: 'Screenshot attached', details: 'See the picture.' });
    await modal.getByLabel('Add a screenshot').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: await makePng(page) });

    const editor = modal.getByRole('application', { name: /Screenshot preview/ });
    await expect(editor).toHaveAccessibleName('Screenshot preview, 0 areas blacked out');
    await expectNoAxeViolations(page, 'step 2 with the screenshot editor');

    // Drag across the red square (the second quarter of the image, each way).
    await editor.scrollIntoViewIfNeeded();
    const box = await editor.boundingBox();
    if (!box) throw new Error('the preview has no box');
    await page.mouse.move(box.x + box.width * 0.24, box.y + box.height * 0.24);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.51, box.y + box.height * 0.51, { steps: 4 });
    await page.mouse.up();
    await expect(editor).toHaveAccessibleName('Screenshot preview, 1 area blacked out');

    // With the keyboard: the frame starts in the middle; move it right and black it out.
    await editor.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(editor).toHaveAccessibleName('Screenshot preview, 2 areas blacked out');
    await modal.getByRole('button', { name: 'Undo last box' }).click();
    await expect(editor).toHaveAccessibleName('Screenshot preview, 1 area blacked out');

    // Attaching keeps the redacted image on the device: nothing is uploaded until the feedback is sent.
    const uploads: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`${API}/upload`)) uploads.push(sent.url());
    });
    await modal.getByRole('button', { name: 'Attach screenshot' }).click();
    await expect(modal.getByText('Screenshot attached.')).toBeVisible();
    await expect(modal.getByRole('img', { name: /Your screenshot as it will be sent/ })).toBeVisible();
    expect(uploads).toEqual([]);

    // Sent from the outbox: the screenshot is uploaded first, then the submission that references it.
    const uploadResponse = page.waitForResponse(
      (response) => response.url().endsWith(`${API}/upload`) && response.request().method() === 'POST',
      { timeout: 20_000 },
    );
    const submitRequest = page.waitForRequest((request) => request.url().endsWith(`${API}/submit`), { timeout: 20_000 });
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    // The upload may be answered to the service worker's Background Sync rather than to the page, whose copy of the
    // answer then has no body to read: its status says it was stored, and the submission carries its address.
    expect((await uploadResponse).ok()).toBe(true);
    const submitted = jsonBody(await submitRequest) as { attachments: string[] };
    expect(submitted.attachments).toHaveLength(1);
    const [uploadedUrl = ''] = submitted.attachments;
    expect(uploadedUrl).toMatch(/\/\.netlify\/functions\/feedback\/uploads\/[0-9a-f-]{36}\.png$/);

    // What the server stored is a PNG whose red square is now solid black, the rest untouched.
    // Served only to the uploader's key (or the admin): 31.1.
    const stored = await request.get(uploadedUrl, { headers: await deviceHeaders(page) });
    expect(stored.headers()['content-type']).toBe('image/png');
    const pixels = await page.evaluate(async (bytes) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
      return { size: [bitmap.width, bitmap.height], inside: at(150, 112), corner: at(10, 10) };
    }, Array.from(await stored.body()));
    expect(pixels.size).toEqual([400, 300]);
    expect(pixels.inside).toEqual([0, 0, 0]);
    expect(pixels.corner).toEqual([255, 255, 255]);
  });


  test('offline, a screenshot can still be attached, and the feedback waits on the device with it', async ({ page, context }) => {
    await page.goto('/');
    const modal = await openFeedback(page);
    const png = await makePng(page);
    await context.setOffline(true);
    await chooseCategory(page, /General feedback/);
    await fillDefaultForm(page);
    await modal.getByLabel('Add a screenshot').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
    await modal.getByRole('button', { name: 'Attach screenshot' }).click();
    await expect(modal.getByText('Screenshot attached.')).toBeVisible();
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(modal.getByRole('status').filter({ hasText: 'Waiting to be sent' })).toContainText('You are offline');
    expect(await readStore<{ name: string; url: string | null }>(page, 'pendingUploads')).toEqual([
      expect.objectContaining({ name: 'screenshot.png', url: null }),
    ]);
    await context.setOffline(false);
  });
});

test.describe('a full submission online', () => {
  test('reaches the real /submit with the spec fields, is stored once on the server, and the thank-you screen shows reference, category, rating, next steps and the count', async ({
    page,
    request,
  }) => {
    // Watched, not answered: the submission goes to the feedback functions served by `npm start`.
    const submits: Record<string, unknown>[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`${API}/submit`)) submits.push(jsonBody(sent));
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/insight');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const modal = await openFeedback(page);
    await chooseCategory(page, /How it felt to use/);
    await expect(modal.getByLabel('Area')).toHaveValue('insight');
    await fillDefaultForm(page, { title: 'Gentle and clear', details: 'The journeys felt kind. <script>alert(1)</script>' });
    await modal.getByRole('radio', { name: /4 out of 5/ }).check();
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();

    await expect(modal).toHaveAccessibleName('Thank you');
    await expect(modal.getByText('Step 3 of 3')).toBeVisible();
    await expect.poll(() => submits.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const sent = submits[0] as Record<string, unknown> & {
      id: string;
      sessionId: string;
      context: Record<string, unknown>;
      metadata: Record<string, unknown>;
    };
    expect(sent).toMatchObject({
      category: 'experience',
      type: 'satisfaction',
      rating: 4,
      title: 'Gentle and clear',
      message: 'The journeys felt kind. <script>alert(1)</script>',
      subcategory: null,
      attachments: [],
    });
    expect(sent.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(sent.sessionId).toEqual(expect.any(String));
    expect(sent.context).toMatchObject({ module: 'insight', page: '/insight', submissionTimestamp: expect.any(String) });
    expect(Object.keys(sent.metadata)).toEqual(['browserInfo', 'deviceInfo', 'navigationInfo', 'accessibilityInfo', 'performance']);
    expect(sent.metadata.deviceInfo).toMatchObject({ type: 'mobile' });
    expect((sent.metadata.navigationInfo as { history: string[] }).history).toContain('/insight');

    await expect(modal.getByText(sent.id.slice(-8).toUpperCase(), { exact: true })).toBeVisible();
    await expect(modal.getByRole('definition').filter({ hasText: 'How it felt to use' })).toBeVisible();
    await expect(modal.getByText('4 out of 5')).toBeVisible();
    await expect(modal.getByText(/how Better Minds felt to use/)).toBeVisible();
    await expect(modal.getByText(/within 48 hours/)).toBeVisible();
    await expect(modal.getByText('Sent: the team has received it.')).toBeVisible({ timeout: 20_000 });

    // On the server: the submission is there, exactly once, as sent.
    // Answered only to this device's key: the feedback id is bound to it.
    const stored = await request.get(`${API}/user/${encodeURIComponent(sent.sessionId)}`, { headers: await deviceHeaders(page) });
    expect(stored.ok()).toBe(true);
    const { data } = (await stored.json()) as { data: { items: Array<{ id: string; category: string; type: string; title: string }> } };
    const mine = data.items.filter((item) => item.id.toLowerCase() === sent.id.toLowerCase());
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ category: 'experience', type: 'satisfaction', title: 'Gentle and clear' });

    // The count line is the real number the server reports (docs/decisions.md), this submission included.
    const analytics = await request.get(`${API}/submission-total`);
    const total = ((await analytics.json()) as { data: { totals: { submissions: number } } }).data.totals.submissions;
    expect(total).toBeGreaterThanOrEqual(1);
    const phrase = total === 1 ? 'piece of feedback has reached our team' : 'pieces of feedback have reached our team';
    await expect(modal.getByText(`${total.toLocaleString('en-US')} ${phrase}`, { exact: false })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'step 3, thank you');

    await modal.getByRole('button', { name: 'Continue Exploring' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a submission the server refuses without a message says 'Submission failed', never 'HTTP {status}'; Submit More Feedback reloads the page", async ({
    page,
  }) => {
    await page.route(`**${API}/submit`, (route) => route.fulfill({ status: 400, contentType: 'text/plain', body: '' }));
    await page.goto('/');
    const modal = await openFeedback(page);
    await chooseCategory(page, /General feedback/);
    await fillDefaultForm(page);
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(modal.getByText('It could not be sent: Submission failed. It is still saved on this device.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(modal.getByText(/HTTP \d{3}/)).toHaveCount(0);

    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: 'Submit More Feedback' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the dialog has no axe violations at any step, in the light theme too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('better-minds:theme', JSON.stringify('light')));
    await page.goto('/');
    const modal = await openFeedback(page);
    await expectNoAxeViolations(page, 'step 1, light');
    await chooseCategory(page, /How it felt to use/);
    await expectNoAxeViolations(page, 'step 2, light');
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expectNoAxeViolations(page, 'step 2 with errors, light');
    await fillDefaultForm(page);
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expectNoAxeViolations(page, 'step 3, light');
  });
});