/**
 * The `client_note` kind: a therapist's private note about a client (Star Chart), saved or removed, to their own
 * Supabase table.
 * Written by the Star Chart's writers (../data/record-star-chart.ts); the handler is ./workspace-handler.ts.
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const clientNoteKind = defineOutboxKind({
  kind: 'client_note',
  label: 'Private notes about clients',
  destination: 'supabase',
  // A removed note is a state too: its removal replaces a queued save of it.
  latestState: true,
  handler: async ({ supabase }) => (supabase ? (await import('./workspace-handler')).workspaceHandler('client_notes', supabase) : null),
});
