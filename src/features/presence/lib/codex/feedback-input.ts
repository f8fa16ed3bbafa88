/** The "was this helpful?" form's rules, shared by the form and its tests. */

/** codex_feedback.feedback_text allows 5,000 characters. */
export const FEEDBACK_TEXT_MAX = 5000;

interface FeedbackDraft {
  rating: number | null;
  text: string;
}

type FeedbackCheck =
  | { ok: true; rating: number; text: string }
  | { ok: false; ratingError: string | null; textError: string | null };

export function checkFeedback({ rating, text }: FeedbackDraft): FeedbackCheck {
  const trimmed = text.trim();
  const ratingError =
    rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5 ? 'Choose how helpful it was, from 1 to 5.' : null;
  const textError =
    trimmed.length > FEEDBACK_TEXT_MAX
      ? `Your comment is ${trimmed.length.toLocaleString('en')} characters; please shorten it to ${FEEDBACK_TEXT_MAX.toLocaleString('en')}. Nothing you wrote has been removed.`
      : null;
  if (ratingError || textError || rating === null) return { ok: false, ratingError, textError };
  return { ok: true, rating, text: trimmed };
}
