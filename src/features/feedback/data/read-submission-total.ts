import { feedbackClient, type FeedbackClientOptions } from './feedback-client';

/**
 * The number of submissions the server holds (GET /submission-total): the real figure the
 * thank-you screen shows instead of the spec's made-up '2,847' (docs/decisions.md). Null when unknown: offline, an
 * error, or an answer without the figure; the screen then leaves the line out.
 */
export async function readSubmissionTotal(options: FeedbackClientOptions = {}): Promise<number | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  try {
    return await feedbackClient(options).submissionTotal({ timeoutMs: 10_000 });
  } catch {
    return null;
  }
}

/** '2,847' style, whatever the device's locale. */
export function formatSubmissionTotal(total: number): string {
  return total.toLocaleString('en-US');
}
