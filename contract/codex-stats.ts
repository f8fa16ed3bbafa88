/**
 * Section stats of the codex (spec section 7): total completions, average completion time, average quiz percentage
 * and average rating. One pure function for both sources: the Supabase adapter feeds it the rows the database
 * returns, the codex screen feeds it the device's own rows when no database is configured.
 */

export interface SectionStats {
  totalCompletions: number;
  /** Seconds. */
  averageCompletionTime: number;
  /** 0 to 100; 0 also when no quiz was completed (see quizCompletions). */
  averageQuizPercentage: number;
  /** 1 to 5, or 0 when there is no rating (see ratings). */
  averageRating: number;
  /** How many quiz completions and ratings the averages are over, so a screen can tell "none yet" from 0. */
  quizCompletions: number;
  ratings: number;
}

export interface CompletionTimeRow {
  completion_time: number | null;
}

export interface QuizScoreRow {
  quiz_score: number | null;
  total_questions: number | null;
}

export interface RatingRow {
  rating: number | null;
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Rows without questions are left out of the quiz percentage (there is no percentage of zero questions); values that
 * are missing or not finite numbers are left out of their average rather than poisoning it.
 */
export function computeSectionStats(
  completions: readonly CompletionTimeRow[],
  quizzes: readonly QuizScoreRow[],
  feedback: readonly RatingRow[],
): SectionStats {
  const times = completions.map((row) => row.completion_time).filter(isFiniteNumber);
  const percentages = quizzes.flatMap((row) =>
    isFiniteNumber(row.quiz_score) && isFiniteNumber(row.total_questions) && row.total_questions > 0
      ? [(row.quiz_score / row.total_questions) * 100]
      : [],
  );
  const ratings = feedback.map((row) => row.rating).filter(isFiniteNumber);
  return {
    totalCompletions: completions.length,
    averageCompletionTime: mean(times),
    averageQuizPercentage: mean(percentages),
    averageRating: mean(ratings),
    quizCompletions: percentages.length,
    ratings: ratings.length,
  };
}
