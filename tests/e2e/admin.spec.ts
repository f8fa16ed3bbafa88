import { axeBuilder } from './axe-scan';
import { expect, test, type Page } from './fixtures';
import { DEVICE_KEY_HEADER, newDeviceKey } from '../../contract/device-key';
import { adminCredentials, API, PNG_1X1, signInThroughTheForm, submitFeedback } from './admin-support';
import { routeCases } from './routes';

test.describe('admin area', () => {
  test('signed out, the dashboard and moderation screens send the visitor to sign in', async ({ page }) => {
    for (const path of ['/admin/dashboard', '/admin/moderation', '/admin/dashboard?item=abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin sign-in');
    }
  });

  test('a wrong password is refused with a message, and nothing is signed in', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-mail address').fill(adminCredentials().email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That e-mail address and password do not match.');
    await expect(page.getByLabel('Password')).toHaveValue('');
    const session = await page.request.get(`${API}/admin/session`);
    expect(session.status()).toBe(401);
  });

  test('an admin signs in, finds feedback, reads it with its screenshot and context, and changes its status', async ({
    page,
    request,
  }) => {
    const marker = `e2e${Date.now().toString(36)}`;
    // An upload needs a device key (31.7); the admin then sees it through the session (31.1).
    const upload = await request.post(`${API}/upload`, {
      headers: { [DEVICE_KEY_HEADER]: newDeviceKey() },
      multipart: { file: { name: 'screen.png', mimeType: 'image/png', buffer: PNG_1X1 } },
    });
    expect(upload.status()).toBe(201);
    const screenshotUrl = ((await upload.json()) as { data: { url: string } }).data.url;
    const hostileTitle = `${marker} <img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;
    const featuredId = await submitFeedback(request, {
      category: 'technical',
      title: hostileTitle,
      message: `${marker} The breathing timer stopped after a minute.\nSecond line.`,
      rating: 2,
      fields: { reproducible: 'always', steps: 'Open the timer and wait' },
      context: { module: 'presence', page: '/presence', submissionTimestamp: new Date().toISOString() },
      metadata: { deviceInfo: { type: 'mobile', width: 390 }, browserInfo: { language: 'en-GB' } },
      attachments: [screenshotUrl],
    });
    for (let index = 0; index < 24; index++) {
      await submitFeedback(request, { title: `${marker} item ${index}`, rating: (index % 5) + 1 });
    }

    // Signed out, then brought back to the screen asked for after signing in.
    await page.goto(`/admin/moderation?q=${marker}`);
    await expect(page).toHaveURL(/\/admin\/login$/);
    const { email, password } = adminCredentials();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/moderation\\?q=${marker}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

    // The search from the URL: 25 items over two pages of 20.
    await expect(page.getByRole('status').filter({ hasText: 'items, page' })).toHaveText('25 items, page 1 of 2');
    const rows = page.getByRole('table', { name: 'Feedback, newest first' }).locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'items, page' })).toHaveText('25 items, page 2 of 2');
    await expect(rows).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeEnabled();

    // Filters: category and area narrow the search to the one technical item.
    await page.getByLabel('Category').selectOption('technical');
    await page.getByLabel('Area').selectOption('presence');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'item' })).toHaveText('1 item, page 1 of 1');

    // The title is shown as text, never as HTML.
    const titleButton = page.getByRole('button', { name: hostileTitle });
    await expect(titleButton).toBeVisible();
    await titleButton.click();
    const detail = page.getByRole('region', { name: hostileTitle });
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(hostileTitle);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('main script')).toHaveCount(0);
    await expect(detail.getByText(featuredId.slice(-8).toUpperCase())).toBeVisible();
    await expect(detail.getByText('Bug report')).toBeVisible();
    await expect(detail.getByText('2 out of 5')).toBeVisible();
    await expect(detail.getByText('Open the timer and wait')).toBeVisible();

    // The screenshot loads from the functions, and the context and device details are there as text.
    const screenshot = detail.getByRole('img', { name: 'Screenshot 1 attached to this feedback' });
    await expect(screenshot).toHaveAttribute('src', screenshotUrl);
    await expect.poll(() => screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await expect(detail.getByText('/presence', { exact: true })).toBeVisible();
    await expect(detail.getByText('"width": 390')).toBeVisible();

    // Status change with a note.
    await detail.getByLabel('Status').selectOption('planned');
    await detail.getByLabel(/Note for the team/).fill('Fix planned for the next release');
    await detail.getByRole('button', { name: 'Save status' }).click();
    await expect(detail.getByRole('status')).toHaveText('Saved: Planned.');
    const stored = await page.request.get(`${API}/admin/feedback/${featuredId}`);
    expect(((await stored.json()) as { data: { status: string; adminNote: string } }).data).toMatchObject({
      status: 'planned',
      adminNote: 'Fix planned for the next release',
    });

    // Back to the list: the filter by status finds it.
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Search').fill(marker);
    await page.getByLabel('Status').selectOption('planned');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'item' })).toHaveText('1 item, page 1 of 1');
    await expect(page.getByRole('cell', { name: 'Planned' })).toBeVisible();

    // Analytics for a chosen range: the chart, and the same numbers as a table.
    const analytics = page.getByRole('region', { name: 'Analytics' });
    await analytics.getByLabel('Range').selectOption('7d');
    await expect(page).toHaveURL(/range=7d/);
    await expect(analytics.locator('.recharts-surface')).toBeVisible();
    await expect(analytics.locator('.recharts-bar-rectangle').first()).toBeAttached();
    const total = Number((await analytics.locator('dt:has-text("Submissions") + dd').textContent())?.replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(25);
    await analytics.getByRole('button', { name: 'Show the daily numbers as a table' }).click();
    const daily = analytics.getByRole('table', { name: 'Submissions per day (UTC)' });
    await expect(daily.locator('tbody tr')).toHaveCount(7);
    await expect(analytics.getByRole('table', { name: 'By category' })).toContainText('Something is not working');

    // Signing out ends the session on the server too.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get(`${API}/admin/session`)).status()).toBe(401);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the sign-in and the dashboard have no serious axe violations', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin sign-in');
    const check = async () => {
      const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    expect(await check()).toEqual([]);
    await signInThroughTheForm(page);
    await expect(page.getByRole('region', { name: 'Analytics' }).locator('.recharts-surface')).toBeVisible();
    expect(await check()).toEqual([]);
  });
});

/** Records every CSP violation and console error the page reports. */
async function watchForViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      list.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return problems;
}

async function violationsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test('no Content-Security-Policy violation on any route, signed out or signed in', async ({ page }) => {
  test.setTimeout(180_000);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const problems = await watchForViolations(page);
  const seen: string[] = [];
  for (const route of routeCases) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    // Lazy styles, fonts and idle work get a moment to load.
    await page.waitForLoadState('networkidle');
    seen.push(...(await violationsIn(page)).map((violation) => `${route.path}: ${violation}`));
  }
  await signInThroughTheForm(page);
  await expect(page.getByRole('region', { name: 'Analytics' }).locator('.recharts-surface')).toBeVisible();
  await page.getByRole('region', { name: 'Analytics' }).locator('.recharts-bar-rectangle').first().hover({ force: true }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  seen.push(...(await violationsIn(page)).map((violation) => `/admin/dashboard: ${violation}`));
  expect([...seen, ...problems]).toEqual([]);
});
