import { parseFlags, type BuildEnv, type FeatureFlags } from './flags';

/**
 * Build-time configuration, parsed once and validated. Everything here is public (it ships in the bundle): the
 * Supabase URL and anonymous key are public by design, and row-level security protects the data.
 */
export interface SupabaseConfig {
  readonly url: string;
  readonly anonKey: string;
}

export type StorageMode = 'database' | 'local';

interface AppConfig {
  readonly flags: FeatureFlags;
  readonly supabase: SupabaseConfig | null;
  readonly storageMode: StorageMode;
  readonly feedbackApiBase: string;
  readonly version: string;
}

function pick(env: BuildEnv, name: string): string | undefined {
  const value = env[`VITE_${name}`] ?? env[`REACT_APP_${name}`];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A usable Supabase configuration, or null. Neither value set is the embedded default (local-only mode), not a
 * mistake, so it says nothing: a console message on every start also cost some 7 ms of the app's evaluation at 6x CPU
 * slowdown with the console observed. Half a configuration, or an invalid URL, is a mistake and is warned about.
 */
export function parseSupabaseConfig(env: BuildEnv): SupabaseConfig | null {
  const url = pick(env, 'SUPABASE_URL');
  const anonKey = pick(env, 'SUPABASE_ANON_KEY');
  if (!url && !anonKey) return null;
  if (!url || !anonKey) {
    console.warn(`Supabase is half configured (no ${url ? 'anonymous key' : 'URL'}): running in local-only mode; database calls are skipped.`);
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    console.warn('Supabase URL is not a valid URL: running in local-only mode; database calls are skipped.');
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    console.warn('Supabase URL must use http or https: running in local-only mode; database calls are skipped.');
    return null;
  }
  return { url: parsed.origin + parsed.pathname.replace(/\/+$/, ''), anonKey };
}

export function parseConfig(env: BuildEnv, version = '0.0.0'): AppConfig {
  const supabase = parseSupabaseConfig(env);
  return {
    flags: parseFlags(env),
    supabase,
    storageMode: supabase ? 'database' : 'local',
    feedbackApiBase: pick(env, 'FEEDBACK_API_BASE') ?? '/.netlify/functions/feedback',
    version,
  };
}

export const config: AppConfig = parseConfig(import.meta.env as BuildEnv, __APP_VERSION__);
