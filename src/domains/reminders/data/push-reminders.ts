/**
 * Turning notifications on (from a tap: the permission prompt needs one, and iOS allows it only then) and off. On:
 * subscribe with the server's VAPID key, save the choice, plan and send. Off: delete the server's rows first, then
 * the browser's subscription, then save the choice, so nothing is left knocking.
 */
import { readSetting, saveSetting } from '@/db/settings';
import { readReminderPreferences, refreshReminders } from './refresh-reminders.ts';
import { deleteReminderSubscription, fetchVapidPublicKey } from './reminder-server.ts';
import { registerBadgeSync, subscribeToPush, unsubscribeFromPush } from './device-support.ts';

export async function turnOnNotifications(): Promise<void> {
  await subscribeToPush(await fetchVapidPublicKey());
  await saveSetting('reminderPreferences', { ...(await readReminderPreferences()), push: true });
  // Forget what was sent before, so this plan (even an empty one) goes to the server with the new subscription.
  const previous = await readSetting('reminderPlan');
  if (previous) await saveSetting('reminderPlan', { ...previous, sentSignature: null });
  const plan = await refreshReminders();
  if (plan.sentSignature === null) throw new Error('Your reminders could not be sent yet; they will be when the app next opens online.');
  await registerBadgeSync();
}

export async function turnOffNotifications(): Promise<void> {
  await deleteReminderSubscription();
  await unsubscribeFromPush();
  await saveSetting('reminderPreferences', { ...(await readReminderPreferences()), push: false });
  await refreshReminders();
}
