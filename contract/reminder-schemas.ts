/**
 * The reminders function's bodies and answers (functions/reminders.ts), parsed with these on both sides. The device
 * sends its Web Push subscription and the next few reminder instants as opaque ids, never what they are for: the
 * server learns a time to knock and nothing else. Bodies are strict (an unknown key is a 400).
 */
import { z } from './zod.ts';

export const REMINDERS_PATH = '/.netlify/functions/reminders';

/** At most this many upcoming instants a device keeps on the server (the device plans a week, capped a day). */
export const MAX_REMINDER_OCCURRENCES = 50;
/** An instant further ahead than this is refused: the device refreshes them whenever it opens. */
export const MAX_REMINDER_DAYS_AHEAD = 35;
/** A reminder more than this late is dropped, never sent late at night. */
export const REMINDER_LATENESS_LIMIT_MS = 15 * 60 * 1000;
/** The body limit of PUT /subscription (413 above it). */
export const REMINDER_BODY_LIMIT = 16 * 1024;

/** An opaque id made on the device (a UUID, or any id-like string): it names nothing. */
export const reminderOccurrenceIdSchema = z
  .string()
  .min(8, 'id must be at least 8 characters')
  .max(64, 'id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'id must contain only letters, digits, _ and -');

const base64url = (name: string, min: number, max: number) =>
  z.string().min(min, `${name} is too short`).max(max, `${name} is too long`).regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`);

/** The browser's `PushSubscription.toJSON()`, as far as sending needs it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' })
    .max(1000, 'endpoint must be at most 1000 characters'),
  /** The time the push service says the subscription ends, if it says; ignored. */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The P-256 public key, uncompressed (65 bytes: 87 base64url characters, 88 with padding). */
    p256dh: base64url('keys.p256dh', 86, 90),
    /** The 16-byte authentication secret (22 base64url characters, 24 with padding). */
    auth: base64url('keys.auth', 22, 24),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const reminderOccurrenceSchema = z.strictObject({
  id: reminderOccurrenceIdSchema,
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO date-time' }),
});

/** PUT /subscription: replaces this device's subscription and all of its upcoming instants. */
export const putReminderSubscriptionSchema = z.strictObject({
  subscription: pushSubscriptionSchema,
  occurrences: z
    .array(reminderOccurrenceSchema)
    .max(MAX_REMINDER_OCCURRENCES, `at most ${MAX_REMINDER_OCCURRENCES} reminders`)
    .refine((list) => new Set(list.map((item) => item.id)).size === list.length, 'each id at most once'),
});
export type PutReminderSubscription = z.infer<typeof putReminderSubscriptionSchema>;

/** PUT /subscription's answer: how many instants the server now holds for this device. */
export const storedRemindersSchema = z.object({ stored: z.number().int().nonnegative() });
export type StoredReminders = z.infer<typeof storedRemindersSchema>;

/** DELETE /subscription's answer: whether there was anything to delete. */
export const deletedRemindersSchema = z.object({ deleted: z.boolean() });
export type DeletedReminders = z.infer<typeof deletedRemindersSchema>;

/** GET /vapid-public-key's answer: the application server key for `pushManager.subscribe`, base64url. */
export const vapidPublicKeySchema = z.object({ publicKey: z.string().min(1).regex(/^[A-Za-z0-9_-]+=*$/, 'publicKey must be base64url') });
export type VapidPublicKey = z.infer<typeof vapidPublicKeySchema>;

/** What a push carries: the opaque id alone (the service worker finds its meaning in the device's database). */
export const reminderPushSchema = z.strictObject({ id: reminderOccurrenceIdSchema });
export type ReminderPush = z.infer<typeof reminderPushSchema>;
