/**
 * Spaced review of missed codex questions. A missed question comes back after 1 day; answered right, after 3 days,
 * then 7; after that the FSRS scheduler (ts-fsrs) spaces it further from its own memory model. Missed again at any
 * point, it starts over at 1 day.
 *
 * Why a ladder over ts-fsrs rather than ts-fsrs's learning steps alone: ts-fsrs treats any step of a day or more as
 * a review (it leaves the learning state at once), so with steps ['1d', '3d', '7d'] only the first step is kept and
 * the next intervals come from the memory model (2 and 6 days with the default weights). The ladder keeps the
 * promised 1, 3 and 7 days; ts-fsrs still keeps the card's state (stability, difficulty, reps, lapses) from the
 * first miss, so the intervals after the ladder reflect the whole history.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card } from 'ts-fsrs';
import { z } from '@contract/zod';
import type { CodexReviewRow } from '@/db/codex-types';

/** Days until the next review after a miss (step 0) and after each right answer on the ladder. */
export const REVIEW_LADDER_DAYS = [1, 3, 7] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const scheduler = fsrs(
  generatorParameters({
    learning_steps: ['1d'],
    relearning_steps: ['1d'],
    // Fuzz spreads due dates at random: the person was told "about 1, 3 and 7 days", and tests need a fixed date.
    enable_fuzz: false,
  }),
);

const storedCard = z.object({
  due: z.iso.datetime(),
  stability: z.number().finite().nonnegative(),
  difficulty: z.number().finite().nonnegative(),
  elapsed_days: z.number().finite().nonnegative(),
  scheduled_days: z.number().finite().nonnegative(),
  learning_steps: z.number().int().nonnegative(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  state: z.enum(State),
  last_review: z.iso.datetime().optional(),
});

/** The card as it is kept in IndexedDB: dates as ISO strings. */
function serialiseCard(card: Card): Record<string, unknown> {
  const { last_review: lastReview, due, ...rest } = card;
  return { ...rest, due: due.toISOString(), ...(lastReview ? { last_review: lastReview.toISOString() } : {}) };
}

/** The kept card, or null when it is missing or damaged (the caller starts a fresh card: nothing else is lost). */
export function parseCard(value: unknown): Card | null {
  const parsed = storedCard.safeParse(value);
  if (!parsed.success) return null;
  const { due, last_review: lastReview, ...rest } = parsed.data;
  return { ...rest, due: new Date(due), ...(lastReview ? { last_review: new Date(lastReview) } : {}) };
}

export function reviewId(sectionId: string, questionId: string): string {
  return `${sectionId}/${questionId}`;
}

function addDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/**
 * The card after an answer. `existing` is the question's card, or null the first time it is missed (a question
 * answered right that has no card needs none: call this only for misses and for reviews).
 */
export function scheduleAnswer(
  existing: CodexReviewRow | null,
  target: { sectionId: string; questionId: string },
  correct: boolean,
  now: Date,
): CodexReviewRow {
  const card: Card = (existing ? parseCard(existing.card) : null) ?? createEmptyCard<Card>(now);
  const next = scheduler.next(card, now, correct ? Rating.Good : Rating.Again).card;
  const reviewStep = correct ? (existing?.reviewStep ?? 0) + 1 : 0;
  const ladderDays = REVIEW_LADDER_DAYS[reviewStep];
  // Past the ladder, the scheduler's interval, but never sooner than the ladder's last step.
  const lastLadderDue = addDays(now, REVIEW_LADDER_DAYS[REVIEW_LADDER_DAYS.length - 1] ?? 7);
  const due =
    ladderDays !== undefined ? addDays(now, ladderDays) : next.due.getTime() < lastLadderDue.getTime() ? lastLadderDue : next.due;
  return {
    id: reviewId(target.sectionId, target.questionId),
    sectionId: target.sectionId,
    questionId: target.questionId,
    due: due.toISOString(),
    card: serialiseCard({ ...next, due }),
    reviewStep,
    lastReviewedAt: now.toISOString(),
    createdAt: existing?.createdAt ?? now.toISOString(),
  };
}

/** Due now or earlier. A row whose due time does not parse is due: better asked again than lost. */
export function isDue(row: Pick<CodexReviewRow, 'due'>, now: Date): boolean {
  const due = Date.parse(row.due);
  return Number.isNaN(due) || due <= now.getTime();
}
