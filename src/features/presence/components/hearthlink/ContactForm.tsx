import { useId, useRef, useState, type FormEvent } from 'react';
import { SubmitOrCancel } from '@/components/ui/SubmitOrCancel';
import type { ContactSaveResult } from '../../data/hearthlink/contact-result';
import type { ContactDraft, ContactErrors, ContactField } from '../../lib/hearthlink/validate-contact';

const EMPTY: ContactDraft = { name: '', howTheyHelp: '', phone: '' };
const FIELD_ORDER: readonly ContactField[] = ['name', 'howTheyHelp', 'phone'];

interface ContactFormProps {
  initial?: ContactDraft;
  submitLabel: string;
  /** Stores the draft; its problems come back to show beside their fields, and nothing typed is lost. */
  onSave: (draft: ContactDraft) => Promise<ContactSaveResult>;
  onDone?: () => void;
  onCancel?: () => void;
  /** Said (politely, to screen readers too) after a save, for a form that stays on screen. */
  savedMessage?: (name: string) => string;
}

const FAILURES: Record<'storage' | 'missing' | 'full', string> = {
  storage: 'This device would not save the contact. Nothing you typed is lost: try again in a moment.',
  missing: 'This contact is no longer on this device. It may have been removed in another tab.',
  full: 'Hearthlink holds up to 200 people. Remove someone to add another.',
};

/** A contact's name, how they help and phone, checked on saving with a clear message beside each field. */
export function ContactForm({ initial = EMPTY, submitLabel, onSave, onDone, onCancel, savedMessage }: ContactFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(initial);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState('');
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;

  function change(field: ContactField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    setSaved('');
    const result = await onSave(draft);
    setSaving(false);
    if (result.ok) {
      setDraft(initial === EMPTY ? EMPTY : draft);
      setErrors({});
      if (savedMessage) setSaved(savedMessage(result.contact.name));
      onDone?.();
      return;
    }
    if (result.reason === 'invalid') {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    setFailure(FAILURES[result.reason]);
  }

  const describedBy = (field: ContactField, hint?: string) => [hint, errors[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined;

  return (
    <form className="hearthlink-form" onSubmit={submit} noValidate>
      <div className="hearthlink-field">
        <label htmlFor={fieldId('name')}>Name</label>
        <input
          id={fieldId('name')}
          ref={(element) => {
            fieldRefs.current.name = element;
          }}
          value={draft.name}
          onChange={(event) => change('name', event.target.value)}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {errors.name ? (
          <p id={errorId('name')} className="hearthlink-error">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className="hearthlink-field">
        <label htmlFor={fieldId('howTheyHelp')}>How they help (optional)</label>
        <p id={`${id}-help-hint`} className="hearthlink-hint">
          In your own words: they listen, they make you laugh, they come round.
        </p>
        <textarea
          id={fieldId('howTheyHelp')}
          ref={(element) => {
            fieldRefs.current.howTheyHelp = element;
          }}
          rows={2}
          value={draft.howTheyHelp}
          onChange={(event) => change('howTheyHelp', event.target.value)}
          aria-invalid={errors.howTheyHelp ? true : undefined}
          aria-describedby={describedBy('howTheyHelp', `${id}-help-hint`)}
        />
        {errors.howTheyHelp ? (
          <p id={errorId('howTheyHelp')} className="hearthlink-error">
            {errors.howTheyHelp}
          </p>
        ) : null}
      </div>
      <div className="hearthlink-field">
        <label htmlFor={fieldId('phone')}>Phone number</label>
        <input
          id={fieldId('phone')}
          ref={(element) => {
            fieldRefs.current.phone = element;
          }}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={draft.phone}
          onChange={(event) => change('phone', event.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('phone')}
        />
        {errors.phone ? (
          <p id={errorId('phone')} className="hearthlink-error">
            {errors.phone}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="hearthlink-error" role="alert">
          {failure}
        </p>
      ) : null}
      {savedMessage ? (
        <p className="hearthlink-hint" role="status">
          {saved}
        </p>
      ) : null}
      <SubmitOrCancel className="hearthlink-actions" submitLabel={submitLabel} saving={saving} onCancel={onCancel} />
    </form>
  );
}
