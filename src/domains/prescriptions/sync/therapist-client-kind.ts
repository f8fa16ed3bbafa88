/**
 * The `therapist_client` kind: a client in the therapist's workspace (Star Chart), to their own Supabase table
 * (supabase/migrations/20250801000100_star_chart.sql).
 * Written by the Star Chart's writers (../data/record-star-chart.ts); the handler is ./workspace-handler.ts.
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const therapistClientKind = defineOutboxKind({
  kind: 'therapist_client',
  label: 'Clients in your workspace',
  destination: 'supabase',
  latestState: true,
  handler: async ({ supabase }) => (supabase ? (await import('./workspace-handler')).workspaceHandler('therapist_clients', supabase) : null),
});
