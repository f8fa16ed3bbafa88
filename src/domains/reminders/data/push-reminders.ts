/**
 * Turning notifications on (from a tap: the permission prompt needs one, and iOS allows it only then) and off. On:
 * subscribe with the server's VAPID key, save the choice, plan and send; a push service that does not answer within
 * PUSH_SUBSCRIBE_TIMEOUT_MS leaves notifications off and the plan and the badge current, and the screen says so.
 * Off: delete the server's rows first, then the browser's subscription, then save the choice, so nothing is left
 * knocking.
 */
import { readSetting, saveSetting } from '@/db/settings';
import { readReminderPreferences, refreshReminders } from './refresh-reminders.ts';
import { deleteReminderSubscription, fetchVapidPublicKey } from './reminder-server.ts';
import { PushServiceUnreachable, registerBadgeSync, subscribeToPush, unsubscribeFromPush } from './device-support.ts';

export async function turnOnNotifications(): Promise<void> {
  try {
    await subscribeToPush(await fetchVapidPublicKey());
  } catch (error) {
    if (error instanceof PushServiceUnreachable) {
      // No push, but what needs no push service goes on: the plan on the device (the in-app list) and the badge,
      // kept current in the background where the browser offers it.
      await refreshReminders().catch(() => undefined);
      await registerBadgeSync();
    }
    throw error;
  }
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
