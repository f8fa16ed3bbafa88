/**
 * The handlers of the kinds that go to Supabase (flow events, the codex rows, accessibility settings and the Star
 * Chart workspace). A group of its own so that the page loads it only when such a kind is queued
 * (src/sync/page-handlers.ts). Imported by the service worker (through ./build-handlers.ts): relative imports only.
 */
import type { AccessibilitySettings } from '../../db/types';
import type { OutboxEntryRow } from '../../db/outbox-types';
import type { SupabaseAdapter } from '../adapters/supabase';
import { toServerSettings, type CodexVisitPayload, type InsertRow, type InsertTable } from '../adapters/supabase-rows';
import { asDeliveryError } from '../delivery-error';
import { emptyReport, type DeliveryReport, type KindHandler } from './handler';
import type { KindHandlers } from './replay-outbox';
import { sendAsBatch } from './senders';
import { buildWorkspaceHandlers } from '../../domains/prescriptions/sync/workspace-handlers';

/**
 * Rows tied to a user wait while that user is not signed in on this device (row-level security would refuse them);
 * the first such entry parks the rest of its kind, to keep order.
 */
function sendableForUser(entries: OutboxEntryRow[], userId: string | null): { sendable: OutboxEntryRow[]; parked: boolean } {
  const sendable: OutboxEntryRow[] = [];
  for (const entry of entries) {
    const owner = (entry.payload as { user_id?: string | null }).user_id ?? null;
    if (owner !== null && owner !== userId) return { sendable, parked: true };
    sendable.push(entry);
  }
  return { sendable, parked: false };
}

function withParking(report: DeliveryReport, parked: boolean): DeliveryReport {
  return parked && !report.retry ? { ...report, parked: { reason: 'sign-in' } } : report;
}

function rowsHandler(table: InsertTable, supabase: SupabaseAdapter, getUserId: () => Promise<string | null>): KindHandler {
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

function codexVisitHandler(supabase: SupabaseAdapter, getUserId: () => Promise<string | null>): KindHandler {
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

/**
 * Accessibility settings belong to a signed-in user (user_accessibility_settings is keyed by user_id). Anonymous
 * changes wait in the outbox until someone signs in, then the newest state is upserted for that user.
 */
function accessibilitySettingsHandler(supabase: SupabaseAdapter, getUserId: () => Promise<string | null>): KindHandler {
  return {
    async send(entries) {
      const userId = await getUserId();
      if (!userId) return { ...emptyReport(), parked: { reason: 'sign-in' } };
      const { sendable, parked } = sendableForUser(entries, userId);
      const newest = sendable[sendable.length - 1];
      if (!newest) return withParking(emptyReport(), parked);
      try {
        await supabase.deliverAccessibilitySettings(toServerSettings(newest.payload as AccessibilitySettings, userId));
        // The newest state includes every older one: they are all delivered with it.
        return withParking({ ...emptyReport(), confirmed: sendable }, parked);
      } catch (error) {
        const failure = asDeliveryError(error);
        if (failure.retryable) return { ...emptyReport(), retry: { error: failure, entry: newest } };
        return withParking({ ...emptyReport(), rejected: sendable.map((entry) => ({ entry, error: failure })) }, parked);
      }
    },
  };
}

/** The handlers of the kinds Supabase receives, as the signed-in user (getUserId). */
export function buildSupabaseHandlers(supabase: SupabaseAdapter, getUserId: () => Promise<string | null>): KindHandlers {
  return {
    flow_event: rowsHandler('flow_events', supabase, getUserId),
    codex_section_completion: rowsHandler('codex_section_completions', supabase, getUserId),
    codex_quiz_completion: rowsHandler('codex_quiz_completions', supabase, getUserId),
    codex_feedback: rowsHandler('codex_feedback', supabase, getUserId),
    codex_user: codexVisitHandler(supabase, getUserId),
    accessibility_settings: accessibilitySettingsHandler(supabase, getUserId),
    ...buildWorkspaceHandlers(supabase),
  };
}
