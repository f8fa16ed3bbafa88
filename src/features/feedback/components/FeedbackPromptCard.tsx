import { useId } from 'react';

/** The invitation: 'How was your experience?', with its two answers. */
export function FeedbackPromptCard({ onShare, onDismiss }: { onShare: () => void; onDismiss: () => void }) {
  const titleId = useId();
  return (
    <section className="fb-prompt" aria-labelledby={titleId}>
      <p id={titleId} className="fb-prompt__question" role="status">
        How was your experience?
      </p>
      <p className="fb-prompt__note">Tell us in a minute or two. It is anonymous.</p>
      <div className="fb-prompt__actions">
        <button type="button" className="fb-prompt__share" onClick={onShare}>
          Share feedback
        </button>
        <button type="button" className="fb-prompt__dismiss" onClick={onDismiss}>
          Not now
        </button>
      </div>
    </section>
  );
}
