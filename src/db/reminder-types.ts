/**
 * What the device keeps about reminders (settings rows `reminderPreferences` and `reminderPlan`), and the one pure
 * function the service worker uses to turn a pushed opaque id into a notification. The server holds only the ids
 * and their instants; the words and the screen to open stay here. Relative imports only: the service worker
 * imports this file.
 */

export interface ReminderQuietHours {
  from: string;
  to: string;
}

export interface ReminderPreferences {
  /** Which reminders are on, by source id; a missing id is off (none is on until the person turns it on). */
  on: Record<string, boolean>;
  /** The person's time for a reminder (`HH:MM`), by source id; else its default. */
  times: Record<string, string>;
  quietHours: ReminderQuietHours | null;
  dailyCap: number;
  /** Whether a tool's or item's name may appear on the lock screen; off: only a general line. */
  showNames: boolean;
  /** The person turned on notifications on this device (a push subscription is held by the server). */
  push: boolean;
}

export const DEFAULT_REMINDER_PREFERENCES: ReminderPreferences = {
  on: {},
  times: {},
  quietHours: { from: '22:00', to: '08:00' },
  dailyCap: 3,
  showNames: false,
  push: false,
};

export interface PlannedReminder {
  /** The opaque id the server knows it by (random, names nothing). */
  id: string;
  /** `${sourceId}@${localDate}`: the same occurrence keeps its id across plans. */
  key: string;
  at: string;
  /** The notification's words, decided on the device (with a name only if the person allowed names). */
  title: string;
  body: string;
  /** The screen a tap opens. */
  url: string;
}

export interface ReminderPlan {
  plannedAt: string;
  reminders: PlannedReminder[];
  /** How many turned-on things are due on each of the next days (the badge, also from Periodic Background Sync). */
  dueByDay: { date: string; count: number }[];
  /** What the server was last sent (ids and instants), so an unchanged plan is not sent again. */
  sentSignature: string | null;
}

export interface ReminderNotification {
  title: string;
  options: { body: string; tag: string; data: { url: string }; icon: string; badge: string; silent?: boolean };
}

/** How many shown ids the device remembers (`reminderShown`): far more than a week's plan of 20. */
export const SHOWN_IDS_KEPT = 100;

/** The shown ids after showing `id`: newest last, each once, the oldest forgotten past SHOWN_IDS_KEPT. */
export function rememberShown(shown: readonly string[], id: string): string[] {
  return [...shown.filter((known) => known !== id), id].slice(-SHOWN_IDS_KEPT);
}

/** The one line shown for an id this device no longer knows (browsers require every push to show something). */
export const NEUTRAL_NOTIFICATION = { title: 'Better Minds', body: 'Something you set up is here when you want it.', url: '/' };
const ICON = '/icons/icon-192.png';

/**
 * The words while the app lock is on and the app locked (docs/app-lock.md, section 7): the plan is sealed, so nothing
 * of it is read, and the line is general. A tap opens the app, at its lock screen.
 */
export const LOCKED_NOTIFICATION = { title: 'Better Minds', body: 'A moment for you in Better Minds.', url: '/' };

/** The locked line for a pushed id: tagged by the id, so a push sent again replaces it rather than adding one. */
export function notificationWhileLocked(id: string | null, shownBefore = false): ReminderNotification {
  const tag = id === null ? 'reminder-neutral' : `reminder-${id}`;
  const options = { body: LOCKED_NOTIFICATION.body, tag, data: { url: LOCKED_NOTIFICATION.url }, icon: ICON, badge: ICON };
  return { title: LOCKED_NOTIFICATION.title, options: { ...options, ...(shownBefore ? { silent: true } : {}) } };
}

/**
 * The notification for a pushed id: the planned words and screen, or the neutral line for an unknown id. A push the
 * scheduler sent again after a crash (`shownBefore`: its id is among the shown ones) comes with the same tag, so it
 * replaces the first if that is still on screen, and silently, so it never alerts twice (a browser requires every
 * push to show something, so it cannot be dropped).
 */
export function notificationForPush(plan: ReminderPlan | undefined, id: string | null, shownBefore = false): ReminderNotification {
  const planned = id === null ? undefined : plan?.reminders.find((reminder) => reminder.id === id);
  const title = planned?.title ?? NEUTRAL_NOTIFICATION.title;
  const body = planned?.body ?? NEUTRAL_NOTIFICATION.body;
  const url = planned?.url ?? NEUTRAL_NOTIFICATION.url;
  const tag = planned ? `reminder-${planned.id}` : 'reminder-neutral';
  return { title, options: { body, tag, data: { url }, icon: ICON, badge: ICON, ...(shownBefore ? { silent: true } : {}) } };
}

/** The same-origin path a notification tap opens; anything else (a foreign or malformed URL) opens home. */
export function urlForNotificationClick(data: unknown, origin: string): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return new URL('/', origin).href;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

/** The opaque id in a push's text (`{"id":"..."}`), or null when it holds anything else. */
export function idOfPush(text: string | null): string | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
    return typeof id === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Today's count from the plan (for the badge), on the device's calendar; 0 when the plan has no such day. */
export function dueCountOn(plan: ReminderPlan | undefined, date: string): number {
  return plan?.dueByDay.find((day) => day.date === date)?.count ?? 0;
}
