import { describe, expect, it } from 'vitest';
import { computeSectionStats } from '@contract/codex-stats';
import { deviceSectionStats, databaseSectionStats } from '../../data/codex/read-section-stats';
import type { CodexDeviceRows } from '../../data/codex/list-codex-progress';

describe('section stats (one function for the database and the device)', () => {
  it('averages completion time, quiz percentage and rating over the rows that have them', () => {
    expect(
      computeSectionStats(
        [{ completion_time: 30 }, { completion_time: 90 }, { completion_time: null }],
        [
          { quiz_score: 3, total_questions: 4 },
          { quiz_score: 1, total_questions: 2 },
          { quiz_score: 2, total_questions: 0 },
          { quiz_score: null, total_questions: 5 },
        ],
        [{ rating: 5 }, { rating: 2 }, { rating: null }],
      ),
    ).toEqual({
      totalCompletions: 3,
      averageCompletionTime: 60,
      averageQuizPercentage: 62.5,
      averageRating: 3.5,
      quizCompletions: 2,
      ratings: 2,
    });
  });

  it('gives zeros and says there is nothing yet when there are no rows', () => {
    expect(computeSectionStats([], [], [])).toEqual({
      totalCompletions: 0,
      averageCompletionTime: 0,
      averageQuizPercentage: 0,
      averageRating: 0,
      quizCompletions: 0,
      ratings: 0,
    });
  });

  it('leaves out values that are not finite numbers rather than returning NaN', () => {
    const stats = computeSectionStats(
      [{ completion_time: Number.NaN }, { completion_time: Infinity }, { completion_time: 10 }],
      [{ quiz_score: Number.NaN, total_questions: 3 }, { quiz_score: 2, total_questions: Infinity }],
      [{ rating: Number.NaN }, { rating: 4 }],
    );
    expect(stats).toEqual({ totalCompletions: 3, averageCompletionTime: 10, averageQuizPercentage: 0, averageRating: 4, quizCompletions: 0, ratings: 1 });
  });

  it('computes each section from its own device rows', () => {
    const base = { user_id: null, session_id: 's', completed_at: '2026-01-01T00:00:00.000Z' };
    const rows: CodexDeviceRows = {
      completions: [
        { ...base, id: '1', section_id: 'a', subsection_index: 0, completion_time: 40 },
        { ...base, id: '2', section_id: 'b', subsection_index: 0, completion_time: 100 },
      ],
      quizzes: [{ ...base, id: '3', section_id: 'a', quiz_score: 2, total_questions: 4, time_taken: 30, attempts: 1 }],
      feedback: [{ id: '4', user_id: null, session_id: 's', section_id: 'b', rating: 4, feedback_text: '', experience_type: 'section', created_at: base.completed_at }],
    };
    const stats = deviceSectionStats(rows, ['a', 'b', 'c']);
    expect(stats.get('a')).toMatchObject({ totalCompletions: 1, averageCompletionTime: 40, averageQuizPercentage: 50, ratings: 0 });
    expect(stats.get('b')).toMatchObject({ totalCompletions: 1, averageCompletionTime: 100, quizCompletions: 0, averageRating: 4 });
    expect(stats.get('c')?.totalCompletions).toBe(0);
  });

  it('asks the database for every section and keeps each answer with its section', async () => {
    const asked: string[] = [];
    const stats = await databaseSectionStats(
      {
        getSectionStats: async (id) => {
          asked.push(id);
          return computeSectionStats([{ completion_time: id === 'a' ? 5 : 7 }], [], []);
        },
      },
      ['a', 'b'],
    );
    expect(asked).toEqual(['a', 'b']);
    expect(stats.get('a')?.averageCompletionTime).toBe(5);
    expect(stats.get('b')?.averageCompletionTime).toBe(7);
  });
});
