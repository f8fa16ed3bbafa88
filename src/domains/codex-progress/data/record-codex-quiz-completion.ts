/**
 * Data function: records a completed codex quiz, and queues its insert into codex_quiz_completions, in one
 * transaction.
 */
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
import type { CodexQuizCompletionRow } from '@/db/types';
import { getCurrentUserId } from '../../../sync/current-user';
import { saveWithOutbox } from '../../../sync/outbox';

interface QuizCompletionInput {
  sectionId: string;
  quizScore: number;
  totalQuestions: number;
  /** Seconds taken. */
  timeTaken: number;
  attempts: number;
}

export async function recordCodexQuizCompletion(input: QuizCompletionInput, now = new Date()): Promise<CodexQuizCompletionRow | null> {
  const row: CodexQuizCompletionRow = {
    id: crypto.randomUUID(),
    user_id: getCurrentUserId(),
    session_id: getSessionId(),
    section_id: input.sectionId,
    quiz_score: input.quizScore,
    total_questions: input.totalQuestions,
    time_taken: input.timeTaken,
    attempts: input.attempts,
    completed_at: now.toISOString(),
  };
  const saved = await saveWithOutbox({ table: db.codexQuizCompletions, row, kind: 'codex_quiz_completion', recordId: row.id, now });
  return saved ? row : null;
}
