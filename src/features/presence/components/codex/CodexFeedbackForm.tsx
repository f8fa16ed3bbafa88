import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { usePlainText } from '@/lib/plain-language';
import { recordCodexFeedback } from '@/domains/codex-progress/data/record-codex-feedback';
import { checkFeedback, FEEDBACK_TEXT_MAX } from '../../lib/codex/feedback-input';

const RATINGS = [1, 2, 3, 4, 5] as const;
const RATING_WORDS: Record<(typeof RATINGS)[number], string> = {
  1: 'Not helpful',
  2: 'A little helpful',
  3: 'Somewhat helpful',
  4: 'Helpful',
  5: 'Very helpful',
};

type Status = { kind: 'editing' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed' };

/** "Was this helpful?": a rating from 1 to 5 and an optional comment, kept as the person wrote it (shown only as text). */
export function CodexFeedbackForm({ sectionId }: { sectionId: string }) {
  const text = usePlainText();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating: string | null; text: string | null }>({ rating: null, text: null });
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const firstRatingRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  // Once the thanks is on screen (after the commit, not on a timer that a busy page can outrun), it takes the focus.
  useEffect(() => {
    if (status.kind === 'saved') thanksRef.current?.focus();
  }, [status.kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkFeedback({ rating, text: comment });
    if (!checked.ok) {
      setErrors({ rating: checked.ratingError, text: checked.textError });
      (checked.ratingError ? firstRatingRef : commentRef).current?.focus();
      return;
    }
    setErrors({ rating: null, text: null });
    setStatus({ kind: 'saving' });
    const saved = await recordCodexFeedback({ sectionId, rating: checked.rating, feedbackText: checked.text, experienceType: 'section' });
    setStatus({ kind: saved ? 'saved' : 'failed' });
  }

  if (status.kind === 'saved') {
    return (
      <p ref={thanksRef} tabIndex={-1} className="codex-thanks" data-testid="codex-feedback-thanks">
        {text('Thank you. Your rating is saved.', 'Thank you. We saved your rating.')}
        <button
          type="button"
          className="button codex-thanks__again"
          onClick={() => {
            setRating(null);
            setComment('');
            setStatus({ kind: 'editing' });
          }}
        >
          {text('Rate it again', 'Rate again')}
        </button>
      </p>
    );
  }

  return (
    <form className="codex-feedback" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend>{text('How helpful was this section?', 'Did this help you?')}</legend>
        <div className="codex-feedback__ratings">
          {RATINGS.map((value) => (
            <label key={value} className="codex-rating">
              <input
                ref={value === 1 ? firstRatingRef : undefined}
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <span>
                {value} <span className="codex-rating__words">({RATING_WORDS[value]})</span>
              </span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${id}-rating-error`} className="codex-error">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <label htmlFor={`${id}-comment`}>{text('Anything you would like to add? (optional)', 'Anything else? (you can skip this)')}</label>
      <textarea
        ref={commentRef}
        id={`${id}-comment`}
        value={comment}
        rows={3}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={`${id}-comment-hint${errors.text ? ` ${id}-comment-error` : ''}`}
        onChange={(event) => setComment(event.target.value)}
      />
      <p id={`${id}-comment-hint`} className="codex-hint">
        {text(
          `Up to ${FEEDBACK_TEXT_MAX.toLocaleString('en')} characters. Please do not include anything that identifies you.`,
          `Up to ${FEEDBACK_TEXT_MAX.toLocaleString('en')} letters. Do not write your name.`,
        )}
      </p>
      {errors.text ? (
        <p id={`${id}-comment-error`} className="codex-error">
          {errors.text}
        </p>
      ) : null}
      {status.kind === 'failed' ? (
        <p className="codex-error" role="alert">
          {text('Your rating could not be saved on this device. What you wrote is still here; please try again.', 'We could not save this. Your words are still here. Please try again.')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={status.kind === 'saving'}>
        {text('Send rating', 'Send')}
      </button>
    </form>
  );
}
