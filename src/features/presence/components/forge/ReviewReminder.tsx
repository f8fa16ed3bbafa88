import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { REVIEW_INTERVALS_DAYS, type ReviewIntervalDays, type SafetyPlanReviewSetting } from '@/db/safety-plan-types';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Plain, usePlainText } from '@/lib/plain-language';
import { isReviewDue, reviewDueAt } from '@/domains/safety-plan/review-reminder';
import { markSafetyPlanReviewed, removeReviewReminder, saveReviewReminder } from '@/domains/safety-plan/data/save-safety-plan';

interface ReviewProps {
  review: SafetyPlanReviewSetting | undefined;
  planUpdatedAt: string | undefined;
}

/**
 * "Time to look over your plan", shown in the forge when the reminder the person chose has come round. Kind and
 * brief: no count of days, nothing "missed"; they can look it over in the wizard or say it still fits.
 */
export function ReviewDueNotice({ review, planUpdatedAt }: ReviewProps) {
  const [status, setStatus] = useState('');
  if (!isReviewDue(review, planUpdatedAt, new Date())) {
    return (
      <p className="forge-muted" role="status">
        {status}
      </p>
    );
  }
  return (
    <section className="forge-review-due safety-plan-no-print" aria-labelledby="forge-review-due-title">
      <h2 id="forge-review-due-title">Time to review your plan</h2>
      <p>
        <Plain
          standard="Lives change, and a plan that fits today helps most. When you have a quiet moment, read it through: keep what still fits, change what does not."
          plain="Things change. Read your plan when you have a quiet moment. Keep what fits. Change what does not."
        />
      </p>
      <div className="forge-actions">
        <Link className="button button--primary" to={`${paths.forgeWizard}?step=warning-signs`}>
          Look it over step by step
        </Link>
        <button
          type="button"
          className="button"
          onClick={async () => setStatus((await markSafetyPlanReviewed()) ? 'Thank you. Your plan is marked as looked over today.' : 'This could not be saved on this device.')}
        >
          It still fits
        </button>
      </div>
    </section>
  );
}

/** Choosing how often to be reminded: every 30, 60 or 90 days, or never. Kept in the settings table on this device. */
export function ReviewReminderChooser({ review, planUpdatedAt }: ReviewProps) {
  const id = useId();
  const text = usePlainText();
  const [status, setStatus] = useState('');
  // The choice shows at once; the saved setting follows (and the choice goes back to it if saving failed).
  const [chosen, setChosen] = useState<ReviewIntervalDays | 'never' | null>(null);
  const current = chosen ?? review?.everyDays ?? 'never';
  const due = reviewDueAt(review, planUpdatedAt);

  async function choose(value: ReviewIntervalDays | 'never') {
    setChosen(value);
    const ok = value === 'never' ? await removeReviewReminder() : await saveReviewReminder(value);
    if (!ok) setChosen(null);
    setStatus(ok ? (value === 'never' ? 'No reminder.' : `Reminder set: every ${value} days.`) : 'This could not be saved on this device.');
  }

  return (
    <section className="forge-review safety-plan-no-print" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text('A reminder to review my plan', 'A reminder to read my plan again')}</h2>
      <fieldset className="forge-fieldset">
        <legend>{text('Remind me in the app to look over my plan', 'Remind me to read my plan')}</legend>
        {REVIEW_INTERVALS_DAYS.map((days) => (
          <div key={days} className="forge-preset">
            <input id={`${id}-${days}`} type="radio" name={`${id}-every`} checked={current === days} onChange={() => void choose(days)} />
            <label htmlFor={`${id}-${days}`}>Every {days} days</label>
          </div>
        ))}
        <div className="forge-preset">
          <input id={`${id}-never`} type="radio" name={`${id}-every`} checked={current === 'never'} onChange={() => void choose('never')} />
          <label htmlFor={`${id}-never`}>No reminder</label>
        </div>
      </fieldset>
      <p className="forge-muted" role="status">
        {status} {due ? `Next look: around ${formatDate(due.toISOString())}. The reminder shows here in the forge.` : ''}
      </p>
      <p>
        <Link to={paths.reminders}>Reminders</Link>: a notification on this device too, if you turn it on there.
      </p>
    </section>
  );
}
