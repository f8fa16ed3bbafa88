import { describe, expect, it } from 'vitest';
import type { CodexReviewRow } from '@/db/codex-types';
import { isDue, parseCard, REVIEW_LADDER_DAYS, reviewId, scheduleAnswer } from '../../lib/codex/review-schedule';

const DAY = 24 * 60 * 60 * 1000;
const target = { sectionId: 'understanding-anxiety', questionId: 'q2' };
const start = new Date('2026-03-01T09:00:00.000Z');

function daysUntilDue(row: CodexReviewRow, from: Date): number {
  return (Date.parse(row.due) - from.getTime()) / DAY;
}

/** Answers the card when it falls due, as the person would, and returns the card and when it was answered. */
function answerWhenDue(row: CodexReviewRow, correct: boolean): { row: CodexReviewRow; at: Date } {
  const at = new Date(row.due);
  return { row: scheduleAnswer(row, target, correct, at), at };
}

describe('spaced review of a missed question', () => {
  it('brings a missed question back after 1 day, then 3, then 7 when it is answered right each time', () => {
    const missed = scheduleAnswer(null, target, false, start);
    expect(missed.id).toBe(reviewId(target.sectionId, target.questionId));
    expect(missed.id).toBe('understanding-anxiety/q2');
    expect(daysUntilDue(missed, start)).toBe(1);
    expect(missed.reviewStep).toBe(0);

    const first = answerWhenDue(missed, true);
    expect(daysUntilDue(first.row, first.at)).toBe(3);
    const second = answerWhenDue(first.row, true);
    expect(daysUntilDue(second.row, second.at)).toBe(7);
    expect(REVIEW_LADDER_DAYS).toEqual([1, 3, 7]);
  });

  it('spaces it further than 7 days after the ladder, from the scheduler’s memory model', () => {
    let step = { row: scheduleAnswer(null, target, false, start), at: start };
    for (let review = 0; review < 3; review++) step = answerWhenDue(step.row, true);
    expect(step.row.reviewStep).toBe(3);
    expect(daysUntilDue(step.row, step.at)).toBeGreaterThanOrEqual(7);
    const next = answerWhenDue(step.row, true);
    expect(daysUntilDue(next.row, next.at)).toBeGreaterThan(daysUntilDue(step.row, step.at));
  });

  it('starts over at 1 day when the question is missed again, keeping the history in the card', () => {
    const missed = scheduleAnswer(null, target, false, start);
    const right = answerWhenDue(missed, true);
    const missedAgain = answerWhenDue(right.row, false);
    expect(daysUntilDue(missedAgain.row, missedAgain.at)).toBe(1);
    expect(missedAgain.row.reviewStep).toBe(0);
    expect(missedAgain.row.createdAt).toBe(start.toISOString());
    expect(parseCard(missedAgain.row.card)?.reps).toBe(3);
    // After the new miss, the ladder runs again: 3 days next.
    const back = answerWhenDue(missedAgain.row, true);
    expect(daysUntilDue(back.row, back.at)).toBe(3);
  });

  it('keeps the card as plain data that reads back to the same card', () => {
    const row = scheduleAnswer(null, target, false, start);
    expect(JSON.parse(JSON.stringify(row.card))).toEqual(row.card);
    const card = parseCard(row.card);
    expect(card?.due.toISOString()).toBe(row.due);
    expect(card?.last_review?.toISOString()).toBe(start.toISOString());
  });

  it('starts a fresh card when the kept one is damaged, instead of failing', () => {
    for (const damaged of [{}, { due: 'soon' }, { due: start.toISOString(), stability: -1 }, null, 'card', [1, 2]]) {
      expect(parseCard(damaged)).toBeNull();
      const row = scheduleAnswer({ ...scheduleAnswer(null, target, false, start), card: damaged as Record<string, unknown> }, target, false, start);
      expect(daysUntilDue(row, start)).toBe(1);
    }
  });

  it('says a card is due at or after its time, and treats an unreadable time as due', () => {
    const row = scheduleAnswer(null, target, false, start);
    expect(isDue(row, new Date(start.getTime() + DAY - 1))).toBe(false);
    expect(isDue(row, new Date(start.getTime() + DAY))).toBe(true);
    expect(isDue({ due: 'not a date' }, start)).toBe(true);
  });
});
