import { readSetting } from '@/db/settings';
import { DEFAULT_REMINDER_PREFERENCES, type ReminderPreferences } from '@/db/reminder-types';

/** The person's reminder choices, with the defaults (nothing on) for what they never chose. */
export async function readReminderPreferences(): Promise<ReminderPreferences> {
  return { ...DEFAULT_REMINDER_PREFERENCES, ...(await readSetting('reminderPreferences')) };
}

/** Whether anything about reminders is in use: one on, push chosen, or a plan the server may still hold. */
export async function remindersInUse(): Promise<boolean> {
  const preferences = await readReminderPreferences();
  if (Object.values(preferences.on).some(Boolean) || preferences.push) return true;
  return Boolean(await readSetting('reminderPlan'));
}
