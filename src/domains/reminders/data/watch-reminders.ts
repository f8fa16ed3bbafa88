/**
 * Keeps the plan current: once when the app opens (a new day, a new time zone after travel), and whenever something
 * that can be due changes (a prescription added or archived, an item done, the safety plan reviewed, codex
 * questions answered, a preference changed, a low check-in or a crisis-help visit). Changes close together are
 * planned once. Nothing runs while no reminder is on and none was planned.
 */
import { liveQuery } from 'dexie';
import { readSetting } from '@/db/settings';
import { deviceTimeZone, todayIn } from '../../prescriptions/rhythm.ts';
import { readCatalogueInput, readPausedUntil } from './reminder-inputs.ts';
import { readReminderPreferences, refreshReminders } from './refresh-reminders.ts';

const SETTLE_MS = 500;

export function startReminderRefresh(): () => void {
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
        const preferences = await readReminderPreferences();
        const anyOn = Object.values(preferences.on).some(Boolean);
        if (!anyOn && !preferences.push && !(await readSetting('reminderPlan'))) return;
        await refreshReminders();
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
