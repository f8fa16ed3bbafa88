import type { ReactNode } from 'react';
import type { FieldDef } from '@/content/insight/types';
import { useCopy } from '../../hooks/use-copy';
import { describedBy } from './field-text';
import { FieldErrorMessage } from './FieldError';

/**
 * A field of several inputs: a fieldset named by its legend (with "(needed)" when the answer is required) and its
 * hint, the inputs, then the error. Focusable, so the form can move focus to the first field with an error.
 */
export function FieldGroup({
  kind,
  field,
  domId,
  describedIds = [],
  error,
  children,
}: {
  /** The class that styles this kind of field. */
  kind: 'insight-scale' | 'insight-choice' | 'insight-list' | 'insight-repeater';
  field: Pick<FieldDef, 'label' | 'required' | 'hint'>;
  domId: string;
  /** What else describes the group (a scale's ends), before the error. */
  describedIds?: readonly string[];
  /** The error to show, null when there is none. */
  error: string | null;
  children: ReactNode;
}) {
  const pick = useCopy();
  const errorId = `${domId}-error`;
  return (
    <fieldset
      className={`insight-field ${kind}`}
      id={domId}
      aria-describedby={describedBy(...describedIds, error !== null && errorId)}
      aria-invalid={error !== null ? true : undefined}
      tabIndex={-1}
    >
      <legend className="insight-field__label">
        {pick(field.label)}
        {field.required ? <span className="insight-field__required"> (needed)</span> : null}
      </legend>
      {field.hint ? <p className="insight-field__hint">{pick(field.hint)}</p> : null}
      {children}
      <FieldErrorMessage id={errorId} text={error} />
    </fieldset>
  );
}
