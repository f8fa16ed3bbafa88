/**
 * The app's calls to the reminders function (functions/reminders.ts, contract/reminder-schemas.ts): the VAPID public
 * key, the subscription with the upcoming opaque ids and instants, and its deletion. The device key (the one the
 * feedback functions use) says whose rows they are.
 */
import { ensureFeedbackIdentity } from '@/db/feedback-identity';
import { DEVICE_KEY_HEADER } from '../../../../contract/device-key.ts';
import { REMINDERS_PATH, type PushSubscriptionJson } from '../../../../contract/reminder-schemas.ts';

const TIMEOUT_MS = 15_000;

export class ReminderServerError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ReminderServerError';
  }
}

async function call<Data>(method: string, path: string, body?: unknown): Promise<Data> {
  const { key } = await ensureFeedbackIdentity();
  const headers: Record<string, string> = { [DEVICE_KEY_HEADER]: key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${REMINDERS_PATH}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await response.json().catch(() => null)) as { success?: boolean; data?: Data; error?: string } | null;
  if (!response.ok || !json?.success) throw new ReminderServerError(json?.error ?? `The reminder service answered ${response.status}`, response.status);
  return json.data as Data;
}

export async function fetchVapidPublicKey(): Promise<string> {
  return (await call<{ publicKey: string }>('GET', '/vapid-public-key')).publicKey;
}

export function putReminderSubscription(subscription: PushSubscriptionJson, occurrences: { id: string; at: string }[]): Promise<{ stored: number }> {
  return call('PUT', '/subscription', { subscription: { endpoint: subscription.endpoint, keys: subscription.keys }, occurrences });
}

export function deleteReminderSubscription(): Promise<{ deleted: boolean }> {
  return call('DELETE', '/subscription');
}
