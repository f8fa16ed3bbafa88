import { useCopy } from '../../hooks/use-copy';
import { ChoiceInput } from './ChoiceInput';
import type { SimpleProps } from './field-props';
import { describedBy, errorText } from './field-text';
import { FieldErrorMessage } from './FieldError';
import { ScaleInput } from './ScaleInput';

/** A field of one input: a scale, a choice, or a text, number, time or date with its label and hint. */
export function SimpleFieldInput(props: SimpleProps) {
  const pick = useCopy();
  const { field, value, onChange, domId, error } = props;
  if (field.kind === 'scale') return <ScaleInput {...props} field={field} />;
  if (field.kind === 'choice') return <ChoiceInput {...props} field={field} />;
  const hintId = field.hint ? `${domId}-hint` : null;
  const errorId = `${domId}-error`;
  const common = {
    id: domId,
    'aria-describedby': describedBy(hintId, error && errorId),
    'aria-invalid': error ? true : undefined,
    required: field.required,
  };
  return (
    <div className="insight-field">
      <label htmlFor={domId} className="insight-field__label">
        {pick(field.label)}
        {field.required ? <span className="insight-field__required"> (needed)</span> : null}
      </label>
      {field.hint ? (
        <p id={hintId ?? undefined} className="insight-field__hint">
          {pick(field.hint)}
        </p>
      ) : null}
      {field.kind === 'textarea' ? (
        <textarea
          {...common}
          rows={5}
          maxLength={field.maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : field.kind === 'number' ? (
        <span className="insight-field__with-unit">
          <input
            {...common}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            value={typeof value === 'number' ? value : ''}
            onChange={(event) => {
              const raw = event.target.value;
              if (raw === '') return onChange(null);
              const number = Number(raw);
              if (Number.isFinite(number)) onChange(Math.min(field.max, Math.max(field.min, Math.round(number))));
            }}
          />
          <span>{pick(field.unit)}</span>
        </span>
      ) : (
        <input
          {...common}
          type={field.kind === 'time' ? 'time' : field.kind === 'date' ? 'date' : 'text'}
          maxLength={field.kind === 'text' ? field.maxLength : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldErrorMessage id={errorId} text={errorText(error)} />
    </div>
  );
}
