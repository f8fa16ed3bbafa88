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
  lastReviewedAt: string | null;
  createdAt: string;
}
