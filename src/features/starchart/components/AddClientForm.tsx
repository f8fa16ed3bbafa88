import { useId, useRef, useState, type FormEvent } from 'react';
import { Plain, usePlainText } from '@/lib/plain-language';
import { addClient, aliasProblem, MAX_ALIAS_LENGTH } from '../data/workspace-data';

/** Adds a client by alias or code; the helper text asks for no real names. */
export function AddClientForm({ therapistId }: { therapistId: string }) {
  const text = usePlainText();
  const [alias, setAlias] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = aliasProblem(alias);
    setSaved('');
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    const row = await addClient(therapistId, alias);
    if (!row) {
      setError(text('This browser did not save the client. Check the storage message and try again.', 'The browser did not save it. Try again.'));
      return;
    }
    setError(null);
    setAlias('');
    setSaved(text(`Added ${row.alias}.`, `Added ${row.alias}.`));
  }

  return (
    <form className="sc-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${hintId}-title`}>
      <h3 id={`${hintId}-title`}>{text('Add a client', 'Add a client')}</h3>
      <div className="sc-field">
        <label htmlFor={`${hintId}-alias`}>{text('Alias or code', 'Nickname or code')}</label>
        <input
          id={`${hintId}-alias`}
          ref={inputRef}
          value={alias}
          maxLength={MAX_ALIAS_LENGTH + 20}
          autoComplete="off"
          onChange={(event) => setAlias(event.target.value)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
        />
        <p id={hintId} className="sc-hint">
          <Plain
            standard="Use initials, a nickname or a code from your own records, not a real name: this chart should mean nothing to anyone else who sees this device."
            plain="Use initials, a nickname or a code, not a real name. Then the chart means nothing to anyone else."
          />
        </p>
        {error ? (
          <p id={errorId} className="sc-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="sc-row">
        <button type="submit" className="button button--primary">
          {text('Add client', 'Add client')}
        </button>
        <p role="status" className="sc-status">
          {saved}
        </p>
      </div>
    </form>
  );
}
