/**
 * The handler of the `codex_user` kind: a device's codex visits, merged into Supabase's codex_users row of their
 * session (src/sync/adapters/supabase.ts, deliverCodexVisits). Declared in ./codex-user-kind.ts. Imported by the
 * service worker: relative imports only.
 */
import type { SupabaseAdapter } from '../../../sync/adapters/supabase';
import type { CodexVisitPayload } from '../../../sync/adapters/supabase-rows';
import type { KindHandler } from '../../../sync/replay/handler';
import { sendAsBatch } from '../../../sync/replay/senders';
import { sendableForUser, withParking } from '../../../sync/replay/user-rows-handler';

export function codexVisitHandler(supabase: SupabaseAdapter, getUserId: () => Promise<string | null>): KindHandler {
  return {
    async send(entries) {
      const { sendable, parked } = sendableForUser(entries, await getUserId());
      const report = await sendAsBatch(sendable, (batch) =>
        supabase.deliverCodexVisits(batch.map((entry) => entry.payload as CodexVisitPayload)),
      );
      return withParking(report, parked);
    },
  };
}
