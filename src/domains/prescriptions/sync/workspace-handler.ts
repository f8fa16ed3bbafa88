/**
 * The handler of the therapist's workspace kinds (Star Chart): `therapist_client`, `prescription`, `client_note` and
 * `client_return`, each to its own table. Imported by the service worker: relative imports only.
 *
 * Each entry carries the therapist who wrote it. It is sent only while that same therapist is signed in with their
 * account on this device: sending it as someone else would put a therapist's clients into another's tables. Entries
 * of other therapists (or of the device-only sign-in) wait, without holding back the signed-in therapist's: a record
 * belongs to one therapist, so its own entries stay in order. With nobody signed in the whole kind waits.
 */
import type { OutboxEntryRow } from '../../../db/outbox-types';
import type { WorkspacePayload, WorkspaceTable } from '../../../sync/adapters/star-chart-rows';
import type { SupabaseAdapter } from '../../../sync/adapters/supabase';
import { emptyReport, type DeliveryReport, type KindHandler } from '../../../sync/replay/handler';
import { sendAsBatch, sendSequentially } from '../../../sync/replay/senders';

function payloadOf(entry: OutboxEntryRow): WorkspacePayload {
  return entry.payload as WorkspacePayload;
}

/** The entries this therapist wrote, and whether any other therapist's are waiting too. */
function sendableFor(entries: OutboxEntryRow[], therapistId: string): { sendable: OutboxEntryRow[]; parked: boolean } {
  const sendable = entries.filter((entry) => payloadOf(entry).therapistId === therapistId);
  return { sendable, parked: sendable.length < entries.length };
}

/** Another therapist's entries wait for their sign-in once everything of this one's is dealt with. */
function withParking(report: DeliveryReport, sendable: OutboxEntryRow[], parked: boolean): DeliveryReport {
  const allHandled = report.confirmed.length + report.rejected.length === sendable.length;
  return parked && allHandled && !report.retry ? { ...report, parked: { reason: 'sign-in' } } : report;
}

/** The handler of one workspace kind, whose entries go to one table (declared in ./<kind>-kind.ts beside this). */
export function workspaceHandler(table: WorkspaceTable, supabase: SupabaseAdapter): KindHandler {
  return {
    async send(entries) {
      const therapistId = await supabase.workspaceAccountId();
      if (!therapistId) return { ...emptyReport(), parked: { reason: 'sign-in' } };
      const { sendable, parked } = sendableFor(entries, therapistId);
      const report =
        table === 'client_notes'
          ? // Saves and removals of notes interleave: one request each, in order.
            await sendSequentially(sendable, async (entry) => {
              const payload = payloadOf(entry);
              if (payload.op === 'delete') await supabase.removeWorkspaceRows(table, [payload.id]);
              else await supabase.upsertWorkspaceRows(table, [payload.row]);
            })
          : await sendAsBatch(sendable, (batch) =>
              supabase.upsertWorkspaceRows(
                table,
                batch.flatMap((entry) => {
                  const payload = payloadOf(entry);
                  return payload.op === 'upsert' ? [payload.row] : [];
                }),
              ),
            );
      return withParking(report, sendable, parked);
    },
  };
}
