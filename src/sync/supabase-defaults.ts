/**
 * The backend client's defaults from spec section 9. Kept apart from the client factory so that reading them never
 * loads the Supabase library. Imported by the service worker: no DOM.
 */
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const REALTIME_EVENTS_PER_SECOND = 10;
/**
 * The realtime push buffer (100 messages) and the session auto-refresh check (every 30 s) are constants of the
 * library with no option to set them: these record the spec's values, and a test checks that the installed library
 * uses exactly them (src/sync/adapters/__tests__/supabase-client.test.ts).
 */
export const REALTIME_PUSH_BUFFER_SIZE = 100;
export const AUTH_REFRESH_CHECK_INTERVAL_MS = 30_000;

export function reconnectAfterMs(tries: number): number {
  const index = Math.min(Math.max(tries - 1, 0), REALTIME_RECONNECT_BACKOFF_MS.length - 1);
  return REALTIME_RECONNECT_BACKOFF_MS[index] ?? 10_000;
}
