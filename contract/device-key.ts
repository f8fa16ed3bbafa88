/**
 * The device key: a per-device secret (32 random bytes, base64url without padding) made together with the device's
 * feedback id and sent on every feedback call as `X-Feedback-Device-Key`. The functions keep only its SHA-256,
 * bound to the feedback id at that id's first write, and answer reads of that id (GET /user/{id}, preferences) and
 * further writes under it only to the same key. The feedback id is a separate random id, never sent to Supabase,
 * so knowing it from feedback data gives nothing anywhere else, and without the key it gives nothing here either.
 */
import { z } from 'zod';

export const DEVICE_KEY_HEADER = 'X-Feedback-Device-Key';

/** 32 bytes in base64url without padding are exactly 43 characters. */
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const deviceKeySchema = z.string().regex(DEVICE_KEY_PATTERN, `${DEVICE_KEY_HEADER} must be 43 base64url characters`);

/** A new key from the platform's CSPRNG (crypto.getRandomValues exists in browsers, workers and Node alike). */
export function newDeviceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Where a feedback identity is kept on the device (the id is used for feedback calls only). */
export const feedbackIdentitySchema = z.object({ id: z.uuid(), key: deviceKeySchema });
export type FeedbackIdentity = z.infer<typeof feedbackIdentitySchema>;

export function newFeedbackIdentity(): FeedbackIdentity {
  return { id: crypto.randomUUID(), key: newDeviceKey() };
}
