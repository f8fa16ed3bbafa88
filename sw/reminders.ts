/// <reference lib="WebWorker" />
/**
 * Reminders in the service worker. A push carries only an opaque id: the worker looks it up in the device's plan
 * (Dexie's `reminderPlan` setting) and shows the words the device chose, or, for an id the device no longer knows,
 * only a neutral line (a browser requires every push to show a notification); with the app lock on and the app locked,
 * the plan is sealed and a general line is shown (src/db/reminder-push.ts). A tap opens the reminder's screen in
 * an open tab or a new one. Periodic Background Sync, where an installed app has it, sets the app badge to the count
 * due today from the same plan, with no server at all. Shown ids are remembered (`reminderShown`), so a push the
 * scheduler sent again after a crash replaces the first (same tag) and is shown silently.
 */
import { db } from '../src/db/database';
import { notificationForStoredPlan, readReminderPlan } from '../src/db/reminder-push';
import { dueCountOn, idOfPush, rememberShown, urlForNotificationClick, type ReminderPlan } from '../src/db/reminder-types';

const BADGE_SYNC_TAG = 'reminder-badge';

/**
 * The badge from the plan: cleared when storage fails (nothing is due that it can name); left as it is while locked,
 * since the plan it counts is sealed and a locked phone should not lose what the person set out to do today.
 */
async function refreshBadge(worker: ServiceWorkerGlobalScope): Promise<void> {
  const read = await readReminderPlan(db);
  if ('plan' in read) await setBadge(worker, read.plan);
}

/** Remembers a shown id; a failure only means a repeat of it would alert again. */
async function markShown(id: string): Promise<void> {
  try {
    await db.transaction('rw', db.settings, async () => {
      const row = await db.settings.get('reminderShown');
      await db.settings.put({ key: 'reminderShown', value: rememberShown(row?.key === 'reminderShown' ? row.value : [], id) });
    });
  } catch {
    // Storage refused: nothing else depends on it.
  }
}

function pushText(event: PushEvent): string | null {
  try {
    return event.data?.text() ?? null;
  } catch {
    return null;
  }
}

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

async function setBadge(worker: ServiceWorkerGlobalScope, plan: ReminderPlan | undefined): Promise<void> {
  const navigatorWithBadge = worker.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  const count = dueCountOn(plan, localToday());
  try {
    if (count > 0) await navigatorWithBadge.setAppBadge?.(count);
    else await navigatorWithBadge.clearAppBadge?.();
  } catch {
    // No badge here: nothing to do.
  }
}

/** Opens the screen in a tab of this site (navigated there, then brought forward) or, without one, a new window. */
async function openScreen(worker: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  const navigated = same ? await same.navigate(url).catch(() => null) : null;
  if (navigated) {
    await navigated.focus().catch(() => undefined);
    return;
  }
  await worker.clients.openWindow(url);
}

export function listenForReminders(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const id = idOfPush(pushText(event));
    event.waitUntil(
      (async () => {
        const notification = await notificationForStoredPlan(db, id);
        await worker.registration.showNotification(notification.title, notification.options);
        if (id !== null) await markShown(id);
      })(),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openScreen(worker, urlForNotificationClick(event.notification.data, worker.location.origin)));
  });

  worker.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as ExtendableEvent & { tag?: string };
    if (sync.tag !== BADGE_SYNC_TAG) return;
    sync.waitUntil(refreshBadge(worker));
  });
}
