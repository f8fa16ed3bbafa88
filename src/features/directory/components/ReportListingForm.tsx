import { useId, useRef, useState, type FormEvent } from 'react';
import { Plain } from '@/lib/plain-language';
import type { ReportReason } from '@contract/directory-schemas';
import { useOnline } from '@/lib/use-online';

const REPORT_REASON_CHOICES = [
  { value: 'inaccurate', label: 'The details are wrong or out of date' },
  { value: 'not-a-professional', label: 'This does not seem to be a licensed professional' },
  { value: 'inappropriate', label: 'Something in it is inappropriate' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly { value: ReportReason; label: string }[];

export const MAX_REPORT_DETAILS = 500;

interface ReportListingFormProps {
  listingName: string;
  send: (report: { reason: ReportReason; details: string }) => Promise<void>;
  onDone: () => void;
}

type Sending = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * "Report this listing": a reason and optional details, sent to the admins' queue. Online only: offline it says so
 * and sends nothing (a report is not worth keeping on the device).
 */
export function ReportListingForm({ listingName, send, onDone }: ReportListingFormProps) {
  const id = useId();
  const online = useOnline();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const reasonRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(true);
      reasonRef.current?.focus();
      return;
    }
    setSending({ kind: 'sending' });
    send({ reason, details: details.trim() }).then(
      () => setSending({ kind: 'sent' }),
      (error: unknown) =>
        setSending({ kind: 'failed', message: error instanceof Error ? error.message : 'The report could not be sent.' }),
    );
  };

  if (sending.kind === 'sent') {
    return (
      <div className="directory-report" role="status">
        <p>Thank you. Your report was sent, and an admin will look at this listing.</p>
        <button type="button" className="button" onClick={onDone}>
          Close
        </button>
      </div>
    );
  }

  return (
    <form className="directory-report" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h4 id={`${id}-title`}>Report the listing of {listingName}</h4>
      {!online ? (
        <p role="status" className="directory-report__offline">
          <Plain
            standard="You are offline. A report can only be sent with a connection; try again when you are back online."
            plain="You are offline. You can send a report when you are online again."
          />
        </p>
      ) : null}
      <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend>Why are you reporting it?</legend>
        {REPORT_REASON_CHOICES.map((option, index) => (
          <label key={option.value} className="directory-report__choice">
            <input
              ref={index === 0 ? reasonRef : undefined}
              type="radio"
              name={`${id}-reason`}
              value={option.value}
              checked={reason === option.value}
              aria-invalid={reasonError || undefined}
              onChange={() => {
                setReason(option.value);
                setReasonError(false);
              }}
            />
            {option.label}
          </label>
        ))}
        {reasonError ? (
          <p id={`${id}-reason-error`} className="directory-error">
            Choose a reason.
          </p>
        ) : null}
      </fieldset>
      <label htmlFor={`${id}-details`}>Details (optional)</label>
      <textarea
        id={`${id}-details`}
        value={details}
        maxLength={MAX_REPORT_DETAILS}
        rows={3}
        aria-describedby={`${id}-details-hint`}
        onChange={(event) => setDetails(event.target.value)}
      />
      <p id={`${id}-details-hint`} className="directory-report__hint">
        Up to {MAX_REPORT_DETAILS} characters. Please do not include anyone’s health details.
      </p>
      {sending.kind === 'failed' ? (
        <p role="alert" className="directory-error">
          {sending.message}
        </p>
      ) : null}
      <div className="directory-report__actions">
        <button type="submit" className="button button--primary" disabled={!online || sending.kind === 'sending'}>
          {sending.kind === 'sending' ? 'Sending…' : 'Send report'}
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
