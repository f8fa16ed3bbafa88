/**
 * Data function: records that a codex section was completed, and queues its insert into
 * codex_section_completions, in one transaction.
 */
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
import type { CodexSectionCompletionRow } from '@/db/types';
import { getCurrentUserId } from '../../../sync/current-user';
import { saveWithOutbox } from '../../../sync/outbox';

interface SectionCompletionInput {
  sectionId: string;
  subsectionIndex: number;
  /** Seconds spent on the section. */
  completionTime: number;
}

export async function recordCodexSectionCompletion(
  { sectionId, subsectionIndex, completionTime }: SectionCompletionInput,
  now = new Date(),
): Promise<CodexSectionCompletionRow | null> {
  const row: CodexSectionCompletionRow = {
    id: crypto.randomUUID(),
    user_id: getCurrentUserId(),
    session_id: getSessionId(),
    section_id: sectionId,
    subsection_index: subsectionIndex,
    completion_time: completionTime,
    completed_at: now.toISOString(),
  };
  const saved = await saveWithOutbox({ table: db.codexSectionCompletions, row, kind: 'codex_section_completion', recordId: row.id, now });
  return saved ? row : null;
}
