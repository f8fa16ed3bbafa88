/**
 * Data function: records a guided-flow event (a step viewed, an answer, a completion) locally and, when Supabase is
 * configured, queues its insert into flow_events, in one transaction.
 */
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
import type { FlowEventRow } from '@/db/types';
import { getCurrentUserId } from '../../../sync/current-user';
import { saveManyWithOutbox, saveWithOutbox, type BulkSaveReport } from '../../../sync/outbox';

interface FlowEventInput {
  flowId: string;
  eventType: string;
  eventData?: unknown;
}

function toRow({ flowId, eventType, eventData = {} }: FlowEventInput, now: Date): FlowEventRow {
  return {
    id: crypto.randomUUID(),
    flow_id: flowId,
    session_id: getSessionId(),
    event_type: eventType,
    event_data: eventData,
    user_id: getCurrentUserId(),
    created_at: now.toISOString(),
  };
}

export async function recordFlowEvent(input: FlowEventInput, now = new Date()): Promise<FlowEventRow | null> {
  const row = toRow(input, now);
  const saved = await saveWithOutbox({ table: db.flowEvents, row, kind: 'flow_event', recordId: row.id, now });
  return saved ? row : null;
}

/**
 * Records many flow events (and queues them) in one transaction with bulk writes: a batch of a thousand costs a few
 * IndexedDB requests instead of two awaited ones per event. Each event is new, so it is added: an id already
 * stored is refused and reported, never overwritten.
 */
export async function recordFlowEvents(inputs: readonly FlowEventInput[], now = new Date()): Promise<BulkSaveReport<FlowEventRow>> {
  const rows = inputs.map((input) => toRow(input, now));
  return saveManyWithOutbox({ table: db.flowEvents, rows, kind: 'flow_event', recordIdOf: (row) => row.id, mode: 'add', now });
}
