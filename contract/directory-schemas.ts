/**
 * The therapist directory's bodies and answers (functions/directory.ts), parsed with these on both sides. Bodies are
 * strict (an unknown key is a 400); answers travel in the feedback functions' envelope (contract/envelope.ts).
 *
 * A listing belongs to the device that first asked for it: that device made the listing id (a UUID) and a listing key
 * (32 random bytes, base64url) and sends the key in `X-Listing-Key` with every call about the listing; the server
 * keeps only the key's SHA-256. A listing is public only while it is verified by an admin, opted in and subscribed
 * (`isSubscriptionActive`, the spec's rule, on the server's clock).
 */
import { z } from './zod.ts';

/** The base path the functions serve the directory at (Netlify's classic function path, npm start's too). */
export const DIRECTORY_PATH = '/.netlify/functions/directory';
export const LISTING_KEY_HEADER = 'X-Listing-Key';

export const MAX_BIO_LENGTH = 250;
export const MAX_SPECIALTIES = 12;
export const MAX_REPORT_DETAILS = 500;
export const MAX_DECLINE_REASON = 500;
export const DIRECTORY_PAGE_SIZE = 50;
/** The spec's sample subscription: 30 days from the day it starts. */
export const SAMPLE_SUBSCRIPTION_DAYS = 30;

/** The listing key: 32 random bytes, base64url without padding (43 characters). */
export const listingKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'the listing key must be 43 base64url characters');
export const listingIdSchema = z.uuid('must be a UUID');

/** A new listing key for a device (32 random bytes, base64url). */
export function newListingKey(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export { isSubscriptionActive } from './subscription-rule.ts';

/** Control characters other than tab, line feed and carriage return (NUL among them) are never part of a listing. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}
export function text(field: string, max: number, min = 0) {
  return z
    .string(`${field} must be text`)
    .trim()
    .min(min, min > 0 ? `${field} must not be empty` : undefined)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), `${field} must not contain control characters`);
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** True for an https:// address with a host and no user name or password, a mailto: address, or a plain e-mail. */
export function isAllowedContact(value: string): boolean {
  if (EMAIL.test(value)) return true;
  if (/^mailto:/i.test(value)) return EMAIL.test(value.slice('mailto:'.length).split('?')[0] ?? '');
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const contactSchema = text('contact', 200, 1).refine(
  isAllowedContact,
  'contact must be an https:// web address or an e-mail address',
);

/** PUT /listings/{listingId}: what a therapist asks to have listed. */
export const listingRequestSchema = z.strictObject({
  name: text('name', 120, 1),
  credentials: text('credentials', 120),
  licenseNumber: text('licenseNumber', 40, 1),
  licenseState: text('licenseState', 40, 1),
  city: text('city', 80),
  state: text('state', 80),
  specialties: z.array(text('specialty', 60, 1)).max(MAX_SPECIALTIES, `at most ${MAX_SPECIALTIES} specialties`),
  remote: z.boolean('remote must be true or false'),
  inPerson: z.boolean('inPerson must be true or false'),
  bio: text('bio', MAX_BIO_LENGTH),
  contact: contactSchema,
  directoryOptIn: z.boolean('directoryOptIn must be true or false'),
});
export type ListingRequest = z.infer<typeof listingRequestSchema>;

export const LISTING_STATUSES = ['pending', 'verified', 'declined'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'ended'] as const;

const isoTimeSchema = z.iso.datetime({ offset: true });

export const subscriptionStateSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  start: isoTimeSchema.nullable(),
  end: isoTimeSchema.nullable(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** 200 from GET and PUT /listings/{listingId}: where the listing stands, for its therapist. */
export const listingStateSchema = z.object({
  listingId: listingIdSchema,
  status: z.enum(LISTING_STATUSES),
  declineReason: z.string().nullable(),
  verifiedAt: isoTimeSchema.nullable(),
  subscription: subscriptionStateSchema,
  isPublic: z.boolean(),
  updatedAt: isoTimeSchema,
});
export type ListingState = z.infer<typeof listingStateSchema>;

export const SUBSCRIPTION_PLANS = ['professional'] as const;
/** POST /listings/{listingId}/subscription. */
export const startSubscriptionBodySchema = z.strictObject({ plan: z.enum(SUBSCRIPTION_PLANS) });
export type StartSubscriptionBody = z.infer<typeof startSubscriptionBodySchema>;

/** 200 from POST /listings/{listingId}/subscription: the listing, and whether a subscription started or one was kept. */
export const subscriptionAnswerSchema = listingStateSchema.extend({ outcome: z.enum(['started', 'kept-active']) });
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** One public listing (no license number, no key, no status). */
export const publicListingSchema = z.object({
  listingId: listingIdSchema,
  name: z.string(),
  credentials: z.string(),
  licenseState: z.string(),
  city: z.string(),
  state: z.string(),
  specialties: z.array(z.string()),
  remote: z.boolean(),
  inPerson: z.boolean(),
  bio: z.string(),
  contact: z.string(),
  verifiedAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type PublicListing = z.infer<typeof publicListingSchema>;

const optionalText = (field: string, max: number) =>
  text(field, max)
    .nullable()
    .transform((value) => (value === null || value === '' ? undefined : value));

/** GET /listings query: each parameter is optional; `remote=true` keeps remote listings, `remote=false` in-person ones. */
export const directoryQuerySchema = z.object({
  specialty: optionalText('specialty', 60),
  state: optionalText('state', 80),
  city: optionalText('city', 80),
  remote: z
    .enum(['true', 'false'], 'remote must be true or false')
    .nullable()
    .transform((value) => (value === null ? undefined : value === 'true')),
  q: optionalText('q', 100),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'page must be a whole number from 1')
    .nullable()
    .transform((value) => (value === null ? 1 : Number(value))),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;
export type DirectoryFilters = { specialty?: string; state?: string; city?: string; remote?: boolean; q?: string; page?: number };

/** 200 from GET /listings: one page of public listings sorted by name, and when the server made it. */
export const directoryPageSchema = z.object({
  listings: z.array(publicListingSchema).max(DIRECTORY_PAGE_SIZE),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().min(0),
  generatedAt: isoTimeSchema,
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

export const REPORT_REASONS = ['inaccurate', 'not-a-professional', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** POST /listings/{listingId}/reports: anyone may report a public listing. */
export const listingReportBodySchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, `reason must be one of ${REPORT_REASONS.join(', ')}`),
  details: text('details', MAX_REPORT_DETAILS).default(''),
});
export type ListingReportBody = z.input<typeof listingReportBodySchema>;
export const reportReceiptSchema = z.object({ reportId: z.uuid() });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;
