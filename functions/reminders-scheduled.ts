/**
 * The reminders' scheduler as a Netlify scheduled function, for hosted sites: every minute it sends what is due
 * (functions/_lib/reminders/scheduler.ts), on the database at DATABASE_URL with the VAPID keys of the environment.
 * `npm start` runs the same scheduler on an interval instead (server/reminder-scheduler.ts), so its router, which
 * would serve this file at /.netlify/functions/reminders-scheduled, is answered 404 here (it passes a DATA_DIR).
 */
import { backendForRequest } from './_lib/backend.ts';
import type { FunctionHostContext } from './_lib/dispatch.ts';
import { createReminderScheduler } from './_lib/reminders/scheduler.ts';
import { resolveVapidKeys } from './_lib/reminders/vapid.ts';
import { parsePushOrigins } from './_lib/reminders/push-endpoints.ts';

export default async function sendDueReminders(_request: Request, context: FunctionHostContext = {}): Promise<Response> {
  if (context.dataDir) return new Response(null, { status: 404 });
  const vapid = resolveVapidKeys(process.env, undefined);
  if (!vapid) return new Response(null, { status: 204 });
  const backend = await backendForRequest(context);
  const result = await createReminderScheduler({ db: backend.db, vapid, extraPushOrigins: parsePushOrigins(process.env.REMINDER_PUSH_ORIGINS) }).tick();
  console.log(`Reminders: sent ${result.sent}, dropped ${result.dropped}, gone ${result.gone}, retry ${result.retry}, unsafe ${result.unsafe}`);
  return new Response(null, { status: 204 });
}

export const config = { schedule: '* * * * *' };
