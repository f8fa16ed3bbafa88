import type { InputHTMLAttributes, ReactNode } from 'react';

type OwnedAttributes = 'id' | 'className' | 'aria-describedby' | 'aria-invalid';

interface LabelledInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, OwnedAttributes> {
  id: string;
  label: ReactNode;
  /** Help shown under the field and read with it. */
  hint?: ReactNode;
  /** This field's own problem, shown under it, read with it, and marking it invalid. */
  error?: ReactNode;
  /**
   * The id of a message shown elsewhere that concerns this field too (a sign-in form's one error for both fields):
   * read with the field and marking it invalid.
   */
  sharedErrorId?: string;
  /** The class prefix of the screen's form styles: `${prefix}-field`, `${prefix}-hint`, `${prefix}-error`. */
  classPrefix: 'sc' | 'admin';
}

/**
 * One text input with its label, its hint and its problem, wired the same way on every form that uses it: the hint
 * and the problem are the input's description, so a screen reader reads them with the field, and a problem marks
 * the field invalid. The hint's and the problem's ids derive from the input's, so an error summary can link to it.
 */
export function LabelledInput({ id, label, hint, error, sharedErrorId, classPrefix, type = 'text', ...input }: LabelledInputProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, sharedErrorId].filter(Boolean).join(' ');
  return (
    <div className={`${classPrefix}-field`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        type={type}
        aria-describedby={describedBy || undefined}
        aria-invalid={errorId || sharedErrorId ? true : undefined}
      />
      {hint ? (
        <p id={hintId} className={`${classPrefix}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={`${classPrefix}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
