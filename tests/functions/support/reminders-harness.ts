/**
 * The reminders function and its scheduler over a test database with a test clock, one VAPID pair per harness, and
 * the push stand-in's origin allowed as REMINDER_PUSH_ORIGINS would (tests/support/push-standin/ listens on
 * http://127.0.0.1 on a port the system picks); every other endpoint must be a browser push service's.
 */
import webPush from 'web-push';
import type { Env, FunctionsBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { createReminderScheduler, type SchedulerOptions } from '../../../functions/_lib/reminders/scheduler.ts';
import type { VapidKeys } from '../../../functions/_lib/reminders/vapid.ts';
import { createRemindersHandler } from '../../../functions/reminders.ts';
import { parsePushOrigins, type ExtraPushOrigin } from '../../../functions/_lib/reminders/push-endpoints.ts';
import { DEVICE_KEY_HEADER, newDeviceKey } from '../../../contract/device-key.ts';
import { REMINDERS_PATH } from '../../../contract/reminder-schemas.ts';
import { STANDIN_ORIGINS } from '../../support/push-standin/standin.ts';
import type { Clock } from './backends.ts';
import { clockedBackend, functionRequest, readFunctionResponse, type FunctionRequestOptions } from './function-call.ts';

export interface RemindersHarness {
  backend: FunctionsBackend;
  clock: Clock;
  vapid: VapidKeys;
  call(method: string, path: string, options?: FunctionRequestOptions & { deviceKey?: string | null; ip?: string }): Promise<{
    status: number;
    json: { success: boolean; data?: unknown; error?: string };
  }>;
  /** A scheduler on this harness's clock, keys and allowed origins; `options` replaces any of them (a transport). */
  scheduler(db?: SqlClient, options?: Partial<SchedulerOptions>): ReturnType<typeof createReminderScheduler>;
  /** The stand-in's origin, allowed to the function and to every scheduler as REMINDER_PUSH_ORIGINS would. */
  extraPushOrigins: ExtraPushOrigin[];
  /** The device key of this harness's device. */
  deviceKey: string;
}

export function remindersHarness(db: SqlClient, options: { start?: Date; env?: Env } = {}): RemindersHarness {
  const { backend, clock } = clockedBackend(db, { start: options.start ?? new Date('2026-06-01T18:00:00Z'), env: options.env });
  const vapid: VapidKeys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:test@example.org' };
  const extraPushOrigins = parsePushOrigins(STANDIN_ORIGINS);
  const handler = createRemindersHandler(async () => backend, { vapidKeys: () => vapid, extraPushOrigins });
  const deviceKey = newDeviceKey();
  return {
    backend,
    clock,
    vapid,
    deviceKey,
    extraPushOrigins,
    async call(method, path, callOptions = {}) {
      const key = callOptions.deviceKey === undefined ? deviceKey : callOptions.deviceKey;
      const request = functionRequest(`http://localhost${REMINDERS_PATH}${path}`, method, callOptions, {
        [DEVICE_KEY_HEADER]: key ?? undefined,
      });
      const response = await handler(request, { ip: callOptions.ip ?? '203.0.113.20' });
      return readFunctionResponse<{ success: boolean; data?: unknown; error?: string }>(response);
    },
    scheduler(schedulerDb = db, options = {}) {
      return createReminderScheduler({ db: schedulerDb, vapid, now: () => clock.now, extraPushOrigins, log: () => undefined, ...options });
    },
  };
}

/** Rows the database holds for a device key (its instants, ordered by id). */
export async function rowsOf(db: SqlClient, deviceKeyHashHex: string): Promise<{ occurrence_id: string; due_at: Date }[]> {
  return db.query('select occurrence_id, due_at from feedback.reminder_occurrences where key_hash = $1 order by occurrence_id', [deviceKeyHashHex]);
}
