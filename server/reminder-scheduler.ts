/**
 * `npm start`'s reminder scheduler: an interval in the server process that sends due reminders
 * (functions/_lib/reminders/scheduler.ts) on the same database the functions use. VAPID keys come from the
 * environment or are generated once into DATA_DIR (functions/_lib/reminders/vapid.ts). REMINDER_TICK_SECONDS sets
 * the interval (default 15 s, so a push leaves within about 15 s of its instant).
 */
import { backendForRequest, type Env } from '../functions/_lib/backend.ts';
import { createReminderScheduler, DEFAULT_TICK_MS, type ReminderScheduler } from '../functions/_lib/reminders/scheduler.ts';
import { resolveVapidKeys } from '../functions/_lib/reminders/vapid.ts';
import { parsePushOrigins } from '../functions/_lib/reminders/push-endpoints.ts';

function tickMs(env: Env): number {
  const raw = env.REMINDER_TICK_SECONDS?.trim();
  if (!raw) return DEFAULT_TICK_MS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 60) throw new Error('REMINDER_TICK_SECONDS must be a whole number from 1 to 60');
  return seconds * 1000;
}

export async function startReminderScheduler(options: { dataDir: string; env: Env; log: (message: string) => void }): Promise<ReminderScheduler | null> {
  const vapid = resolveVapidKeys(options.env, options.dataDir);
  if (!vapid) return null;
  const interval = tickMs(options.env);
  const backend = await backendForRequest({ dataDir: options.dataDir }, options.env);
  const scheduler = createReminderScheduler({ db: backend.db, vapid, extraPushOrigins: parsePushOrigins(options.env.REMINDER_PUSH_ORIGINS) });
  scheduler.start(interval);
  options.log(`Reminders: the scheduler sends due reminders every ${interval / 1000} s`);
  return scheduler;
}
