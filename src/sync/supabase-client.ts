import type { SupabaseClient } from '@supabase/supabase-js';
import { config, type SupabaseConfig } from '@/config/env';

/** Spec section 9: the backend client's realtime and auth defaults, set explicitly. */
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const REALTIME_EVENTS_PER_SECOND = 10;

export function reconnectAfterMs(tries: number): number {
  const index = Math.min(Math.max(tries - 1, 0), REALTIME_RECONNECT_BACKOFF_MS.length - 1);
  return REALTIME_RECONNECT_BACKOFF_MS[index] ?? 10_000;
}

let client: Promise<SupabaseClient | null> | null = null;

/**
 * The Supabase client, or null in local-only mode (the warning was logged when the configuration was parsed), in
 * which case every database call is skipped. The library is loaded on first use, never in the initial bundle.
 * This folder is the only place that imports the Supabase client.
 */
export function getSupabase(supabase: SupabaseConfig | null = config.supabase): Promise<SupabaseClient | null> {
  if (!supabase) return Promise.resolve(null);
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabase.url, supabase.anonKey, {
      auth: { autoRefreshToken: true, persistSession: true, detectSessionInUrl: true },
      realtime: {
        timeout: REALTIME_TIMEOUT_MS,
        heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
        reconnectAfterMs,
        params: { eventsPerSecond: REALTIME_EVENTS_PER_SECOND },
      },
    }),
  );
  return client;
}
