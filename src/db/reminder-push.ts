/**
 * What the service worker shows for a pushed reminder id, read from this device's database (sw/reminders.ts calls it):
 * the planned words, the neutral line for an id the device no longer knows, or, with the app lock on and the app
 * locked, the general locked line (docs/app-lock.md, section 7). Relative imports only: the service worker imports it.
 */
import { isAppLockedError } from './app-lock/errors.ts';
import type { BetterMindsDatabase } from './database.ts';
import { notificationForPush, notificationWhileLocked, type ReminderNotification, type ReminderPlan } from './reminder-types.ts';

type PlanRead = { plan: ReminderPlan | undefined } | { locked: true };

/** The plan; a sealed plan while locked says so; storage that fails reads as no plan (the neutral line). */
export async function readReminderPlan(db: BetterMindsDatabase): Promise<PlanRead> {
  try {
    const row = await db.settings.get('reminderPlan');
    return { plan: row?.key === 'reminderPlan' ? row.value : undefined };
  } catch (error) {
    return isAppLockedError(error) ? { locked: true } : { plan: undefined };
  }
}

export async function readShownReminders(db: BetterMindsDatabase): Promise<string[]> {
  try {
    const row = await db.settings.get('reminderShown');
    return row?.key === 'reminderShown' ? row.value : [];
  } catch {
    return [];
  }
}

export async function notificationForStoredPlan(db: BetterMindsDatabase, id: string | null): Promise<ReminderNotification> {
  const read = await readReminderPlan(db);
  // The shown ids stay clear under the lock (tables.ts), so a repeat is silent locked or not.
  const shownBefore = id !== null && (await readShownReminders(db)).includes(id);
  return 'locked' in read ? notificationWhileLocked(id, shownBefore) : notificationForPush(read.plan, id, shownBefore);
}
