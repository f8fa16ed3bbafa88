/**
 * The `flow_event` kind: a step of a guided flow, a row of Supabase's flow_events as the signed-in (or anonymous)
 * user. Written by recordFlowEvent (../data/record-flow-event.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const flowEventKind = defineOutboxKind({
  kind: 'flow_event',
  label: 'Guided flow progress',
  destination: 'supabase',
  latestState: false,
  handler: async ({ supabase, getUserId }) =>
    supabase ? (await import('../../../sync/replay/user-rows-handler')).rowsHandler('flow_events', supabase, getUserId) : null,
});
