import { expect, test } from './fixtures';
import {
  API,
  chooseCategory,
  dialog,
  engagedFor,
  fillDefaultForm,
  jsonBody,
  openFeedback,
  passTime,
  readStore,
  watchTracking,
  installClock,
  throwUncaughtInPage,
} from './feedback-support';

/*
 * The feedback widget's prompting ('How was your experience?') and the behaviour tracker, against the real feedback
 * functions served by `npm start`; /should-prompt is answered with page.route where a test needs a particular
 * answer. The service worker is blocked so that every request the page makes is visible to the test. The page's
 * clock is Playwright's (feedback-support.ts): a check that no invitation appears is made after the page's clock has
 * passed every delay that could have shown one.
 */
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await installClock(page);
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
    // The page view is considered once the page is quiet, then the server's yes waits the widget's delay (5 s).
    await passTime(page, 3_000);
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await passTime(page, 5_000);
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
    // Past the page's quiet wait and an approved invitation's delay: nothing was asked, nothing is shown.
    await passTime(page, 8_000);
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
    // The page's quiet wait, then the local rules' shorter delay (2 s).
    await passTime(page, 5_000);
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
    await passTime(page, 3_000);
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('better-minds:tool-completed', { detail: { toolId: 'thought-record' } })));
    await expect.poll(() => asked.map((body) => body.action), { timeout: 15_000 }).toContain('tool_completed');
    // Past any invitation's delay on the page's clock: the server said no, so none shows.
    await passTime(page, 6_000);
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
    await passTime(page, 3_000);
    // The real server was asked about the page view (it has not seen 30 seconds of this session: no invitation).
    await pageViewAsked;
    await passTime(page, 2_500);
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
    // The local rules decide offline, and their invitation waits the shorter delay (2 s).
    await passTime(page, 2_000);
    await expect(invitation).toBeVisible({ timeout: 15_000 });
    const [state] = await readStore<{ toolsCompleted: number; lastPromptedAt: string | null }>(page, 'promptState');
    expect(state?.toolsCompleted).toBe(1);
    // The save recorded tool_completed with the entry; the announcement did not record a second one.
    const stored = await readStore<{ type: string; data: { toolId?: string } }>(page, 'trackingEvents');
    expect(stored.filter((row) => row.type === 'tool_completed').map((row) => row.data)).toEqual([{ toolId: 'mood-check-in' }]);

    await context.setOffline(false);
    const completed = () => events.filter((event) => event.type === 'tool_completed').map((event) => event.data);
    await expect.poll(completed, { timeout: 30_000 }).toEqual([{ toolId: 'mood-check-in' }]);
    // Past the outbox's and the tracker's next rounds on the page's clock: still sent once.
    await passTime(page, 3_000);
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
    await passTime(page, 4_000);
    expect(asked).toEqual([]);

    await page.goto('/crisis-help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Presence' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presence');
    await passTime(page, 8_000);
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
    await throwUncaughtInPage(page, 'feedback e2e: a thrown error');
    await page.evaluate(() => {
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
    await throwUncaughtInPage(page, 'feedback e2e: not to be recorded');
    await openFeedback(page);
    // Past the tracker's next rounds on the page's clock: had anything been recorded, it would have been sent.
    await passTime(page, 4_000);
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