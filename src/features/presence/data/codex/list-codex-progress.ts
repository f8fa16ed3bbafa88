/**
 * What this device has done in the codex, per section: which subsections were marked read, the latest quiz result
 * and how many times the quiz was completed. Read from the device's own codex rows (the same rows that sync).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { CodexFeedbackRow, CodexQuizCompletionRow, CodexSectionCompletionRow } from '@/db/types';

export interface SectionProgress {
  readSubsections: ReadonlySet<number>;
  latestQuiz: { score: number; total: number } | null;
  quizCompletions: number;
}

export interface CodexDeviceRows {
  completions: CodexSectionCompletionRow[];
  quizzes: CodexQuizCompletionRow[];
  feedback: CodexFeedbackRow[];
}

export function sectionProgress(rows: CodexDeviceRows, sectionId: string): SectionProgress {
  const quizzes = rows.quizzes
    .filter((row) => row.section_id === sectionId)
    .sort((a, b) => a.completed_at.localeCompare(b.completed_at));
  const latest = quizzes[quizzes.length - 1];
  return {
    readSubsections: new Set(rows.completions.filter((row) => row.section_id === sectionId).map((row) => row.subsection_index)),
    latestQuiz: latest ? { score: latest.quiz_score, total: latest.total_questions } : null,
    quizCompletions: quizzes.length,
  };
}

/** Every codex row on this device (a few per section read: small). Undefined while loading. */
export function useCodexDeviceRows(): CodexDeviceRows | undefined {
  return useLiveQuery(async () => {
    const [completions, quizzes, feedback] = await Promise.all([
      db.codexSectionCompletions.toArray(),
      db.codexQuizCompletions.toArray(),
      db.codexFeedback.toArray(),
    ]);
    return { completions, quizzes, feedback };
  });
}
