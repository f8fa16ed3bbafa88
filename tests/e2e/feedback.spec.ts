import { axeBuilder } from './axe-scan';
import { expect, test, type Locator, type Page, type Request } from './fixtures';
import { deviceHeaders } from './admin-support';

/*
 * The feedback widget, its three-step dialog, screenshots, prompting and the behaviour tracker, against the real
 * feedback functions served by `npm start` (functions/feedback.ts). Where a test needs the server to fail or to give
 * a particular answer, that one call is fulfilled with page.route, following the functions' contract
 * (`{ success: true, data }` or `{ success: false, error }`). The service worker is blocked here so that every
 * request the page makes is visible to the test; offline behaviour with the worker is in feedback-sync.spec.ts.
 */
test.use({ serviceWorkers: 'block' });

const API = '/.netlify/functions/feedback';
const SESSION_KEY = 'better-minds:feedback-session';
/** The floating button appears after 5 s (spec section 9). */
const WIDGET_DELAY_TIMEOUT = 15_000;

function launcher(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Feedback' }).getByRole('button', { name: 'Feedback' });
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

async function openFeedback(page: Page): Promise<Locator> {
  await expect(launcher(page)).toBeVisible({ timeout: WIDGET_DELAY_TIMEOUT });
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

async function chooseCategory(page: Page, name: RegExp): Promise<void> {
  await dialog(page).getByRole('button', { name }).click();
  await expect(dialog(page).getByText('Step 2 of 3')).toBeVisible();
}

async function fillDefaultForm(page: Page, { title = 'The timer helped', details = 'Breathing along with it calmed me down.' } = {}) {
  const form = dialog(page);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Details').fill(details);
}

/** Starts this tab's browsing session in the past, so the 30-second engagement rule is already met. */
async function engagedFor(page: Page, ms: number): Promise<void> {
  await page.addInitScript(
    ({ key, startedAt }) => {
      if (!sessionStorage.getItem(key)) {
        sessionStorage.setItem(
          key,
          JSON.stringify({ startedAt, prompted: false, crisisVisited: false, submitted: false, countersStarted: false }),
        );
      }
    },
    { key: SESSION_KEY, startedAt: Date.now() - ms },
  );
}

/** The app opens its database once the first screen is shown and the browser is idle: wait for it, so the test
 * never creates an empty database of its own by opening it first. */
async function waitForDatabase(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await indexedDB.databases()).some((database) => database.name === 'better-minds' && (database.version ?? 0) >= 10),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function readStore<T>(page: Page, store: string): Promise<T[]> {
  await waitForDatabase(page);
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            resolve(request.result as T[]);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    store,
  );
}

/** A PNG drawn in the page: white, with a red square where the test will black out. */
async function makePng(page: Page, width = 400, height = 300): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ w, h }) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ff0000';
      context.fillRect(w * 0.25, h * 0.25, w * 0.25, h * 0.25);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { w: width, h: height },
  );
  return Buffer.from(bytes);
}

function jsonBody(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? 'null') as Record<string, unknown>;
}

/** Every event the page sent to /track. */
function watchTracking(page: Page): Array<{ type: string; data: Record<string, unknown>; context: Record<string, unknown> }> {
  const events: Array<{ type: string; data: Record<string, unknown>; context: Record<string, unknown> }> = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith(`${API}/track`)) return;
    const body = jsonBody(request) as { events?: typeof events } | null;
    events.push(...(body?.events ?? []));
  });
  return events;
}

async function expectNoAxeViolations(page: Page, step: string): Promise<void> {
  const results = await axeBuilder(page)
    .include('dialog.fb-modal')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, step).toEqual([]);
}

test.describe('the floating widget', () => {
  test('appears after its delay at the bottom right of main-layout screens, and never on /systems or a shared journey', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const started = Date.now();
    await page.goto('/');
    await expect(launcher(page)).toBeVisible({ timeout: WIDGET_DELAY_TIMEOUT });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    const box = await launcher(page).boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x + box.width).toBeGreaterThan(1280 - 40);
      expect(box.y + box.height).toBeGreaterThan(800 - 40);
    }

    for (const path of ['/systems', '/journey/ABC123']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(6_000);
      await expect(page.getByRole('button', { name: 'Feedback' })).toHaveCount(0);
    }
  });

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    test(`never covers the crisis link or the accessibility button (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/about');
      await expect(launcher(page)).toBeVisible({ timeout: WIDGET_DELAY_TIMEOUT });
      const protectedElements = [
        page.getByRole('banner').getByRole('link', { name: /crisis help/i }),
        page.getByRole('button', { name: /accessibility/i }),
      ];
      for (const scroll of [0, 400, 100_000]) {
        await page.evaluate((y) => window.scrollTo(0, y), scroll);
        await page.waitForTimeout(200);
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
          expect(overlaps, `the feedback button covers ${await element.textContent()} at scroll ${scroll}`).toBe(false);
        }
        // And the crisis link can still be clicked where it is.
        const crisis = protectedElements[0];
        if (crisis && (await crisis.isVisible())) await crisis.click({ trial: true });
      }
    });
  }
});

test.describe('the dialog', () => {
  test('step 1 lists the categories from /categories, says feedback is anonymous, and has no axe violations', async ({
    page,
  }) => {
    const events = watchTracking(page);
    await page.goto('/presence');
    const modal = await openFeedback(page);
    await expect(modal).toHaveAccessibleName('Share your feedback');
    await expect(modal.getByText('Step 1 of 3')).toBeVisible();
    for (const name of [/General feedback/, /Something is not working/, /An idea or request/, /How it felt to use/]) {
      await expect(modal.getByRole('button', { name })).toBeVisible();
    }
    await expect(modal.getByText(/Feedback is anonymous/)).toBeVisible();
    await expect(modal.getByRole('link', { name: 'go to crisis help' })).toBeVisible();
    await expectNoAxeViolations(page, 'step 1, dark');
    await expect.poll(() => events.some((event) => event.type === 'feedback_widget_opened')).toBe(true);
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

  test('has no axe violations while the categories are loading', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The real server answers, a moment late, so the loading state can be checked.
    await page.route(`**${API}/categories`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const modal = await openFeedback(page);
    await expect(modal.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(modal).toHaveAccessibleName('Share your feedback');
    await expectNoAxeViolations(page, 'loading the categories');
    release();
    await expect(modal.getByRole('button', { name: /General feedback/ })).toBeVisible();
  });

  test('is a labelled modal dialog: Tab stays inside it, Escape closes it, and focus returns to the button', async ({ page }) => {
    await page.goto('/');
    await expect(launcher(page)).toBeVisible({ timeout: WIDGET_DELAY_TIMEOUT });
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: /General feedback/ })).toBeVisible();
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
  });

  test('closes at every step', async ({ page }) => {
    await page.goto('/');
    let modal = await openFeedback(page);
    await modal.getByRole('button', { name: 'Close feedback' }).click();
    await expect(modal).toHaveCount(0);

    modal = await openFeedback(page);
    await chooseCategory(page, /General feedback/);
    await modal.getByRole('button', { name: 'Close feedback' }).click();
    await expect(modal).toHaveCount(0);

    modal = await openFeedback(page);
    await chooseCategory(page, /General feedback/);
    await fillDefaultForm(page);
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await modal.getByRole('button', { name: 'Close feedback' }).click();
    await expect(modal).toHaveCount(0);
  });
});

test.describe('screenshots', () => {
  test("take a file of exactly 5,242,880 bytes, refuse one byte more with 'File size must be less than 5MB', and other types with the spec's message", async ({
    page,
  }) => {
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

  test("a screenshot the server refuses for good shows the server's message on the thank-you step, and stays on the device", async ({
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
    await chooseCategory(page, /General feedback/);
    await fillDefaultForm(page);
    await modal.getByLabel('Add a screenshot').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: await makePng(page) });

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

  test("a submission the server refuses without a message says 'Submission failed', never 'HTTP {status}'", async ({ page }) => {
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
  });

  test('Submit More Feedback reloads the page', async ({ page }) => {
    await page.goto('/');
    const modal = await openFeedback(page);
    await chooseCategory(page, /General feedback/);
    await fillDefaultForm(page);
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
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

test.describe('prompting', () => {
  test("asks /should-prompt once engaged, invites with 'How was your experience?', records the answer, and never asks twice in a session", async ({
    page,
  }) => {
    const asked: Record<string, unknown>[] = [];
    const interactions: string[] = [];
    await engagedFor(page, 60_000);
    await page.route(`**${API}/should-prompt`, (route) => {
      asked.push(jsonBody(route.request()));
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { shouldPrompt: true } }) });
    });
    page.on('request', (request) => {
      if (request.url().endsWith(`${API}/prompt-interaction`)) interactions.push(String(jsonBody(request).type));
    });
    await page.goto('/about');
    // In the page's flow after the screen (#feedback-invitation), not floating in the corner.
    const invitation = page.locator('#feedback-invitation').getByText('How was your experience?');
    await expect(invitation).toBeVisible({ timeout: 15_000 });
    expect(asked[0]).toMatchObject({ page: '/about', action: null, sessionId: expect.any(String) });
    await expect.poll(() => interactions, { timeout: 15_000 }).toContain('prompted');

    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(invitation).toHaveCount(0);
    await expect.poll(() => interactions, { timeout: 15_000 }).toContain('dismissed');

    const askedBefore = asked.length;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Presence' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presence');
    await page.reload();
    await page.waitForTimeout(8_000);
    await expect(page.getByText('How was your experience?')).toHaveCount(0);
    expect(asked.length).toBe(askedBefore);
  });

  test('without the server, the local rules decide: Share feedback opens the form and the submission is recorded', async ({
    page,
  }) => {
    const interactions: string[] = [];
    await engagedFor(page, 11 * 60_000);
    await page.route(`**${API}/should-prompt`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Unavailable' }) }),
    );
    page.on('request', (request) => {
      if (request.url().endsWith(`${API}/prompt-interaction`)) interactions.push(String(jsonBody(request).type));
    });
    await page.goto('/about');
    await expect(page.getByText('How was your experience?')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Share feedback' }).click();
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await chooseCategory(page, /General feedback/);
    await fillDefaultForm(page);
    await modal.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(modal.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect.poll(() => [...interactions].sort(), { timeout: 20_000 }).toEqual(['opened', 'prompted', 'submitted']);
  });

  test('a finished tool asks with the action tool_completed', async ({ page }) => {
    const asked: Record<string, unknown>[] = [];
    await engagedFor(page, 60_000);
    await page.route(`**${API}/should-prompt`, (route) => {
      asked.push(jsonBody(route.request()));
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { shouldPrompt: false } }) });
    });
    await page.goto('/insight');
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('better-minds:tool-completed', { detail: { toolId: 'thought-record' } })));
    await expect.poll(() => asked.map((body) => body.action), { timeout: 15_000 }).toContain('tool_completed');
    await page.waitForTimeout(6_000);
    await expect(page.getByText('How was your experience?')).toHaveCount(0);
  });

  test("a real tool saved offline counts toolsCompleted, invites with 'How was your experience?', and sends tool_completed once", async ({
    page,
    context,
  }) => {
    const events = watchTracking(page);
    // Engaged for a minute: the 30-second rule is met. Offline, the local rules of spec section 9 decide.
    await engagedFor(page, 60_000);
    const pageViewAsked = page.waitForRequest((request) => request.url().endsWith(`${API}/should-prompt`), { timeout: 30_000 });
    await page.goto('/insight/tools/mood-check-in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mood check-in');
    // The real server was asked about the page view (it has not seen 30 seconds of this session: no invitation).
    await pageViewAsked;
    await page.waitForTimeout(2_500);
    await expect(page.getByText('How was your experience?')).toHaveCount(0);

    await context.setOffline(true);
    await page.getByRole('group', { name: /How pleasant or unpleasant/ }).getByRole('radio', { name: '4', exact: true }).check();
    await page.getByRole('group', { name: /How much energy/ }).getByRole('radio', { name: '3', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Calm', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Saved on this device' })).toBeVisible();

    // In the page's flow after the screen (#feedback-invitation), not floating in the corner.
    const invitation = page.locator('#feedback-invitation').getByText('How was your experience?');
    await expect(invitation).toBeVisible({ timeout: 15_000 });
    const [state] = await readStore<{ toolsCompleted: number; lastPromptedAt: string | null }>(page, 'promptState');
    expect(state?.toolsCompleted).toBe(1);
    // The save recorded tool_completed with the entry; the announcement did not record a second one.
    const stored = await readStore<{ type: string; data: { toolId?: string } }>(page, 'trackingEvents');
    expect(stored.filter((row) => row.type === 'tool_completed').map((row) => row.data)).toEqual([{ toolId: 'mood-check-in' }]);

    await context.setOffline(false);
    const completed = () => events.filter((event) => event.type === 'tool_completed').map((event) => event.data);
    await expect.poll(completed, { timeout: 30_000 }).toEqual([{ toolId: 'mood-check-in' }]);
    await page.waitForTimeout(3_000);
    expect(completed()).toEqual([{ toolId: 'mood-check-in' }]);
  });

  test('never after a visit to crisis help in the same session, and never on /admin pages', async ({ page }) => {
    const asked: Record<string, unknown>[] = [];
    await engagedFor(page, 11 * 60_000);
    await page.route(`**${API}/should-prompt`, (route) => {
      asked.push(jsonBody(route.request()));
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { shouldPrompt: true } }) });
    });
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(4_000);
    expect(asked).toEqual([]);

    await page.goto('/crisis-help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Presence' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presence');
    await page.waitForTimeout(8_000);
    await expect(page.getByText('How was your experience?')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});

test.describe('the behaviour tracker', () => {
  test('sends page views (path only), errors, unhandled rejections and widget openings to /track, and no tool_completed for a bare announcement', async ({
    page,
  }) => {
    const events = watchTracking(page);
    await page.goto('/about?utm_source=private-campaign');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resonance' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resonance');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('feedback e2e: a thrown error');
      }, 0);
      void Promise.reject(new Error('feedback e2e: a rejected promise'));
      // Announcing is not recording: `tool_completed` has one writer, the tool's data function (the prompting
      // tests save a real tool and see it sent once).
      window.dispatchEvent(new CustomEvent('better-minds:tool-completed', { detail: { toolId: 'box-breathing' } }));
    });
    await openFeedback(page);

    const pageViews = () => events.filter((event) => event.type === 'page_view').map((event) => event.data.page);
    await expect.poll(pageViews, { timeout: 20_000 }).toEqual(expect.arrayContaining(['/about', '/resonance']));
    await expect
      .poll(() => events.filter((event) => event.type === 'error').map((event) => event.data.message), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['feedback e2e: a rejected promise', expect.stringContaining('feedback e2e: a thrown error')]));
    await expect.poll(() => events.some((event) => event.type === 'feedback_widget_opened'), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => events.some((event) => event.type === 'performance'), { timeout: 20_000 }).toBe(true);
    // Sent in the same batches as the events above, so by now it would have been sent too.
    expect(events.filter((event) => event.type === 'tool_completed')).toEqual([]);
    expect(JSON.stringify(events)).not.toContain('private-campaign');
    expect(events.every((event) => typeof event.context.sessionId === 'string')).toBe(true);
  });

  test('records and sends nothing once the person turns usage events off', async ({ page }) => {
    const events = watchTracking(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The person turns 'Share anonymous usage events' off, in the accessibility panel where it sits.
    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
    await expect(panel).toBeVisible();
    const usage = panel.getByRole('region', { name: 'Usage data' }).getByRole('switch', { name: 'Share anonymous usage events' });
    await expect(usage).toBeEnabled();
    await expect(usage).toHaveAttribute('aria-checked', 'true');
    await usage.click();
    await expect(usage).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insight' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insight');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('feedback e2e: not to be recorded');
      }, 0);
    });
    await openFeedback(page);
    await page.waitForTimeout(4_000);
    const afterTurningOff = events.filter(
      (event) =>
        event.data.page === '/insight' ||
        event.type === 'feedback_widget_opened' ||
        String(event.data.message ?? '').includes('not to be recorded'),
    );
    expect(afterTurningOff).toEqual([]);
    const queued = await readStore<{ kind: string }>(page, 'outbox');
    expect(queued.filter((entry) => entry.kind === 'tracking_event')).toEqual([]);
    const stored = await readStore<{ context: { page?: string } }>(page, 'trackingEvents');
    expect(stored.filter((row) => row.context.page === '/insight')).toEqual([]);
  });
});
