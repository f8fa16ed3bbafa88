/**
 * The `tracking_event` kind: an anonymous usage event, to the site's feedback functions (POST /track), many in one
 * request. Written by recordTrackingEvent (../data/record-tracking-event.ts), unless the person turned usage events off.
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const trackingEventKind = defineOutboxKind({
  kind: 'tracking_event',
  label: 'Usage events',
  destination: 'functions',
  latestState: false,
  usesFeedbackFunctions: true,
  handler: async ({ functions }) => (functions ? (await import('./tracking-handler')).trackingHandler(functions) : null),
});
