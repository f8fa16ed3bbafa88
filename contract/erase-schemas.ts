/**
 * POST /.netlify/functions/erase: "delete everything" on the server. One call, authenticated by the keys this device
 * holds, erases every record any function keeps under them: the device key (X-Feedback-Device-Key) proves the
 * feedback id, uploads and book submissions bound to it; the community key its posts, handle and reports; each
 * listing key its listing; each revoke token its short code. The device sends the keys it has, and drops them only
 * after this answered (src/features/insight/data/erase-server-records.ts). docs/erasure.md says what is erased.
 */
import { z } from './zod.ts';
import { communityKeySchema } from './community-schemas.ts';
import { listingIdSchema, listingKeySchema } from './directory-schemas.ts';
import { revokeTokenSchema } from './share-code-schemas.ts';
import { inboxIdSchema, inboxTokenSchema } from './inbox-schemas.ts';

export const ERASE_PATH = '/.netlify/functions/erase';

export const eraseRequestSchema = z.strictObject({
  communityKey: communityKeySchema.optional(),
  listings: z.array(z.strictObject({ listingId: listingIdSchema, listingKey: listingKeySchema })).max(20).optional(),
  shareCodes: z.array(z.strictObject({ code: z.string().min(1).max(20), revokeToken: revokeTokenSchema })).max(500).optional(),
  /** The therapist's returns inboxes, each proved by its fetch token (kept only on that device). */
  inboxes: z.array(z.strictObject({ inboxId: inboxIdSchema, fetchToken: inboxTokenSchema })).max(500).optional(),
});
export type EraseRequest = z.infer<typeof eraseRequestSchema>;

/** What was erased, by kind: the screen lists each with its count. */
export const ERASED_KINDS = [
  'feedback',
  'screenshots',
  'usageEvents',
  'promptInteractions',
  'preferences',
  'books',
  'communityPosts',
  'communityReports',
  'communityHandles',
  'listings',
  'shareCodes',
  'inboxes',
  'deviceBindings',
  'reminders',
] as const;
export type ErasedKind = (typeof ERASED_KINDS)[number];

export const erasedCountsSchema = z.strictObject(
  Object.fromEntries(ERASED_KINDS.map((kind) => [kind, z.int().nonnegative()])) as Record<ErasedKind, z.ZodInt>,
);
export type ErasedCounts = z.infer<typeof erasedCountsSchema>;

export const eraseResponseSchema = z.object({ erased: erasedCountsSchema });
export type EraseResponse = z.infer<typeof eraseResponseSchema>;

/** How the screen names each kind. */
export const ERASED_LABELS: Readonly<Record<ErasedKind, string>> = {
  feedback: 'feedback messages',
  screenshots: 'feedback screenshots',
  usageEvents: 'usage events',
  promptInteractions: 'feedback prompt answers',
  preferences: 'feedback preferences',
  books: 'book submissions',
  communityPosts: 'community posts',
  communityReports: 'community reports',
  communityHandles: 'community names',
  listings: 'directory listings',
  shareCodes: 'short codes',
  inboxes: 'returns inboxes (with any returns waiting in them)',
  deviceBindings: 'device keys on the server',
  reminders: 'reminder subscriptions',
};
