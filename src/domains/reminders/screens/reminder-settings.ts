import type { ReminderPreferences } from '@/db/reminder-types';

/* What the reminders screen's parts share: a valid time of day, a reminder's moment in words, and how a part asks
 * for a change of preferences (the screen saves it and shows the plan that change made). */

/** A time of day as an <input type="time"> gives it, HH:MM on a 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export type ChangePreferences = (change: (current: ReminderPreferences) => ReminderPreferences) => void;

export function timeOf(at: string): string {
  return new Date(at).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
}
