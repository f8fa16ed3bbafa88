/**
 * Every registered kind's handler at once: what the service worker replays with (sw/background-sync.ts), and the
 * tests. The page loads only the handlers of the kinds queued (src/sync/page-handlers.ts). A kind that cannot send
 * from here (no Supabase in the worker, no origin in a test) gets no handler: its entries wait, counted as such.
 * Imported by the service worker: relative imports only. (Its handlers come with import(), which the worker's build
 * inlines into its one file: a service worker may not load a module later.)
 */
import { registeredKinds, type HandlerContext, type OutboxKindDeclaration } from '../outbox-kinds';
import type { KindHandlers } from './replay-outbox';

export async function buildKindHandlers(
  context: HandlerContext,
  kinds: readonly OutboxKindDeclaration[] = registeredKinds(),
): Promise<KindHandlers> {
  const handlers: KindHandlers = {};
  for (const declaration of kinds) {
    const handler = await declaration.handler(context, declaration);
    if (handler) handlers[declaration.kind] = handler;
  }
  return handlers;
}
