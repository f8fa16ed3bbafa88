/**
 * Loaded by ./watch-reminders.ts once a reminder is on or planned. Keeps the plan current: once when it starts (a new
 * day, a new time zone after travel), and whenever something that can be due changes (a prescription added or
 * archived, an item done, the safety plan reviewed, codex questions answered, a preference changed, a low check-in or
 * a crisis-help visit). Changes close together are planned once.
 */
import { liveQuery } from 'dexie';
import { deviceTimeZone, todayIn } from '../../calendar/rhythm.ts';
import { readCatalogueInput, readPausedUntil } from './reminder-inputs.ts';
import { refreshReminders } from './refresh-reminders.ts';
import { readReminderPreferences, remindersInUse } from './reminder-preferences.ts';

const SETTLE_MS = 500;

export function watchReminderInputs(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: string | null = null;
  const schedule = (inputs: string) => {
    // A navigation re-runs the query (it reads crisis-help visits); only a change of what it read plans again.
    if (inputs === last) return;
    last = inputs;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void (async () => {
        if (await remindersInUse()) await refreshReminders();
      })().catch(() => undefined);
    }, SETTLE_MS);
  };
  const subscription = liveQuery(async () => {
    const now = new Date();
    const preferences = await readReminderPreferences();
    const input = await readCatalogueInput(preferences.times, todayIn(deviceTimeZone(), now));
    const pausedUntil = await readPausedUntil(now);
    return JSON.stringify([preferences, input, pausedUntil]);
  }).subscribe({ next: schedule, error: () => undefined });
  return () => {
    subscription.unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
