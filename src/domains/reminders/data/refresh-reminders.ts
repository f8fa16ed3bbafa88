/**
 * Plans the reminders again from what is due now, in the device's current time zone, keeps the plan in Dexie
 * (words and screens for the service worker), updates the app badge, and, when notifications are on, sends the
 * server the upcoming opaque ids and instants (replacing what it had, so a deleted or moved item is gone there at
 * once). Runs on open, whenever something due changes, and after each change on the settings screen.
 */
import { readSetting, saveSetting } from '@/db/settings';
import { type PlannedReminder, type ReminderPlan, type ReminderPreferences } from '@/db/reminder-types';
import { addDays } from '../../calendar/local-date.ts';
import { deviceTimeZone, todayIn, wallClockInstant } from '../../calendar/rhythm.ts';
import { reminderEntries, type ReminderEntry } from '../catalogue.ts';
import { countDueToday, upcomingOccurrences, DEFAULT_HORIZON_DAYS } from '../occurrences.ts';
import { readCatalogueInput, readPausedUntil } from './reminder-inputs.ts';
import { deleteReminderSubscription, putReminderSubscription } from './reminder-server.ts';
import { currentPushSubscription, setBadge } from './device-support.ts';
import { readReminderPreferences } from './reminder-preferences.ts';

export { readReminderPreferences };

export interface ReminderState {
  preferences: ReminderPreferences;
  entries: ReminderEntry[];
  pausedUntil: Date | null;
  plan: ReminderPlan | undefined;
}

export async function readReminderState(now = new Date(), timeZone = deviceTimeZone()): Promise<ReminderState> {
  const preferences = await readReminderPreferences();
  const input = await readCatalogueInput(preferences.times, todayIn(timeZone, now));
  return { preferences, entries: reminderEntries(input), pausedUntil: await readPausedUntil(now), plan: await readSetting('reminderPlan') };
}

/** The subscription's endpoint with every id and instant: when any of them changes, the server is sent the plan. */
function signatureOf(endpoint: string, reminders: readonly PlannedReminder[]): string {
  return `${endpoint} ${reminders.map((reminder) => `${reminder.id}@${reminder.at}`).join(',')}`;
}

/** Plans, saves, badges and (when notifications are on) sends. Answers the new plan. */
export async function refreshReminders(now = new Date(), timeZone = deviceTimeZone()): Promise<ReminderPlan> {
  const { preferences, entries, pausedUntil, plan: previous } = await readReminderState(now, timeZone);
  const turnedOn = entries.filter((entry) => preferences.on[entry.source.id] === true);
  const occurrences = upcomingOccurrences(
    turnedOn.map((entry) => entry.source),
    { quietHours: preferences.quietHours, dailyCap: preferences.dailyCap, pausedUntil },
    { now, timeZone },
  );
  const idsByKey = new Map((previous?.reminders ?? []).map((reminder) => [reminder.key, reminder.id]));
  const entryById = new Map(turnedOn.map((entry) => [entry.source.id, entry]));
  const reminders: PlannedReminder[] = occurrences.map((occurrence) => {
    const entry = entryById.get(occurrence.sourceId)!;
    return {
      id: idsByKey.get(occurrence.key) ?? crypto.randomUUID(),
      key: occurrence.key,
      at: occurrence.at.toISOString(),
      title: preferences.showNames ? entry.namedTitle : entry.title,
      body: entry.body,
      url: entry.url,
    };
  });
  const today = todayIn(timeZone, now);
  const dueByDay = Array.from({ length: DEFAULT_HORIZON_DAYS }, (_, index) => {
    const date = addDays(today, index);
    const moment = index === 0 ? now : wallClockInstant(date, '12:00', timeZone);
    return { date, count: countDueToday(turnedOn.map((entry) => entry.source), moment, timeZone) };
  });
  const plan: ReminderPlan = { plannedAt: now.toISOString(), reminders, dueByDay, sentSignature: previous?.sentSignature ?? null };

  if (preferences.push) {
    const subscription = await currentPushSubscription();
    const signature = subscription ? signatureOf(subscription.endpoint, reminders) : null;
    if (subscription && signature !== plan.sentSignature) {
      try {
        await putReminderSubscription(subscription, reminders.map(({ id, at }) => ({ id, at })));
        plan.sentSignature = signature;
      } catch {
        // Offline or refused: the plan stays on the device and is sent at the next refresh.
      }
    } else if (!subscription) {
      // The browser no longer holds the subscription (notifications were blocked in its settings, or its data
      // cleared): the server's rows go too, and the screen shows notifications as off.
      try {
        await deleteReminderSubscription();
        await saveSetting('reminderPreferences', { ...preferences, push: false });
        plan.sentSignature = null;
      } catch {
        // Offline: tried again at the next refresh.
      }
    }
  }
  await saveSetting('reminderPlan', plan);
  await setBadge(dueByDay[0]?.count ?? 0);
  return plan;
}

/** Saves a change to the preferences and plans again; answers the new plan. */
export async function updateReminderPreferences(change: (current: ReminderPreferences) => ReminderPreferences): Promise<ReminderPlan> {
  await saveSetting('reminderPreferences', change(await readReminderPreferences()));
  return refreshReminders();
}
