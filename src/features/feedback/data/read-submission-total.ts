import { callFeedbackApi, type CallOptions } from './feedback-api';

/**
 * The number of submissions the server holds (GET /analytics, data.totals.submissions): the real figure the
 * thank-you screen shows instead of the spec's made-up '2,847' (DECISIONS.md). Null when unknown: offline, an
 * error, or an answer without the figure; the screen then leaves the line out.
 */
export async function readSubmissionTotal(options: Pick<CallOptions, 'fetchImpl' | 'base'> = {}): Promise<number | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  try {
    const data = await callFeedbackApi<{ totals?: { submissions?: unknown } }>('/analytics?range=all', {
      ...options,
      timeoutMs: 10_000,
    });
    const total = data?.totals?.submissions;
    return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : null;
  } catch {
    return null;
  }
}

/** '2,847' style, whatever the device's locale. */
export function formatSubmissionTotal(total: number): string {
  return total.toLocaleString('en-US');
}
