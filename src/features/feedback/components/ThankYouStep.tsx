import { useEffect, useState, type RefObject } from 'react';
import type { FeedbackCategory } from '@contract/categories';
import type { FeedbackType } from '@/db/types';
import { formatSubmissionTotal, readSubmissionTotal } from '../data/read-submission-total';
import { useDeliveryState, type DeliveryState } from '../data/submit-feedback';
import { referenceFor, type FeedbackSubmission } from '../lib/submission';
import { useOnline } from '@/lib/use-online';

/** The thank-you message for each type of feedback. */
const THANK_YOU_MESSAGES: Record<FeedbackType, string> = {
  bug_report:
    'Thank you for telling us something is not working. Reports like yours are how we find problems and fix them.',
  feature_request: 'Thank you for your idea. Suggestions like yours help decide what we build next.',
  satisfaction:
    'Thank you for telling us how Better Minds felt to use. It shows us what to keep and what to make kinder or clearer.',
  improvement: 'Thank you for helping us get our writing right. Accurate, clear words matter here.',
  other: 'Thank you for your feedback. Every message helps us make Better Minds better.',
};

function DeliveryLine({ state, online }: { state: DeliveryState; online: boolean }) {
  if (state.status === 'loading') return null;
  if (state.status === 'sent') return <p className="fb-thanks__delivery">Sent: the team has received it.</p>;
  if (state.status === 'refused') {
    return (
      <p className="fb-thanks__delivery fb-thanks__delivery--problem">
        It could not be sent: {state.error}. It is still saved on this device.
      </p>
    );
  }
  return (
    <p className="fb-thanks__delivery fb-thanks__delivery--waiting">
      <strong>Waiting to be sent.</strong>{' '}
      {online
        ? 'It is saved on this device and will be sent in a moment.'
        : 'You are offline, so it is saved on this device and will be sent by itself when you are back online.'}
      {online && state.lastError ? ` The last try did not work (${state.lastError}); it will be tried again.` : null}
    </p>
  );
}

const englishPlurals = new Intl.PluralRules('en');

/**
 * The count sentence. English has two forms; with a count of one, "one of the people" would be a crowd of one, so
 * that form thanks the person for helping instead.
 */
function countLine(total: number): string {
  const count = formatSubmissionTotal(total);
  return englishPlurals.select(total) === 'one'
    ? `${count} piece of feedback has reached our team so far. Thank you for helping to shape Better Minds.`
    : `${count} pieces of feedback have reached our team so far. Thank you for being one of the people shaping Better Minds.`;
}

interface ThankYouStepProps {
  titleId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  submission: FeedbackSubmission;
  category: FeedbackCategory;
  onContinue: () => void;
}

/** Step 3: the reference, the category, the rating, what happens next, and whether it has been sent yet. */
export function ThankYouStep({ titleId, headingRef, submission, category, onContinue }: ThankYouStepProps) {
  const online = useOnline();
  const delivery = useDeliveryState(submission.id);
  const [total, setTotal] = useState<number | null>(null);
  const sent = delivery.status === 'sent';

  // The real count the server reports (docs/decisions.md), asked again once this submission has arrived.
  useEffect(() => {
    let cancelled = false;
    if (!online) return;
    void readSubmissionTotal().then((value) => {
      if (!cancelled) setTotal(value);
    });
    return () => {
      cancelled = true;
    };
  }, [online, sent]);

  return (
    <div className="fb-thanks">
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        Thank you
      </h2>
      <p>{THANK_YOU_MESSAGES[submission.type]}</p>
      <dl className="fb-thanks__facts">
        <div>
          <dt>Reference</dt>
          <dd className="fb-thanks__reference">{referenceFor(submission.id)}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{category.label}</dd>
        </div>
        <div>
          <dt>Your rating</dt>
          <dd>{submission.rating ? `${submission.rating} out of 5` : 'No rating given'}</dd>
        </div>
      </dl>
      <div role="status">
        <DeliveryLine state={delivery} online={online} />
      </div>
      <h3>What happens next</h3>
      <p>
        Our team reviews new feedback within 48 hours. We read every message, and what you told us goes into the list
        of things we fix and improve. Because feedback is anonymous we cannot reply, so keep your reference if you
        would like to mention this feedback again.
      </p>
      {total !== null && total > 0 ? (
        <p className="fb-thanks__count">{countLine(total)}</p>
      ) : null}
      <div className="fb-modal__actions">
        <button type="button" className="button button--primary" onClick={onContinue}>
          Continue Exploring
        </button>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Submit More Feedback
        </button>
      </div>
    </div>
  );
}
