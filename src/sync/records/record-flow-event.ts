/**
 * Data function: records a guided-flow event (a step viewed, an answer, a completion) locally and, when Supabase is
 * configured, queues its insert into flow_events, in one transaction.
 */
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
import type { FlowEventRow } from '@/db/types';
import { getCurrentUserId } from '../current-user';
import { saveWithOutbox } from '../outbox';

export interface FlowEventInput {
  flowId: string;
  eventType: string;
  eventData?: unknown;
}

export async function recordFlowEvent({ flowId, eventType, eventData = {} }: FlowEventInput, now = new Date()): Promise<FlowEventRow | null> {
  const row: FlowEventRow = {
    id: crypto.randomUUID(),
    flow_id: flowId,
    session_id: getSessionId(),
    event_type: eventType,
    event_data: eventData,
    user_id: getCurrentUserId(),
    created_at: now.toISOString(),
  };
  const saved = await saveWithOutbox({ table: db.flowEvents, row, kind: 'flow_event', recordId: row.id, now });
  return saved ? row : null;
}
