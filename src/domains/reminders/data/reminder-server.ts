/**
 * The app's calls to the reminders function, through its typed client (contract/reminders-client.ts): the VAPID
 * public key, the subscription with the upcoming opaque ids and instants, and its deletion. The device key (the one
 * the feedback functions use) says whose rows they are.
 */
import { ensureFeedbackIdentity } from '@/db/feedback-identity';
import { createRemindersClient } from '../../../../contract/reminders-client.ts';
import type { DeletedReminders, PushSubscriptionJson, StoredReminders } from '../../../../contract/reminder-schemas.ts';

const TIMEOUT_MS = 15_000;

const client = createRemindersClient('', (input, init) => fetch(input, init), {
  timeoutMs: TIMEOUT_MS,
  deviceKey: async () => (await ensureFeedbackIdentity()).key,
});

export function fetchVapidPublicKey(): Promise<string> {
  return client.vapidPublicKey();
}

export function putReminderSubscription(subscription: PushSubscriptionJson, occurrences: { id: string; at: string }[]): Promise<StoredReminders> {
  // Only what sending needs: the browser's expirationTime stays on the device.
  return client.putSubscription({ subscription: { endpoint: subscription.endpoint, keys: subscription.keys }, occurrences });
}

export function deleteReminderSubscription(): Promise<DeletedReminders> {
  return client.deleteSubscription();
}
