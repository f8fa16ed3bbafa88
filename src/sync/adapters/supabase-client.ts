/**
 * The page's Supabase client and adapter. The library is loaded on first use, never in the initial bundle. This
 * folder (src/sync/adapters/) is the only place that imports the Supabase library (a lint rule enforces it); the
 * rest of the app asks for the adapter (getPageSupabaseAdapter, or getSupabaseAdapter in ../start-sync.ts).
 */
import type { SupabaseClient, SupportedStorage } from '@supabase/supabase-js';
import { config, type SupabaseConfig } from '@/config/env';
import { readMirror, removeMirror, writeMirror } from '@/db/local-mirror';
import { createSupabaseAdapter, type SupabaseAdapter } from './supabase';

export {
  AUTH_REFRESH_CHECK_INTERVAL_MS,
  REALTIME_EVENTS_PER_SECOND,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PUSH_BUFFER_SIZE,
  REALTIME_RECONNECT_BACKOFF_MS,
  REALTIME_TIMEOUT_MS,
  reconnectAfterMs,
} from '../supabase-defaults';

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** The signed-in session lives in localStorage through its one gateway (src/db/local-mirror.ts). */
export const mirrorAuthStorage: SupportedStorage = {
  getItem: (key) => readMirror(key, isString) ?? null,
  setItem: (key, value) => {
    writeMirror(key, value);
  },
  removeItem: (key) => removeMirror(key),
};

let client: Promise<SupabaseClient | null> | null = null;
let adapter: Promise<SupabaseAdapter | null> | null = null;

/**
 * The page's Supabase client, or null in local-only mode (the warning was logged when the configuration was
 * parsed), in which case every database call is skipped. Only for this folder and its tests: everything else uses
 * the adapter (getPageSupabaseAdapter).
 */
export function getSupabase(supabase: SupabaseConfig | null = config.supabase): Promise<SupabaseClient | null> {
  if (!supabase) return Promise.resolve(null);
  client ??= import('./supabase-factory').then(({ createSupabaseClient }) =>
    createSupabaseClient(supabase, { storage: mirrorAuthStorage, interactive: true }),
  );
  return client;
}

/** The page's Supabase adapter (null in local-only mode), writing as this device's Supabase Auth user. */
export function getPageSupabaseAdapter(): Promise<SupabaseAdapter | null> {
  adapter ??= getSupabase().then((supabase) => (supabase ? createSupabaseAdapter(supabase) : null));
  return adapter;
}
