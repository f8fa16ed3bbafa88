/**
 * The `client_return` kind: a return a client sent, imported into the therapist's workspace (Star Chart), to their
 * own Supabase table.
 * Written by the Star Chart's writers (../data/record-star-chart.ts); the handler is ./workspace-handler.ts.
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const clientReturnKind = defineOutboxKind({
  kind: 'client_return',
  label: 'Returns from clients',
  destination: 'supabase',
  // An imported return never changes, so it has one entry.
  latestState: false,
  handler: async ({ supabase }) => (supabase ? (await import('./workspace-handler')).workspaceHandler('client_returns', supabase) : null),
});
