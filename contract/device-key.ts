/**
 * The device key: a per-device secret (32 random bytes, base64url without padding) made together with the device's
 * feedback id and sent on every feedback call as `X-Feedback-Device-Key`. The functions keep only its SHA-256,
 * bound to the feedback id at that id's first write, and answer reads of that id (GET /user/{id}, preferences) and
 * further writes under it only to the same key. The feedback id is a separate random id, never sent to Supabase,
 * so knowing it from feedback data gives nothing anywhere else, and without the key it gives nothing here either.
 * No zod here: the page's first screens load this module (see isFeedbackIdentity).
 */
export const DEVICE_KEY_HEADER = 'X-Feedback-Device-Key';

/** 32 bytes in base64url without padding are exactly 43 characters. */
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new key from the platform's CSPRNG (crypto.getRandomValues exists in browsers, workers and Node alike). */
export function newDeviceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** A feedback identity as kept on the device (the id is used for feedback calls only). */
export interface FeedbackIdentity {
  id: string;
  key: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a stored value is a well-formed identity. A plain check, not a zod schema: the page reads it on its first
 * screens, and zod's first object parse probes `new Function`, which the strict CSP (no 'unsafe-eval') reports.
 */
export function isFeedbackIdentity(value: unknown): value is FeedbackIdentity {
  if (!value || typeof value !== 'object') return false;
  const { id, key } = value as Record<string, unknown>;
  return typeof id === 'string' && UUID.test(id) && typeof key === 'string' && DEVICE_KEY_PATTERN.test(key);
}

export function newFeedbackIdentity(): FeedbackIdentity {
  return { id: crypto.randomUUID(), key: newDeviceKey() };
}
