/*
 * The screenshot's checks in the browser. The upload itself is the replayer's (the feedback adapter's `upload`, in
 * src/sync/adapters/feedback-functions.ts): a screenshot is saved with its submission and sent from the outbox.
 */

/**
 * Spec sections 5 and 9: 'under 5MB (5,242,880 bytes)', read as at most 5,242,880 bytes, the same limit the
 * server's /upload applies (MAX_UPLOAD_BYTES in functions/_lib/feedback/upload-handlers.ts): a file the browser accepts is
 * never refused by the server for its size, and 5,242,881 bytes is refused by both.
 */
export const MAX_SCREENSHOT_BYTES = 5_242_880;
export const SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const SCREENSHOT_TOO_LARGE = 'File size must be less than 5MB';
const SCREENSHOT_WRONG_TYPE = 'Only image files (JPG, PNG, GIF, WebP) are allowed';

/** Spec section 5, checked in the browser before anything is read or sent; the server checks again. */
export function screenshotProblem(file: { size: number; type: string }): string | null {
  if (file.size > MAX_SCREENSHOT_BYTES) return SCREENSHOT_TOO_LARGE;
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return SCREENSHOT_WRONG_TYPE;
  return null;
}
