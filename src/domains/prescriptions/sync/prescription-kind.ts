/**
 * The `prescription` kind: a prescription of the therapist's workspace (Star Chart), to their own Supabase table.
 * Written by the Star Chart's writers (../data/record-star-chart.ts); the handler is ./workspace-handler.ts.
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const prescriptionKind = defineOutboxKind({
  kind: 'prescription',
  label: 'Prescriptions',
  destination: 'supabase',
  latestState: true,
  handler: async ({ supabase }) => (supabase ? (await import('./workspace-handler')).workspaceHandler('prescriptions', supabase) : null),
});
