import { db } from '@/db/database';
import { ensureFeedbackIdentity } from '@/db/feedback-identity';
import { enqueueInTransaction } from '@/sync/outbox';
import { readPromptState } from './update-prompt-state';
import { readUsageEventsEnabled } from './usage-events-setting';

export type PromptInteractionType = 'prompted' | 'opened' | 'dismissed' | 'submitted';

/** What POST /prompt-interaction receives. */
interface PromptInteractionPayload {
  id: string;
  type: PromptInteractionType;
  timestamp: string;
  sessionId: string;
  page: string;
}

/**
 * Records an interaction with the feedback prompt (spec section 4). 'prompted' also sets lastPromptedAt, which the
 * 3-day rule reads; that local timing state is kept whatever the usage-events setting, because it only ever stays
 * on this device. The interaction itself is queued for the server, in the same transaction, only when usage
 * events are on. Errors are swallowed: an interaction record must never get in the person's way.
 */
export async function recordPromptInteraction(type: PromptInteractionType, page: string, now: Date = new Date()): Promise<void> {
  try {
    const share = await readUsageEventsEnabled();
    const feedbackId = share ? (await ensureFeedbackIdentity()).id : null;
    await db.transaction('rw', [db.promptState, db.outbox], async () => {
      if (type === 'prompted') {
        const state = await readPromptState();
        await db.promptState.put({ ...state, lastPromptedAt: now.toISOString() });
      }
      if (feedbackId !== null) {
        const payload: PromptInteractionPayload = {
          id: crypto.randomUUID(),
          type,
          timestamp: now.toISOString(),
          sessionId: feedbackId,
          page,
        };
        await enqueueInTransaction('prompt_interaction', payload.id, payload, now);
      }
    });
  } catch (error) {
    console.warn('A feedback prompt interaction could not be recorded', error);
  }
}
