/**
 * The reminders function's handlers (routes in functions/reminders.ts). Every call counts against the `remind` rate
 * limit first; the device key header says whose rows these are (only its SHA-256 is kept). Bodies are parsed with
 * the contract's schemas before the database is asked anything.
 */
import { HttpError, ok, readJsonBody } from '../http.ts';
import { enforceRateLimit, parseWith, type HandlerContext } from '../request-context.ts';
import { requireDeviceKey } from '../device-bindings.ts';
import {
  MAX_REMINDER_DAYS_AHEAD,
  putReminderSubscriptionSchema,
  REMINDER_BODY_LIMIT,
  REMINDER_LATENESS_LIMIT_MS,
  type DeletedReminders,
  type StoredReminders,
  type VapidPublicKey,
} from '../../../contract/reminder-schemas.ts';
import { deleteReminders, deviceKeyHash, replaceReminders } from './store.ts';
import { refusedPushEndpoint, type ExtraPushOrigin } from './push-endpoints.ts';
import type { VapidKeys } from './vapid.ts';

export interface ReminderContext extends HandlerContext {
  /** null: this host has no VAPID keys, so it offers no reminders (503). */
  vapid: VapidKeys | null;
  /** Origins accepted besides the browsers' push services (REMINDER_PUSH_ORIGINS: a local stand-in). */
  extraPushOrigins: readonly ExtraPushOrigin[];
}

export type ReminderHandler = (request: Request, context: ReminderContext) => Promise<Response>;

export const NOT_OFFERED = 'Reminders are not offered by this server (it has no VAPID keys).';
const DAY_MS = 24 * 60 * 60 * 1000;

function requireVapid(context: ReminderContext): VapidKeys {
  if (!context.vapid) throw new HttpError(503, NOT_OFFERED);
  return context.vapid;
}

/** GET /vapid-public-key: the application server key the device subscribes with. */
export const readVapidPublicKey: ReminderHandler = async (_request, context) => {
  await enforceRateLimit(context, 'remind');
  return ok<VapidPublicKey>({ publicKey: requireVapid(context).publicKey });
};

/** PUT /subscription: the device's subscription and all its upcoming instants, replacing what was there. */
export const putSubscription: ReminderHandler = async (request, context) => {
  await enforceRateLimit(context, 'remind');
  requireVapid(context);
  const keyHash = deviceKeyHash(requireDeviceKey(request));
  const body = parseWith(putReminderSubscriptionSchema, await readJsonBody(request, REMINDER_BODY_LIMIT));
  const refused = refusedPushEndpoint(new URL(body.subscription.endpoint), context.extraPushOrigins);
  if (refused) throw new HttpError(400, refused);
  const now = context.backend.now().getTime();
  for (const occurrence of body.occurrences) {
    const at = Date.parse(occurrence.at);
    if (at < now - REMINDER_LATENESS_LIMIT_MS) throw new HttpError(400, 'occurrences must not be in the past');
    if (at > now + MAX_REMINDER_DAYS_AHEAD * DAY_MS) {
      throw new HttpError(400, `occurrences must be within ${MAX_REMINDER_DAYS_AHEAD} days`);
    }
  }
  const stored = await replaceReminders(context.backend.db, keyHash, body, context.backend.now());
  return ok<StoredReminders>({ stored });
};

/** DELETE /subscription: reminders turned off; the subscription and every instant go (200 again on a repeat). */
export const deleteSubscription: ReminderHandler = async (request, context) => {
  await enforceRateLimit(context, 'remind');
  const keyHash = deviceKeyHash(requireDeviceKey(request));
  return ok<DeletedReminders>({ deleted: await deleteReminders(context.backend.db, keyHash) });
};
