/**
 * The `inbox_return` kind: a client's return, sealed to their therapist's inbox, to the inbox function (POST
 * /{inboxId}/returns; issue 28). Written by queueReturnToInbox (../data/send-to-inbox.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind, ZOD_STAGES } from '../../../sync/outbox-kinds';

export const inboxReturnKind = defineOutboxKind({
  kind: 'inbox_return',
  label: 'Returns to your therapist',
  destination: 'functions',
  latestState: false,
  // The inbox is not registered yet (404: the therapist's device has not been online since the prescription was made)
  // or the return is too large for today (413): both pass with time, so the return waits rather than being refused.
  retryStatuses: [404, 413],
  preload: [...ZOD_STAGES, () => import('../../../../contract/inbox-client')],
  handler: async ({ database }, { retryStatuses }) => (await import('./inbox-return-handler')).inboxReturnHandler(database, { retryStatuses }),
});
