/**
 * Reminders: /.netlify/functions/reminders, one Netlify function (classic path) that `npm start` serves on the same
 * origin, on the feedback functions' database. Typed in contract/reminder-schemas.ts.
 *
 * GET    /vapid-public-key  -> 200 { publicKey }  (503 when this host has no VAPID keys)
 * PUT    /subscription      with X-Feedback-Device-Key, { subscription, occurrences: [{ id, at }] (<= 50) }
 *                           -> 200 { stored }: replaces the device's subscription and all of its instants
 * DELETE /subscription      with X-Feedback-Device-Key -> 200 { deleted }
 * An endpoint must be a browser push service's (functions/_lib/reminders/push-endpoints.ts), else 400.
 * Bad bodies 400, over 16 KB 413, not JSON 415, no device key 403, rate limit (`remind`) 429.
 * The scheduler that sends them is functions/_lib/reminders/scheduler.ts (npm start's interval) and
 * functions/reminders-scheduled.ts (Netlify's scheduled function).
 */
import type { FunctionsBackend } from './_lib/backend.ts';
import { backendForRequest } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import { deleteSubscription, putSubscription, readVapidPublicKey, type ReminderContext } from './_lib/reminders/handlers.ts';
import { parsePushOrigins, type ExtraPushOrigin } from './_lib/reminders/push-endpoints.ts';
import { resolveVapidKeys, type VapidKeys } from './_lib/reminders/vapid.ts';
import { REMINDERS_PATH } from '../contract/reminder-schemas.ts';

const ROUTES: Route<ReminderContext>[] = [
  { pattern: /^\/vapid-public-key$/, methods: { GET: readVapidPublicKey } },
  { pattern: /^\/subscription$/, methods: { PUT: putSubscription, DELETE: deleteSubscription } },
];

export interface RemindersHandlerOptions {
  /** The keys for a host's data folder (npm start passes DATA_DIR); null when the host has none. */
  vapidKeys: (dataDir: string | undefined) => VapidKeys | null;
  /** Origins accepted besides the browsers' push services: a local stand-in's (REMINDER_PUSH_ORIGINS). */
  extraPushOrigins?: readonly ExtraPushOrigin[];
}

export function createRemindersHandler(
  getBackend: (context: FunctionHostContext) => Promise<FunctionsBackend>,
  options: RemindersHandlerOptions,
): (request: Request, context?: FunctionHostContext) => Promise<Response> {
  const dispatchers = new Map<string, ReturnType<typeof createDispatcher<FunctionHostContext, ReminderContext>>>();
  const dispatcherFor = (dataDir: string | undefined) => {
    const key = dataDir ?? '';
    let dispatch = dispatchers.get(key);
    if (!dispatch) {
      const vapid = options.vapidKeys(dataDir);
      dispatch = createDispatcher<FunctionHostContext, ReminderContext>(getBackend, {
        basePath: REMINDERS_PATH,
        routes: ROUTES,
        messages: {
          storageUnavailableLog: 'Reminder storage is unavailable',
          updating: 'The reminder service is being updated. Please try again shortly.',
          unavailable: 'The reminder service is not available right now. Please try again later.',
          failureLogPrefix: 'Reminders',
        },
        buildContext: (base) => ({ ...base, vapid, extraPushOrigins: options.extraPushOrigins ?? [] }),
      });
      dispatchers.set(key, dispatch);
    }
    return dispatch;
  };
  return (request, context = {}) => dispatcherFor(context.dataDir)(request, context);
}

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createRemindersHandler((context) => backendForRequest(context), {
  vapidKeys: (dataDir) => resolveVapidKeys(process.env, dataDir),
  extraPushOrigins: parsePushOrigins(process.env.REMINDER_PUSH_ORIGINS),
});
