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

type Warn = (message: string) => void;

/** A usable Supabase configuration, or null (with a console warning) when it is missing or invalid. */
export function parseSupabaseConfig(env: BuildEnv, warn: Warn = console.warn): SupabaseConfig | null {
  const url = pick(env, 'SUPABASE_URL');
  const anonKey = pick(env, 'SUPABASE_ANON_KEY');
  if (!url || !anonKey) {
    warn('Supabase is not configured: running in local-only mode; database calls are skipped.');
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    warn('Supabase URL is not a valid URL: running in local-only mode; database calls are skipped.');
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    warn('Supabase URL must use http or https: running in local-only mode; database calls are skipped.');
    return null;
  }
  return { url: parsed.origin + parsed.pathname.replace(/\/+$/, ''), anonKey };
}

export function parseConfig(env: BuildEnv, version = '0.0.0', warn: Warn = console.warn): AppConfig {
  const supabase = parseSupabaseConfig(env, warn);
  return {
    flags: parseFlags(env),
    supabase,
    storageMode: supabase ? 'database' : 'local',
    feedbackApiBase: pick(env, 'FEEDBACK_API_BASE') ?? '/.netlify/functions/feedback',
    version,
  };
}

/**
 * The app's configuration. Its warning (local-only mode, on every start of the embedded default) is written in a task
 * of its own: written while the app's modules evaluate, it made that task some 7 ms longer at 6x CPU slowdown with
 * the console observed, on the way to the first interaction.
 */
export const config: AppConfig = parseConfig(import.meta.env as BuildEnv, __APP_VERSION__, (message) => {
  setTimeout(() => console.warn(message), 0);
});
