/**
 * Data function: records the person's rating and comment on a codex section, and queues its insert into
 * codex_feedback, in one transaction. The text is the person's own and is only ever shown as text.
 */
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
import type { CodexFeedbackRow } from '@/db/types';
import { getCurrentUserId } from '../../../sync/current-user';
import { saveWithOutbox } from '../../../sync/outbox';

interface CodexFeedbackInput {
  sectionId: string;
  /** 1 to 5. */
  rating: number;
  feedbackText: string;
  experienceType: string;
}

export async function recordCodexFeedback(input: CodexFeedbackInput, now = new Date()): Promise<CodexFeedbackRow | null> {
  const row: CodexFeedbackRow = {
    id: crypto.randomUUID(),
    user_id: getCurrentUserId(),
    session_id: getSessionId(),
    section_id: input.sectionId,
    rating: input.rating,
    feedback_text: input.feedbackText,
    experience_type: input.experienceType,
    created_at: now.toISOString(),
  };
  const saved = await saveWithOutbox({ table: db.codexFeedback, row, kind: 'codex_feedback', recordId: row.id, now });
  return saved ? row : null;
}
