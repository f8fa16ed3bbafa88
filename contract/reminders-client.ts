/**
 * The typed client of the reminders function (functions/reminders.ts, reminder-schemas.ts), used by the app's
 * reminder settings. Every answer is read with a size limit and its data checked against the contract's schema, so a
 * proxy's HTML page, a cut-off body or a server speaking another version is a `RemindersClientError`, never a wrongly
 * typed value. The device key says whose rows they are; it is asked for at call time (a key made later is the one sent).
 */
import { DEVICE_KEY_HEADER } from './device-key.ts';
import {
  deletedRemindersSchema,
  REMINDERS_PATH,
  storedRemindersSchema,
  vapidPublicKeySchema,
  type DeletedReminders,
  type PutReminderSubscription,
  type StoredReminders,
} from './reminder-schemas.ts';
import {
  createServiceRequester,
  ServiceClientError,
  standardMessages,
  tooManyRequestsMessage,
  type ServiceMessages,
} from './service-request.ts';

export class RemindersClientError extends ServiceClientError {
  override readonly name = 'RemindersClientError';
}

export interface RemindersClient {
  /** GET /vapid-public-key: the key `pushManager.subscribe` needs. */
  vapidPublicKey(): Promise<string>;
  /** PUT /subscription: replaces this device's subscription and all of its upcoming instants. */
  putSubscription(body: PutReminderSubscription): Promise<StoredReminders>;
  /** DELETE /subscription: this device's subscription and instants. */
  deleteSubscription(): Promise<DeletedReminders>;
}

export interface RemindersClientOptions {
  /** This device's key (contract/device-key.ts). */
  deviceKey: () => Promise<string> | string;
  timeoutMs?: number;
}

const MESSAGES: ServiceMessages = {
  ...standardMessages('The reminder service'),
  refusal(status, retryAfterMs) {
    if (status === 429) return tooManyRequestsMessage(retryAfterMs);
    if (status === 413) return 'There are too many reminders to send at once.';
    return 'The reminder service refused this request.';
  },
};

/** `baseUrl` is the origin ('' for the app's own); the function's path is added here. */
export function createRemindersClient(baseUrl: string, fetchImpl: typeof fetch, options: RemindersClientOptions): RemindersClient {
  const { call } = createServiceRequester({
    baseUrl: `${baseUrl.replace(/\/+$/, '')}${REMINDERS_PATH}`,
    fetchImpl,
    timeoutMs: options.timeoutMs,
    // Larger than any answer of the function (a key or a count in its envelope).
    maxResponseBytes: 16 * 1024,
    ErrorClass: RemindersClientError,
    messages: MESSAGES,
  });
  const deviceHeaders = async () => ({ [DEVICE_KEY_HEADER]: await options.deviceKey() });

  return {
    async vapidPublicKey() {
      return (await call('/vapid-public-key', { method: 'GET', headers: await deviceHeaders() }, vapidPublicKeySchema)).publicKey;
    },
    async putSubscription(body) {
      return call('/subscription', { method: 'PUT', json: body, headers: await deviceHeaders() }, storedRemindersSchema);
    },
    async deleteSubscription() {
      return call('/subscription', { method: 'DELETE', headers: await deviceHeaders() }, deletedRemindersSchema);
    },
  };
}
