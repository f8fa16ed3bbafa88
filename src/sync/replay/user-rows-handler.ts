/**
 * Rows for Supabase that belong to a user (row-level security accepts only rows written as their owner): the rule that
 * parks the rest of a kind while its owner is not signed in, and the handler of a kind whose entries are rows of one
 * table, upserted in one request by id: what the declarations of such kinds build their handlers with.
 * Imported by the service worker: relative imports only.
 */
import type { OutboxEntryRow } from '../../db/outbox-types';
import type { SupabaseAdapter } from '../adapters/supabase';
import type { InsertRow, InsertTable } from '../adapters/supabase-rows';
import type { DeliveryReport, KindHandler } from './handler';
import { sendAsBatch } from './senders';

/**
 * Rows tied to a user wait while that user is not signed in on this device (row-level security would refuse them);
 * the first such entry parks the rest of its kind, to keep order.
 */
export function sendableForUser(entries: OutboxEntryRow[], userId: string | null): { sendable: OutboxEntryRow[]; parked: boolean } {
  const sendable: OutboxEntryRow[] = [];
  for (const entry of entries) {
    const owner = (entry.payload as { user_id?: string | null }).user_id ?? null;
    if (owner !== null && owner !== userId) return { sendable, parked: true };
    sendable.push(entry);
  }
  return { sendable, parked: false };
}

export function withParking(report: DeliveryReport, parked: boolean): DeliveryReport {
  return parked && !report.retry ? { ...report, parked: { reason: 'sign-in' } } : report;
}

export function rowsHandler(table: InsertTable, supabase: SupabaseAdapter, getUserId: () => Promise<string | null>): KindHandler {
  return {
    async send(entries) {
      const { sendable, parked } = sendableForUser(entries, await getUserId());
      const report = await sendAsBatch(sendable, (batch) =>
        supabase.deliverRows(
          table,
          batch.map((entry) => entry.payload as InsertRow),
        ),
      );
      return withParking(report, parked);
    },
  };
}
