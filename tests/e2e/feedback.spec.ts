import { expect, test, type Page } from './fixtures';
import {
  API,
  WIDGET_DELAY_MS,
  chooseCategory,
  dialog,
  expectNoAxeViolations,
  fillDefaultForm,
  launcher,
  openFeedback,
  passTime,
  showLauncher,
  watchTracking,
  installClock,
} from './feedback-support';

/*
 * The feedback widget and its three-step dialog, against the real feedback functions served by `npm start`
 * (functions/feedback.ts). Where a test needs the server to fail or to answer late, that one call is handled with
 * page.route, following the functions' contract (`{ success: true, data }` or `{ success: false, error }`). The service
 * worker is blocked so that every request the page makes is visible to the test. Screenshots and full submissions are
 * in feedback-submission.spec.ts, prompting and the behaviour tracker in feedback-prompting.spec.ts, offline behaviour
 * with the worker in feedback-sync.spec.ts. The page's clock is Playwright's (feedback-support.ts): delays are passed,
 * not waited.
 */
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await installClock(page);
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
