/**
 * Moved to ./adapters/supabase-factory.ts (the adapters folder is the only place that imports the Supabase
 * library). This re-export keeps sw/background-sync.ts building until it imports from there; it imports nothing of
 * the library itself.
 * @deprecated import from './adapters/supabase-factory'.
 */
export { createSupabaseClient, type SupabaseClientOptions, type SupabaseConnection } from './adapters/supabase-factory';
