/** The app's own client factory, for Node tests: Node 20 has no WebSocket, and the app never opens a realtime
 * channel, so the realtime transport is a stub that is never constructed. */
import { createSupabaseClient, type SupabaseClient, type SupabaseClientOptions } from '../../../src/sync/adapters/supabase-factory.ts';

class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not available in these tests');
  }
}

export function createNodeSupabaseClient(url: string, anonKey: string): SupabaseClient {
  return createSupabaseClient(
    { url, anonKey },
    { interactive: false, realtimeTransport: NoWebSocket as unknown as SupabaseClientOptions['realtimeTransport'] },
  );
}
