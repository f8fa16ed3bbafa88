import { describe, expect, it } from 'vitest';
import { staticChains } from '@/testing/static-imports';

/*
 * What every visit evaluates: the outbox registry (before the first render), the sync engine's start and the feedback
 * prompt's rules. None needs zod (the contract's schemas: some 20 ms of evaluation on a phone) nor the Supabase
 * library until there is something to send, a question for the server or a signed-in user; those load with import()
 * when used.
 */
const START_UP = ['src/app/outbox-registry.ts', 'src/sync/start-sync.ts', 'src/sync/page-handlers.ts', 'src/features/feedback/data/evaluate-prompt.ts', 'src/features/feedback/components/FeedbackWidgetCore.tsx'];
const HEAVY = / -> (zod|zod\/[^ ]+|contract\/zod\.ts|@supabase\/[^ ]+)$/;

describe('the deferred work at start-up', () => {
  it.each(START_UP)('%s imports neither zod nor the Supabase library statically', (entry) => {
    const chains = staticChains(entry);
    expect(chains.length).toBeGreaterThan(3);
    expect(chains.filter((chain) => HEAVY.test(chain))).toEqual([]);
  });

  it('finds zod where it is imported, so that the check above can fail', () => {
    expect(staticChains('src/domains/returns/sync/inbox-return-handler.ts').filter((chain) => HEAVY.test(chain))).not.toEqual([]);
  });
});
