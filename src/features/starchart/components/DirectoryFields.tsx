import { LabelledInput } from '@/components/ui/LabelledInput';
import { Plain, usePlainText } from '@/lib/plain-language';
import { MAX_BIO_LENGTH, type ListingDraft, type ListingField, type ListingProblems } from '../data/listing-request';

function bioRemaining(left: number): string {
  return left >= 0 ? `${left} characters left` : `${-left} characters over the limit`;
}

interface DirectoryFieldsProps {
  idPrefix: string;
  draft: ListingDraft;
  problems: ListingProblems;
  onChange: <Field extends ListingField>(field: Field, value: ListingDraft[Field]) => void;
}

/** What only the directory asks for, shown in Your profile once the therapist chooses to be listed. */
export function DirectoryFields({ idPrefix: id, draft, problems, onChange: set }: DirectoryFieldsProps) {
  const text = usePlainText();
  const describedBy = (field: ListingField, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : '', problems[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: ListingField) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className="sc-error">
        {problems[field]}
      </p>
    ) : null;
  return (
    <fieldset className="sc-fieldset">
      <legend>{text('For the directory', 'For the therapist list')}</legend>
      <p className="sc-muted">
        <Plain
          standard="An admin checks your licence before your listing is public. It is public only while you are verified, have chosen to be listed and have an active subscription."
          plain="Someone checks your licence first. People see you only when you are checked, you said yes, and your plan is on."
        />
      </p>
      <LabelledInput
        classPrefix="sc"
        id={`${id}-contact`}
        label="Contact link"
        hint="Your practice website (https://) or a work e-mail. Never put client information here: the directory is public."
        error={problems.contact}
        value={draft.contact}
        autoComplete="off"
        onChange={(event) => set('contact', event.target.value)}
      />
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
    </fieldset>
  );
}
