/**
 * A codex quiz question the person missed, scheduled for spaced review on this device. The id is
 * `${sectionId}/${questionId}`; `card` is the scheduler's own state (serialisable), `due` when it comes back.
 */
export interface CodexReviewRow {
  id: string;
  sectionId: string;
  questionId: string;
  /** ISO time the question is due again. */
  due: string;
  /** The scheduler's card state, kept as it serialises (dates as ISO strings). */
  card: Record<string, unknown>;
  /**
   * How far along the 1, 3, 7 day ladder the card is: 0 after a miss (back in a day), then 1 and 2 after right
   * answers; past the ladder the scheduler's own interval takes over.
   */
  reviewStep: number;
  lastReviewedAt: string | null;
  createdAt: string;
}
