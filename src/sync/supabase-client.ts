/**
 * Moved to ./adapters/supabase-client.ts (the adapters folder is the only place that imports the Supabase
 * library). This re-export keeps src/features/insight/data/refresh-flows-from-database.ts building until it asks for
 * the adapter instead (getSupabaseAdapter in ./start-sync.ts); it imports nothing of the library itself.
 * @deprecated use getSupabaseAdapter from './start-sync'.
 */
export { getSupabase } from './adapters/supabase-client';
