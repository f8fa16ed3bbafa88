import { expect, test, type Page } from './fixtures';
import { deviceHeaders } from './admin-support';
import {
  API,
  WIDGET_DELAY_MS,
  chooseCategory,
  dialog,
  expectNoAxeViolations,
  fillDefaultForm,
  jsonBody,
  launcher,
  makePng,
  openFeedback,
  passTime,
  readStore,
  showLauncher,
  watchTracking,
} from './feedback-support';

/*
 * The feedback widget, its three-step dialog, screenshots and a full submission, against the real feedback functions
 * served by `npm start` (functions/feedback.ts). Where a test needs the server to fail or to give a particular answer,
 * that one call is fulfilled with page.route, following the functions' contract (`{ success: true, data }` or
 * `{ success: false, error }`). The service worker is blocked here so that every request the page makes is visible to
 * the test; offline behaviour with the worker is in feedback-sync.spec.ts. Prompting and the behaviour tracker are in
 * feedback-prompting.spec.ts. The page's clock is Playwright's (feedback-support.ts): delays are passed, not waited.
 */
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

/** Keeps, in the page, the page clock's time when the document started and when the floating button first showed. */
async function noteWhenTheButtonAppears(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times = { startedAt: Date.now(), appearedAt: 0 };
    (window as unknown as { feedbackButtonTimes: typeof times }).feedbackButtonTimes = times;
    new MutationObserver(() => {
      if (!times.appearedAt && document.querySelector('.fb-launcher')) times.appearedAt = Date.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

async function expectNothingCoveredAtEveryScroll(page: Page): Promise<void> {
  const protectedElements = [
    page.getByRole('banner').getByRole('link', { name: /crisis help/i }),
    page.getByRole('button', { name: /accessibility/i }),
  ];
  const width = page.viewportSize()?.width;
  for (const scroll of [0, 400, 100_000]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    // The widget measures on the next animation frame after a scroll (the page's clock): let it, then render.
    await passTime(page, 200);
    const widget = await launcher(page).boundingBox();
    expect(widget).not.toBeNull();
    for (const element of protectedElements) {
      if (!(await element.isVisible())) continue;
      const other = await element.boundingBox();
      if (!widget || !other) continue;
      const overlaps =
        widget.x < other.x + other.width &&
        widget.x + widget.width > other.x &&
        widget.y < other.y + other.height &&
        widget.y + widget.height > other.y;
      expect(overlaps, `the feedback button covers ${await element.textContent()} at scroll ${scroll} (${width} px)`).toBe(false);
    }
    // And the crisis link can still be clicked where it is.
    const crisis = protectedElements[0];
    if (crisis && (await crisis.isVisible())) await crisis.click({ trial: true });
  }
}

test.describe('the floating widget', () => {
  test('appears after its delay at the bottom right of main-layout screens, and never on /systems or a shared journey', async ({
    page,
  }) => {
    await noteWhenTheButtonAppears(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // Each timer fires at its own time on the page's clock, so the moment the button showed is measured, not waited.
    await page.clock.runFor(WIDGET_DELAY_MS);
    await expect(launcher(page)).toBeVisible({ timeout: 15_000 });
    const times = await page.evaluate(() => (window as unknown as { feedbackButtonTimes: { startedAt: number; appearedAt: number } }).feedbackButtonTimes);
    expect(times.appearedAt).toBeGreaterThan(0);
    expect(times.appearedAt - times.startedAt).toBeGreaterThanOrEqual(4_500);
    const box = await launcher(page).boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x + box.width).toBeGreaterThan(1280 - 40);
      expect(box.y + box.height).toBeGreaterThan(800 - 40);
    }

    for (const path of ['/systems', '/journey/ABC123']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Past the delay on the page's clock (and past the widget's idle-time loading), it is still not there.
      await passTime(page, 6_000);
      await expect(page.getByRole('button', { name: 'Feedback' })).toHaveCount(0);
    }
  });

  test('never covers the crisis link or the accessibility button (360 px, then 1280 px)', async ({ page }) => {
    // The part of the widget that keeps clear of them loads once the page is idle: the test waits for it.
    const keepingClearLoaded = page.waitForResponse((response) => /\/FeedbackWidgetCore-[\w-]+\.js$/.test(response.url()), { timeout: 30_000 });
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/about');
    await showLauncher(page);
    await keepingClearLoaded;
    // Its measuring timers (half a second and two seconds after it shows).
    await passTime(page, 2_500);
    await expectNothingCoveredAtEveryScroll(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await passTime(page, 500);
    await expectNothingCoveredAtEveryScroll(page);
  });
});

test.describe('the dialog', () => {
  test('is a labelled modal dialog with no axe violations while the categories load; step 1 lists them from /categories and says feedback is anonymous; Tab stays inside, Escape closes it and focus returns to the button; it closes at every step', async ({
    page,
  }) => {
    const events = watchTracking(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The real server answers, a moment late, so the loading state can be checked.
    await page.route(`**${API}/categories`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/presence');
    await showLauncher(page);
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(modal).toHaveAccessibleName('Share your feedback');
    await expectNoAxeViolations(page, 'loading the categories');
    release();

    await expect(modal.getByText('Step 1 of 3')).toBeVisible();
    for (const name of [/General feedback/, /Something is not working/, /An idea or request/, /How it felt to use/]) {
      await expect(modal.getByRole('button', { name })).toBeVisible();
    }
    await expect(modal.getByText(/Feedback is anonymous/)).toBeVisible();
    await expect(modal.getByRole('link', { name: 'go to crisis help' })).toBeVisible();
    await expectNoAxeViolations(page, 'step 1, dark');
    await expect.poll(() => events.some((event) => event.type === 'feedback_widget_opened'), { timeout: 20_000 }).toBe(true);
    expect(await modal.evaluate((element) => (element as HTMLDialogElement).open && element.matches(':modal'))).toBe(true);

    const close = modal.getByRole('button', { name: 'Close feedback' });
    const last = modal.getByRole('link', { name: 'go to crisis help' });
    await last.focus();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();

    // Closes at every step: the first, the form, and the thank-you step.
    await openFeedback(page);
    await modal.getByRole('button', { name: 'Close feedback' }).click();
    await expect(modal).toHaveCount(0);

    await openFeedback(page);
    await chooseCategory(page, /General feedback/);
    await modal.getByRole('button', { name: 'Close feedback' }).click();
    await expect(modal).toHaveCount(0);

    await openFeedback(page);
    await chooseCategory(page, /General feedback/);
    await fillDefaultForm(page);
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await modal.getByRole('button', { name: 'Close feedback' }).click();
    await expect(modal).toHaveCount(0);
  });

  test("when /categories fails, 'Failed to load categories' is logged and the four defaults are offered", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`**${API}/categories`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Database unavailable' }) }),
    );
    await page.goto('/');
    const modal = await openFeedback(page);
    for (const name of [/General feedback/, /Something is not working/, /An idea or a request/, /How it feels to use/]) {
      await expect(modal.getByRole('button', { name })).toBeVisible();
    }
    await expect(modal.getByRole('list').getByRole('button')).toHaveCount(4);
    expect(errors.some((text) => text.includes('Failed to load categories'))).toBe(true);
  });

  test("step 2 builds the form, shows the context box, says '{label} is required', shows conditional fields, and goes Back", async ({
    page,
  }) => {
    await page.goto('/about?ref=newsletter&week=3');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const modal = await openFeedback(page);
    await chooseCategory(page, /Something is not working/);
    await expect(modal).toHaveAccessibleName('Something is not working');

    const context = modal.getByRole('region', { name: 'Sent with your feedback' });
    await expect(context).toContainText('/about');
    await expect(context).toContainText(await page.title());
    await expect(context).toContainText('ref = newsletter');
    await expect(context).toContainText('week = 3');

    await expect(modal.getByLabel('Area')).toHaveValue('general');
    await modal.getByLabel('Area').selectOption('');
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByText('Area is required')).toBeVisible();
    await expect(modal.getByText('Title is required')).toBeVisible();
    await expect(modal.getByText('Details is required')).toBeVisible();
    await expect(modal.getByText('Overall rating is required')).toHaveCount(0);
    await expect(modal.getByLabel('Area')).toBeFocused();
    await expectNoAxeViolations(page, 'step 2 with errors');

    // A conditional field: steps appear only for a problem that happens every time.
    await expect(modal.getByLabel(/Steps to make it happen/)).toHaveCount(0);
    await modal.getByLabel(/Does it happen every time/).selectOption('always');
    await expect(modal.getByLabel(/Steps to make it happen/)).toBeVisible();
    await modal.getByLabel(/Does it happen every time/).selectOption('once');
    await expect(modal.getByLabel(/Steps to make it happen/)).toHaveCount(0);

    await modal.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(modal.getByText('Step 1 of 3')).toBeVisible();
    await expect(modal.getByRole('button', { name: /General feedback/ })).toBeVisible();
  });
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