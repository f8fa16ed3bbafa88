import { useId, useRef, useState, type FormEvent } from 'react';
import { COMMUNITY_REPORT_REASON_LABELS, COMMUNITY_REPORT_REASONS, MAX_REPORT_DETAILS, type CommunityReportReason } from '@contract/community-schemas';
import { usePlainText } from '@/lib/plain-language';
import { reportCommunityPost } from '../../data/community/report-community-post';

interface ReportPostFormProps {
  postId: string;
  handle: string;
  onDone: (reported: boolean) => void;
}

/**
 * "Report": a reason and optional details. The post is hidden on this device at once and the report is sent when
 * online (offline too: it waits in the outbox); reports from three people hide it for everyone until reviewed.
 */
export function ReportPostForm({ postId, handle, onDone }: ReportPostFormProps) {
  const id = useId();
  const text = usePlainText();
  const [reason, setReason] = useState<CommunityReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(text('Choose a reason.', 'Pick a reason.'));
      first.current?.focus();
      return;
    }
    reportCommunityPost(postId, reason, details).then(
      () => onDone(true),
      () => setError(text('The report could not be saved on this device. Please try again.', 'That did not work. Please try again.')),
    );
  };

  return (
    <form className="community-report" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h4 id={`${id}-title`}>{text(`Report the post by ${handle}`, `Report this post by ${handle}`)}</h4>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{text('Why are you reporting it?', 'What is wrong with it?')}</legend>
        {COMMUNITY_REPORT_REASONS.map((value, index) => (
          <label key={value} className="community-report__choice">
            <input
              ref={index === 0 ? first : undefined}
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setError(null);
              }}
            />
            {COMMUNITY_REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-details`}>{text('Details (optional)', 'More details (optional)')}</label>
      <textarea id={`${id}-details`} value={details} maxLength={MAX_REPORT_DETAILS} rows={2} onChange={(event) => setDetails(event.target.value)} />
      <p className="community-hint">{text('The post will be hidden for you straight away. A moderator will look at it.', 'You will not see this post again. Our team will check it.')}</p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="community-error">
          {error}
        </p>
      ) : null}
      <div className="community-actions">
        <button type="submit" className="button button--primary">
          {text('Report and hide', 'Report')}
        </button>
        <button type="button" className="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
