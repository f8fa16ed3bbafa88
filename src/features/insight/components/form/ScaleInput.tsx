import type { ScaleFieldDef } from '@/content/insight/types';
import { useCopy } from '../../hooks/use-copy';
import type { SimpleProps } from './field-props';
import { errorText } from './field-text';
import { FieldGroup } from './FieldGroup';

/** A scale: one radio button per number, its two ends named. */
export function ScaleInput({ field, value, onChange, domId, error }: SimpleProps & { field: ScaleFieldDef }) {
  const pick = useCopy();
  const hintId = `${domId}-ends`;
  const numbers = Array.from({ length: field.max - field.min + 1 }, (_, index) => field.min + index);
  return (
    <FieldGroup kind="insight-scale" field={field} domId={domId} describedIds={[hintId]} error={errorText(error)}>
      <p id={hintId} className="insight-scale__ends">
        <span>
          {field.min} = {pick(field.minLabel)}
        </span>
        <span>
          {field.max} = {pick(field.maxLabel)}
        </span>
      </p>
      <div className="insight-scale__options">
        {numbers.map((number) => (
          <label key={number} className="insight-scale__option">
            <input
              type="radio"
              name={domId}
              value={number}
              checked={value === number}
              onChange={() => onChange(number)}
            />
            <span>{number}</span>
          </label>
        ))}
      </div>
      {!field.required && typeof value === 'number' ? (
        <button type="button" className="insight-link-button" onClick={() => onChange(null)}>
          Clear this answer
        </button>
      ) : null}
    </FieldGroup>
  );
}
