/**
 * Creates Supabase clients with the spec's client defaults set explicitly (section 9). Imported by the service
 * worker: relative imports only, no DOM. This folder (src/sync/adapters/) is the only place that imports the
 * Supabase library; a lint rule (eslint.config.js) enforces it. Code elsewhere talks to the database through the
 * adapter (./supabase.ts) and never touches the client itself.
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions as LibraryOptions, type SupportedStorage } from '@supabase/supabase-js';
import { REALTIME_EVENTS_PER_SECOND, REALTIME_HEARTBEAT_MS, REALTIME_TIMEOUT_MS, reconnectAfterMs } from '../supabase-defaults';

/** The library's client type, for the few callers (tests) that hand a client to the adapter themselves. */
export type { SupabaseClient };

/** The same shape as SupabaseConfig in src/config/env.ts (not imported: this file must not pull in the build env). */
interface SupabaseConnection {
  readonly url: string;
  readonly anonKey: string;
}

export interface SupabaseClientOptions {
  /** Where the signed-in session is kept; the page passes its localStorage gateway, the service worker none. */
  storage?: SupportedStorage;
  /** Page: true (auto refresh, persisted session, session detection in the URL). Service worker: false. */
  interactive: boolean;
  /** Only for runtimes without WebSocket (Node 20 in tests): the app never opens a realtime channel. */
  realtimeTransport?: NonNullable<LibraryOptions<'public'>['realtime']>['transport'];
}

export function createSupabaseClient(supabase: SupabaseConnection, { storage, interactive, realtimeTransport }: SupabaseClientOptions): SupabaseClient {
  // The spec sets a realtime rate limit only when the connection is encrypted (SSL enforcement).
  const encrypted = supabase.url.startsWith('https:');
  return createClient(supabase.url, supabase.anonKey, {
    auth: {
      autoRefreshToken: interactive,
      persistSession: interactive,
      detectSessionInUrl: interactive,
      ...(storage ? { storage } : {}),
    },
    realtime: {
      timeout: REALTIME_TIMEOUT_MS,
      heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
      reconnectAfterMs,
      ...(realtimeTransport ? { transport: realtimeTransport } : {}),
      ...(encrypted ? { params: { eventsPerSecond: REALTIME_EVENTS_PER_SECOND } } : {}),
    },
  });
}
