/**
 * Data function: a finished codex quiz. The completion (score, total, seconds taken, attempt number) goes to the
 * spec's codex_quiz_completions through its own data function (row and outbox entry in one transaction); every
 * missed question gets (or restarts) its spaced-review card on this device.
 */
import type { CodexQuizCompletionRow } from '@/db/types';
import { recordCodexQuizCompletion } from '@/domains/codex-progress/data/record-codex-quiz-completion';
import { saveReviewAnswers } from './save-review-answers';

interface QuizResultInput {
  sectionId: string;
  /** Question id to whether it was answered right. */
  answers: ReadonlyMap<string, boolean>;
  timeTakenSeconds: number;
  attempts: number;
}

interface QuizResultSaved {
  completion: CodexQuizCompletionRow | null;
  reviewsSaved: boolean;
}

export async function recordQuizResult(input: QuizResultInput, now = new Date()): Promise<QuizResultSaved> {
  const results = [...input.answers.entries()];
  const score = results.filter(([, correct]) => correct).length;
  const completion = await recordCodexQuizCompletion(
    {
      sectionId: input.sectionId,
      quizScore: score,
      totalQuestions: results.length,
      timeTaken: Math.max(0, Math.round(input.timeTakenSeconds)),
      attempts: Math.max(1, input.attempts),
    },
    now,
  );
  const misses = results
    .filter(([, correct]) => !correct)
    .map(([questionId]) => ({ sectionId: input.sectionId, questionId, correct: false }));
  const reviews = await saveReviewAnswers(misses, now);
  return { completion, reviewsSaved: reviews !== null };
}
