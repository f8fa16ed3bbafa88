import { useId, useRef, useState, type FormEvent } from 'react';
import type { ListingRequest } from '../../../../contract/directory-schemas.ts';
import { LabelledInput } from '@/components/ui/LabelledInput';
import type { TherapistUser } from '@/db/types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { requestListing } from '@/domains/directory-listing/data/record-directory-listing';
import { checkListingDraft, listingDraftFrom, MAX_BIO_LENGTH, profileChangesOf, type ListingDraft, type ListingField, type ListingProblems } from '../data/listing-request';
import { therapistSession } from '../hooks/use-therapist-session';
import { ErrorSummary } from './ErrorSummary';

type TextField = Exclude<ListingField, 'remote' | 'inPerson' | 'directoryOptIn' | 'bio'>;

const TEXT_FIELDS: { field: TextField; label: string; hint?: string; autoComplete?: string; type?: string }[] = [
  { field: 'name', label: 'Name', autoComplete: 'name' },
  { field: 'credentials', label: 'Credentials', hint: 'For example LCSW, PhD, LMFT.' },
  { field: 'licenseNumber', label: 'Licence number', hint: 'An admin checks it with the state board before you are listed.' },
  { field: 'licenseState', label: 'Licence state', hint: 'The state or region that issued it, like CA.' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'specialties', label: 'Specialties', hint: 'Separate them with commas.' },
  {
    field: 'contact',
    label: 'Contact link',
    hint: 'Your practice website (https://) or a work e-mail. Never put client information here: the directory is public.',
    type: 'text',
  },
];

function bioRemaining(left: number): string {
  return left >= 0 ? `${left} characters left` : `${-left} characters over the limit`;
}

/** "Ask to be listed in the directory": saved on this device and sent through the outbox, so it works offline. */
export function ListingRequestForm({ user, saved }: { user: TherapistUser; saved: ListingRequest | undefined }) {
  const text = usePlainText();
  const [draft, setDraft] = useState<ListingDraft>(() => listingDraftFrom(user.therapistProfile, saved));
  const [problems, setProblems] = useState<ListingProblems>({});
  const [status, setStatus] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const problemList = Object.entries(problems) as [ListingField, string][];
  const set = <Field extends ListingField>(field: Field, value: ListingDraft[Field]) => setDraft((current) => ({ ...current, [field]: value }));
  const describedBy = (field: ListingField, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : '', problems[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const checked = checkListingDraft(draft);
    if (!checked.ok) {
      setProblems(checked.problems);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setProblems({});
    const queued = await requestListing(checked.request);
    if (!queued) {
      setStatus(text('The browser did not save the request. Try again.', 'Not saved. Try again.'));
      return;
    }
    await therapistSession.updateProfile(profileChangesOf(checked.request));
    setStatus(
      navigator.onLine
        ? text('Request saved. It is being sent to the directory for checking.', 'Saved. Sending it now.')
        : text('Request saved on this device. It will be sent when you are online.', 'Saved. It will be sent when you are online.'),
    );
  }

  const error = (field: ListingField) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className="sc-error">
        {problems[field]}
      </p>
    ) : null;

  return (
    <form className="sc-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text('Ask to be listed in the directory', 'Ask to be in the therapist list')}</h2>
      <p className="sc-muted">
        <Plain
          standard="An admin checks your licence before your listing is public. It is public only while you are verified, have chosen to be listed and have an active subscription."
          plain="Someone checks your licence first. People see you only when you are checked, you said yes, and your plan is on."
        />
      </p>
      <ErrorSummary ref={summaryRef} idPrefix={id} problems={problemList} />
      {TEXT_FIELDS.map(({ field, label, hint, autoComplete, type }) => (
        <LabelledInput
          key={field}
          classPrefix="sc"
          id={`${id}-${field}`}
          type={type}
          label={label}
          hint={hint}
          error={problems[field]}
          value={draft[field]}
          autoComplete={autoComplete ?? 'off'}
          onChange={(event) => set(field, event.target.value)}
        />
      ))}
      <fieldset className="sc-fieldset" aria-describedby={describedBy('remote', false)}>
        <legend>{text('How you see clients', 'How you meet clients')}</legend>
        <label className="sc-check">
          <input type="checkbox" id={`${id}-remote`} checked={draft.remote} onChange={(event) => set('remote', event.target.checked)} />
          {text('Remote (video or phone)', 'Online or by phone')}
        </label>
        <label className="sc-check">
          <input type="checkbox" checked={draft.inPerson} onChange={(event) => set('inPerson', event.target.checked)} />
          {text('In person', 'In person')}
        </label>
        {error('remote')}
      </fieldset>
      <div className="sc-field">
        <label htmlFor={`${id}-bio`}>{text('Short bio', 'About you')}</label>
        <textarea
          id={`${id}-bio`}
          rows={4}
          value={draft.bio}
          onChange={(event) => set('bio', event.target.value)}
          aria-describedby={describedBy('bio', true)}
          aria-invalid={problems.bio ? true : undefined}
        />
        <p id={`${id}-bio-hint`} className="sc-hint">
          {`${draft.bio.length} of ${MAX_BIO_LENGTH} characters`}
        </p>
        {/* Spoken only near the limit, not on every key. */}
        <p className="visually-hidden" aria-live="polite">
          {MAX_BIO_LENGTH - draft.bio.length <= 20 ? bioRemaining(MAX_BIO_LENGTH - draft.bio.length) : ''}
        </p>
        {error('bio')}
      </div>
      <div className="sc-field">
        <label className="sc-check">
          <input type="checkbox" checked={draft.directoryOptIn} onChange={(event) => set('directoryOptIn', event.target.checked)} />
          <Plain
            standard="Show this listing in the directory once it is verified (you can turn this off and send again at any time)"
            plain="Show this listing once it is checked (you can turn it off later)"
          />
        </label>
      </div>
      <div className="sc-row">
        <button type="submit" className="button button--primary">
          {text('Send request', 'Send')}
        </button>
        <p role="status" className="sc-status">
          {status}
        </p>
      </div>
    </form>
  );
}
