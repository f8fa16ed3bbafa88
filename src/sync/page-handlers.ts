/**
 * What the page's replayer sends with: the handlers of the kinds queued, and only their clients. Each client brings
 * the contract's schemas (zod) with it, whose evaluation is a task of 60-300 ms on a slow phone: a visit whose outbox
 * holds only usage events evaluates the feedback functions' client and nothing of the directory, community, book,
 * inbox or Supabase ones. What each kind needs first is its declaration's `preload`; the clients the engine makes
 * (the feedback functions', Supabase's) have their stages here. Loaded one module per idle moment (pause), so that no
 * stage is one long task.
 */
import { config } from '@/config/env';
import { db } from '@/db/database';
import { feedbackDeviceKey } from '@/db/feedback-identity';
import { ZOD_STAGES, registeredKinds, type HandlerContext, type OutboxKindDeclaration, type PreloadStage } from './outbox-kinds';
import type { KindHandlers } from './replay/replay-outbox';

const FEEDBACK_FUNCTIONS_STAGES: readonly PreloadStage[] = [...ZOD_STAGES, () => import('@contract/feedback-responses'), () => import('@contract/client')];
const SUPABASE_STAGES: readonly PreloadStage[] = [() => import('./adapters/supabase-client')];

/** The registered kinds among those given, in registry order. Supabase kinds are never queued in local-only mode. */
export function kindsToLoad(kinds: Iterable<string>): OutboxKindDeclaration[] {
  const queued = new Set(kinds);
  return registeredKinds().filter((declaration) => queued.has(declaration.kind) && (declaration.destination !== 'supabase' || config.supabase !== null));
}

function functionsClient() {
  return import('./adapters/feedback-functions').then(({ createFeedbackFunctionsClient }) =>
    createFeedbackFunctionsClient({ baseUrl: new URL(config.feedbackApiBase, location.origin).href, deviceKey: () => feedbackDeviceKey(db) }),
  );
}

/** The handlers of the kinds given, loaded with a pause after each module (one evaluated already is not paused for). */
export async function buildPageHandlers(kinds: Iterable<string>, pause: () => Promise<void>): Promise<KindHandlers> {
  const declarations = kindsToLoad(kinds);
  const evaluated = new Set<PreloadStage>();
  async function evaluate(stages: readonly PreloadStage[]): Promise<void> {
    for (const load of stages) {
      if (evaluated.has(load)) continue;
      evaluated.add(load);
      await load();
      await pause();
    }
  }

  const context: HandlerContext = { database: db, functions: null, supabase: null, getUserId: async () => null, origin: location.origin };
  if (declarations.some((declaration) => declaration.usesFeedbackFunctions)) {
    await evaluate(FEEDBACK_FUNCTIONS_STAGES);
    context.functions = await functionsClient();
  }
  for (const declaration of declarations) await evaluate(declaration.preload ?? []);
  if (declarations.some((declaration) => declaration.destination === 'supabase')) {
    await evaluate(SUPABASE_STAGES);
    const { getPageSupabaseAdapter } = await import('./adapters/supabase-client');
    const supabase = await getPageSupabaseAdapter();
    if (supabase) {
      context.supabase = supabase;
      context.getUserId = () => supabase.getSignedInUserId();
    }
  }

  const handlers: KindHandlers = {};
  for (const declaration of declarations) {
    const handler = await declaration.handler(context, declaration);
    if (handler) handlers[declaration.kind] = handler;
  }
  return handlers;
}
