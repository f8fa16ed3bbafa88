/**
 * Issue 29 in the browser: the reminders screen (none on by default, turned on by keyboard, what this device
 * supports said), the plan kept on the device with an opaque id, and the service worker receiving pushes delivered
 * through Chromium's DevTools protocol (`ServiceWorker.deliverPushMessage`): a known id shows the device's words, an
 * unknown id only the neutral line, and a click on the notification (dispatched inside the worker, since the
 * protocol cannot click a notification) opens the reminder's screen. Axe on the screen in every display mode, and
 * screenshots at phone sizes. Home shows the same "Ready for today" list (a client-only island mounted once the page
 * is idle, below the four areas so nothing above the fold moves), and following it opens the right screen. Headless Chromium cannot make a real push subscription (no push service is reachable
 * here), so "Turn on notifications" is covered by the functions tests, not here.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scanInEveryMode } from './display-modes';
import { waitForServiceWorkerControl } from './helpers';

interface ShownNotification {
  title: string;
  body: string;
  url: string | undefined;
  tag: string;
  silent: boolean;
}

async function plannedReminders(page: Page): Promise<{ id: string; title: string; url: string }[]> {
  return page.evaluate(
    () =>
      new Promise<{ id: string; title: string; url: string }[]>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const request = open.result.transaction('settings').objectStore('settings').get('reminderPlan');
          request.onsuccess = () => {
            const row = request.result as { value?: { reminders: { id: string; title: string; url: string }[] } } | undefined;
            open.result.close();
            resolve(row?.value?.reminders ?? []);
          };
        };
      }),
  );
}

async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      url: (notification.data as { url?: string } | null)?.url,
      tag: notification.tag,
      silent: notification.silent === true,
    }));
  });
}

async function registrationId(session: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((registration) => registration.scopeURL === scope && !registration.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  return found;
}

test('reminders: none on by default, planned with an opaque id, and a push shows the device\'s words and opens the screen', async ({ page, context, baseURL }) => {
  // axe in every display mode, two screenshots and three pushes: 46 s alone on two cores, over 60 s in a full run.
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/insight/reminders');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  await expect(page.getByText('Notifications when the app is closed (push): yes')).toBeVisible();
  await expect(page.getByText(/A count on the app icon \(badge\): (yes|no)/)).toBeVisible();

  const checkIn = page.getByRole('checkbox', { name: 'Remind me' }).first();
  await expect(checkIn).not.toBeChecked();
  expect(await plannedReminders(page)).toEqual([]);

  // Turned on by keyboard alone.
  await checkIn.focus();
  await page.keyboard.press('Space');
  await expect(checkIn).toBeChecked();
  await expect.poll(async () => (await plannedReminders(page)).length).toBeGreaterThan(0);
  const [first] = await plannedReminders(page);
  expect(first!.title).toBe('Your evening check-in');
  expect(first!.id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Coming up' })).toBeVisible();
  // Without push too: the evening check-in is listed as ready for today.
  await expect(page.getByRole('region', { name: 'Ready for today' }).getByRole('link', { name: 'Evening check-in' })).toBeVisible();

  const problems = await scanInEveryMode(page, 'reminders', () => expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible());
  expect(problems).toEqual({});
  for (const [width, height] of [[390, 844], [320, 640]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `.tmp/shots/reminders-${width}.png`, fullPage: true });
  }

  const session = await context.newCDPSession(page);
  const origin = new URL(baseURL!).origin;
  const id = await registrationId(session, `${origin}/`);
  // Each push may find the worker stopped and start it again (its script, Dexie, the database's opening): on a full
  // CI run's two loaded cores one push once took more than the default 5 s to show, so each poll allows 15 s.
  const pushShown = { timeout: 15_000 };
  await session.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify({ id: first!.id }) });
  await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.title), pushShown).toContain('Your evening check-in');
  const known = (await shownNotifications(page)).find((shown) => shown.title === 'Your evening check-in')!;
  expect(known.url).toBe('/insight/tools/mood-check-in');
  expect(known.silent).toBe(false);
  // The same id again (a resend after a scheduler crash): it replaces the first (same tag), silently.
  await session.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify({ id: first!.id }) });
  await expect.poll(async () => (await shownNotifications(page)).find((shown) => shown.tag === known.tag)?.silent, pushShown).toBe(true);
  expect((await shownNotifications(page)).filter((shown) => shown.tag === known.tag)).toHaveLength(1);

  await session.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify({ id: 'no-such-reminder-id' }) });
  await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.title), pushShown).toContain('Better Minds');
  const neutral = (await shownNotifications(page)).find((shown) => shown.title === 'Better Minds')!;
  expect(neutral).toMatchObject({ body: 'Something you set up is here when you want it.', url: '/' });

  // A click on the known notification, dispatched in the worker (its handler is the one a real tap runs).
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(origin));
  expect(worker).toBeDefined();
  await worker!.evaluate(async (tag) => {
    // The spec is type-checked with the DOM library; these are the worker's own globals.
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const WorkerNotificationEvent = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
    const [notification] = await scope.registration.getNotifications({ tag });
    scope.dispatchEvent(new WorkerNotificationEvent('notificationclick', { notification: notification! }));
  }, known.tag);
  await expect(page).toHaveURL(`${origin}/insight/tools/mood-check-in`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mood check-in' })).toBeVisible();

  // Home: the island appears once the page is idle, after the four areas (inserting it moves nothing above it).
  await page.goto('/');
  const homeDue = page.getByRole('region', { name: 'Ready for today' });
  // It waits for the page to settle (a second of quiet, at most 3 s after the load), longer on a busy machine.
  const settled = { timeout: 15_000 };
  await expect(homeDue.getByRole('link', { name: 'Evening check-in' })).toBeVisible(settled);
  const afterAreas = await page.evaluate(() => {
    const areas = document.querySelector('.home-areas');
    const due = document.querySelector('.due-today');
    return Boolean(areas && due && areas.compareDocumentPosition(due) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(afterAreas).toBe(true);
  const homeProblems = await scanInEveryMode(page, 'home-due-today', () => expect(homeDue).toBeVisible(settled));
  expect(homeProblems).toEqual({});
  for (const [width, height] of [[390, 844], [320, 640]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `.tmp/shots/home-due-today-${width}.png`, fullPage: true });
  }
  await homeDue.getByRole('link', { name: 'Evening check-in' }).click();
  await expect(page).toHaveURL(`${origin}/insight/tools/mood-check-in`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mood check-in' })).toBeVisible();
});
