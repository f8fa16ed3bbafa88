/**
 * Reading a service's answer safely, for every client of our functions: a body is read only up to a limit (a proxy
 * page or a hostile answer cannot exhaust memory), and Retry-After is understood in both of its forms.
 */

/** Retry-After in milliseconds: seconds, or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The body's text, or null when it is larger than `limit` bytes (by Content-Length, or counted as it streams). */
export async function readLimited(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return response.text();
  // Counted as it streams: a body without a length (or with a false one) is cut off at the limit, not read whole.
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let total = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
