/**
 * Retry timing for the replayer: about 1 s after the first failure, doubling up to 10 minutes, with jitter so that
 * many devices coming back online at once do not knock on the server in step. Imported by the service worker.
 */
const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 10 * 60_000;
/** Each delay is spread by up to this fraction either side of its nominal value. */
const BACKOFF_JITTER = 0.25;

/** The nominal delay after `failures` consecutive failed runs (1 -> 1 s, 2 -> 2 s, ... capped at 10 min). */
export function nominalBackoffMs(failures: number): number {
  if (failures <= 0) return 0;
  const exponent = Math.min(failures - 1, 30);
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
}

/** The delay to wait, jittered: `random` is a number in [0, 1) (Math.random by default). Never above 10 min. */
export function backoffDelayMs(failures: number, random: () => number = Math.random): number {
  const nominal = nominalBackoffMs(failures);
  if (nominal === 0) return 0;
  const spread = 1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * random();
  return Math.min(BACKOFF_MAX_MS, Math.round(nominal * spread));
}
