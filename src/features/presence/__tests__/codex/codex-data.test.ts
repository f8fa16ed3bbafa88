import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import { recordQuizResult } from '../../data/codex/record-quiz-result';
import { saveReviewAnswers } from '../../data/codex/save-review-answers';
import { listDueReviews } from '../../data/codex/list-due-reviews';
import { checkFeedback, FEEDBACK_TEXT_MAX } from '../../lib/codex/feedback-input';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-05-10T08:00:00.000Z');

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
});

describe('recording a finished quiz', () => {
  it('records the completion and gives each missed question a review card', async () => {
    const result = await recordQuizResult(
      { sectionId: 'sleep', answers: new Map([['q1', true], ['q2', false], ['q3', false]]), timeTakenSeconds: 41.6, attempts: 2 },
      now,
    );
    expect(result.reviewsSaved).toBe(true);
    expect(result.completion).toMatchObject({ section_id: 'sleep', quiz_score: 1, total_questions: 3, time_taken: 42, attempts: 2 });
    expect(await db.codexQuizCompletions.count()).toBe(1);
    const cards = await db.codexReviews.orderBy('id').toArray();
    expect(cards.map((card) => card.id)).toEqual(['sleep/q2', 'sleep/q3']);
    expect(cards.every((card) => Date.parse(card.due) - now.getTime() === DAY)).toBe(true);
    // Review cards are this device's own: nothing about them is queued (and in local-only mode, which tests run in,
    // the completion is not queued for Supabase either; the stand-in test covers that path).
    expect(await db.outbox.count()).toBe(0);
  });

  it('never records a negative time or an attempt number below 1', async () => {
    const result = await recordQuizResult({ sectionId: 'sleep', answers: new Map([['q1', true]]), timeTakenSeconds: -5, attempts: 0 }, now);
    expect(result.completion).toMatchObject({ time_taken: 0, attempts: 1 });
  });
});

describe('answering questions due for review', () => {
  it('lists cards once due, moves a right answer along the ladder and leaves unknown right answers alone', async () => {
    await saveReviewAnswers([{ sectionId: 'sleep', questionId: 'q1', correct: false }], now);
    expect(await listDueReviews(new Date(now.getTime() + DAY - 1))).toEqual([]);
    const tomorrow = new Date(now.getTime() + DAY);
    expect((await listDueReviews(tomorrow)).map((row) => row.id)).toEqual(['sleep/q1']);

    const saved = await saveReviewAnswers(
      [
        { sectionId: 'sleep', questionId: 'q1', correct: true },
        { sectionId: 'sleep', questionId: 'never-missed', correct: true },
      ],
      tomorrow,
    );
    expect(saved?.map((row) => row.id)).toEqual(['sleep/q1']);
    expect(await db.codexReviews.count()).toBe(1);
    expect(await listDueReviews(tomorrow)).toEqual([]);
    const card = await db.codexReviews.get('sleep/q1');
    expect(Date.parse(card?.due ?? '') - tomorrow.getTime()).toBe(3 * DAY);
  });

  it('reports a full disk as a storage problem and returns null', async () => {
    vi.spyOn(db.codexReviews, 'bulkPut').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await saveReviewAnswers([{ sectionId: 'sleep', questionId: 'q1', correct: false }], now)).toBeNull();
    expect(getStorageProblem()?.kind).toBe('quota');
  });
});

describe('the "was this helpful?" input', () => {
  it('needs a whole rating from 1 to 5', () => {
    for (const rating of [null, 0, 6, 2.5, Number.NaN, -1]) {
      expect(checkFeedback({ rating, text: '' })).toMatchObject({ ok: false, ratingError: expect.any(String) });
    }
    expect(checkFeedback({ rating: 5, text: '  ' })).toEqual({ ok: true, rating: 5, text: '' });
  });

  it('keeps hostile text as it is (it is only ever shown as text) and refuses an oversized comment without cutting it', () => {
    const hostile = '<img src=x onerror=alert(1)> "; DROP TABLE codex_feedback; --';
    expect(checkFeedback({ rating: 3, text: hostile })).toEqual({ ok: true, rating: 3, text: hostile });
    const long = 'a'.repeat(FEEDBACK_TEXT_MAX + 1);
    expect(checkFeedback({ rating: 3, text: long })).toMatchObject({ ok: false, ratingError: null, textError: expect.stringContaining('5,000') });
    expect(checkFeedback({ rating: 3, text: 'a'.repeat(FEEDBACK_TEXT_MAX) }).ok).toBe(true);
  });
});
