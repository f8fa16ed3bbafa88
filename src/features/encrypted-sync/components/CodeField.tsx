import type { ChangeEvent } from 'react';

interface CodeFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  error: string | null;
  multiline?: boolean;
  autoComplete?: string;
  onChange: (value: string) => void;
}

/** One labelled field with its hint and, when there is one, the problem that names it, announced beside it. */
export function CodeField({ id, label, hint, value, error, multiline = false, autoComplete = 'off', onChange }: CodeFieldProps) {
  const describedBy = error === null ? `${id}-hint` : `${id}-hint ${id}-error`;
  const common = {
    id,
    value,
    'aria-describedby': describedBy,
    'aria-invalid': error !== null,
    autoComplete,
    autoCapitalize: 'off',
    spellCheck: false,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="e2e-field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="e2e-field__hint">
        {hint}
      </p>
      {multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      {error === null ? null : (
        <p id={`${id}-error`} className="e2e-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
