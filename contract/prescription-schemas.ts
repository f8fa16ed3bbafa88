/**
 * Star Chart's shared shapes (zod): a therapist's prescription, what travels to the client in a share link or a
 * short code, and what the client chooses to send back. The therapist's screens, the client's journey page, the
 * share-link codec and the short-code function all parse with these, so a link made by one version is read the same
 * way by every other part.
 *
 * Dates without a time (`2026-03-08`) are the client's own calendar days: due dates are computed on the client's
 * device in its own time zone, so a 7 pm window stays 7 pm wherever the client is.
 */
import { z } from './zod.ts';
import { text } from './json-values.ts';
import { prescriptionInboxSchema } from './inbox-schemas.ts';

export const PRESCRIBABLE_KINDS = ['tool', 'trail', 'flow', 'activity', 'journey'] as const;
export type PrescribableKind = (typeof PRESCRIBABLE_KINDS)[number];

export const PRESCRIPTION_AGE_TIERS = ['child', 'teen', 'adult'] as const;

export const MAX_PRESCRIBED_ITEMS = 20;
export const MAX_NOTE_LENGTH = 2000;
export const MAX_ITEM_NOTE_LENGTH = 500;
export const MAX_EVERY_N_DAYS = 365;

/** An id made on a device (a UUID, or any short id-like string). */
export const recordId = z
  .string()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, _ and -');

/** A content id of ours (`mood-check-in`, `loss-grief`). */
export const contentId = z
  .string()
  .min(1, 'must not be empty')
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case id with hyphens');

function isRealCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day, `YYYY-MM-DD`, between 2000 and 2199. */
export const localDate = z
  .string()
  .regex(/^(20|21)\d{2}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isRealCalendarDay, 'must be a real calendar day');
export type LocalDate = z.infer<typeof localDate>;

/** A time of day, `HH:MM`, 24-hour. */
export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM (24-hour)');

/** 0 = Sunday ... 6 = Saturday, as `Date.prototype.getDay`. */
export const weekday = z.number().int().min(0).max(6);

export const rhythmPatternSchema = z.discriminatedUnion('type', [
  /** Due once, on the start date. */
  z.strictObject({ type: z.literal('once') }),
  z.strictObject({ type: z.literal('daily') }),
  /** Monday to Friday. */
  z.strictObject({ type: z.literal('weekdays') }),
  z.strictObject({
    type: z.literal('days-of-week'),
    days: z
      .array(weekday)
      .min(1, 'choose at least one day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'each day at most once'),
  }),
  /** Every N days counted from the start date (N = 14 is fortnightly). */
  z.strictObject({ type: z.literal('every-n-days'), n: z.number().int().min(1).max(MAX_EVERY_N_DAYS) }),
]);
export type RhythmPattern = z.infer<typeof rhythmPatternSchema>;

export const rhythmSchema = z
  .strictObject({
    pattern: rhythmPatternSchema,
    startDate: localDate,
    /** Inclusive; absent means open-ended (a `once` rhythm ignores it). */
    endDate: localDate.optional(),
    /** The part of the day the item is meant for, in the client's local time. */
    window: z
      .strictObject({ from: localTime, to: localTime })
      .refine((window) => window.from < window.to, 'the window must end after it starts')
      .optional(),
  })
  .refine((rhythm) => rhythm.endDate === undefined || rhythm.endDate >= rhythm.startDate, {
    message: 'the end date must not be before the start date',
    path: ['endDate'],
  });
export type Rhythm = z.infer<typeof rhythmSchema>;

export const prescribedItemSchema = z.strictObject({
  /** Unique within the prescription; a return names items by it. */
  id: recordId,
  kind: z.enum(PRESCRIBABLE_KINDS),
  contentId,
  /** Flows only: the age tier of the flow's wording. */
  ageTier: z.enum(PRESCRIPTION_AGE_TIERS).optional(),
  /** The item's title when prescribed, so the client sees it even if their copy of the app is older. */
  title: text(120).min(1),
  rhythm: rhythmSchema,
  note: text(MAX_ITEM_NOTE_LENGTH).optional(),
});
export type PrescribedItem = z.infer<typeof prescribedItemSchema>;

export const prescriberSchema = z.strictObject({
  name: text(120).min(1),
  credentials: text(120).optional(),
});

export const prescriptionSchema = z
  .strictObject({
    id: recordId,
    createdAt: z.iso.datetime({ offset: true }),
    prescriber: prescriberSchema,
    /** The therapist's note to the client. */
    note: text(MAX_NOTE_LENGTH).optional(),
    /** Show the client a reminder of the crisis page with this prescription. */
    crisisReminder: z.boolean(),
    items: z.array(prescribedItemSchema).min(1, 'prescribe at least one item').max(MAX_PRESCRIBED_ITEMS),
    /**
     * The therapist's returns inbox (issue 28): where the client's device sends a sealed return. Optional: a
     * prescription made before, or on a device that could not make one, is answered by link, code or file only.
     */
    inbox: prescriptionInboxSchema.optional(),
  })
  .refine((prescription) => new Set(prescription.items.map((item) => item.id)).size === prescription.items.length, {
    message: 'item ids must be unique',
    path: ['items'],
  });
export type Prescription = z.infer<typeof prescriptionSchema>;

/* What the client sends back: only what they chose, item by item. */

/** What a client may share of one item: any of these, several at once (an empty set shares nothing). */
export const SHARE_FACETS = ['completions', 'scores', 'entries'] as const;
export type ShareFacet = (typeof SHARE_FACETS)[number];

/**
 * The return's format. 1 (no `version` field): one kind of thing per item, no time zone. 2: any of days done, scores
 * and entries per item, the client's calendar days done (`doneDates`) and the client's time zone. Both parse, so a
 * return made by an older app is still imported; a therapist's older app refuses a version 2 return as invalid.
 */
export const CLIENT_RETURN_VERSION = 2;

/** An IANA time zone name (`Europe/Paris`, `America/Argentina/Buenos_Aires`, `UTC`). */
export const ianaTimeZone = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/, 'must be an IANA time zone name such as Europe/Paris');

export const MAX_RETURNED_PER_ITEM = 200;

/**
 * Flags a scored entry carries (`phq9-item9`: PHQ-9 item 9 answered above 0), so that the therapist sees them with
 * the result. Optional, so that returns made before flags existed still parse.
 */
export const returnedFlagsSchema = z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(10);

export const returnedScoreSchema = z.strictObject({
  at: z.iso.datetime({ offset: true }),
  /** What was scored (`Mood`), as the client's tool labels it. */
  label: text(80).min(1),
  value: z.number().finite().min(-1000).max(1000),
  /** The scale's top, when the score has one (`7` for 1 to 7). */
  max: z.number().finite().min(-1000).max(1000).optional(),
  flags: returnedFlagsSchema.optional(),
});

export const returnedEntrySchema = z.strictObject({
  at: z.iso.datetime({ offset: true }),
  title: text(120).min(1),
  /** The entry as readable text: question and answer lines, exactly as the client previewed it. */
  body: text(8000),
  flags: returnedFlagsSchema.optional(),
});

export const returnedItemSchema = z.strictObject({
  itemId: recordId,
  completions: z.array(z.iso.datetime({ offset: true })).max(MAX_RETURNED_PER_ITEM).optional(),
  /** Version 2: the client's calendar days (due days) the item was done for, in the return's time zone. */
  doneDates: z.array(localDate).max(MAX_RETURNED_PER_ITEM).optional(),
  scores: z.array(returnedScoreSchema).max(MAX_RETURNED_PER_ITEM).optional(),
  entries: z.array(returnedEntrySchema).max(MAX_RETURNED_PER_ITEM).optional(),
});
export type ReturnedItem = z.infer<typeof returnedItemSchema>;

/** The longest safety plan a return carries, as text (the plan's seven steps fit in far less). */
export const MAX_SHARED_PLAN_LENGTH = 8000;

/**
 * The client's safety plan, when they chose to send it (from the forge): readable text, one step per heading line
 * and one entry per line, exactly as their preview showed it. Optional, so returns made before it still parse.
 */
export const sharedSafetyPlanSchema = z.strictObject({
  /** When the client last changed the plan. */
  updatedAt: z.iso.datetime({ offset: true }),
  body: text(MAX_SHARED_PLAN_LENGTH).min(1),
});
export type SharedSafetyPlan = z.infer<typeof sharedSafetyPlanSchema>;

export const clientReturnSchema = z.strictObject({
  /** Made once per return on the client's device: importing the same return twice adds nothing. */
  id: recordId,
  /** Absent in version 1 returns. */
  version: z.literal(CLIENT_RETURN_VERSION).optional(),
  prescriptionId: recordId,
  createdAt: z.iso.datetime({ offset: true }),
  /** The client's IANA time zone when the return was made (version 2): the chart counts due days in it. */
  timeZone: ianaTimeZone.optional(),
  items: z.array(returnedItemSchema).max(MAX_PRESCRIBED_ITEMS),
  safetyPlan: sharedSafetyPlanSchema.optional(),
});
export type ClientReturn = z.infer<typeof clientReturnSchema>;
