import { useId } from 'react';
import type { FormField as FeedbackField } from '@contract/categories';

/** Server limits: title 200 characters, the main message 5,000, any other answer 2,000. */
function maxLengthFor(field: FeedbackField): number {
  if (field.id === 'title') return 200;
  if (field.id === 'details') return 5000;
  return 2000;
}

interface FormFieldInputProps {
  field: FeedbackField;
  value: string | number | undefined;
  error: string | undefined;
  onChange: (value: string | number | undefined) => void;
}

function Label({ field, htmlFor, as = 'label' }: { field: FeedbackField; htmlFor?: string; as?: 'label' | 'legend' }) {
  const content = (
    <>
      {field.label}
      {field.required ? null : <span className="fb-field__optional"> (optional)</span>}
    </>
  );
  return as === 'legend' ? (
    <legend className="fb-field__label">{content}</legend>
  ) : (
    <label className="fb-field__label" htmlFor={htmlFor}>
      {content}
    </label>
  );
}

const RATING_WORDS = ['', 'Very poor', 'Poor', 'Okay', 'Good', 'Very good'];

/** 1 to 5 stars as a group of radio buttons: arrow keys move between them, each has a spoken name. */
function RatingInput({ field, value, error, onChange }: FormFieldInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const current = typeof value === 'number' ? value : 0;
  return (
    <fieldset
      className="fb-field fb-rating"
      data-field={field.id}
      aria-describedby={error ? errorId : undefined}
    >
      <Label field={field} as="legend" />
      <div className="fb-rating__stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="fb-rating__star" data-on={stars <= current}>
            <input
              type="radio"
              className="fb-rating__input"
              name={name}
              value={stars}
              checked={current === stars}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {stars} out of 5, {RATING_WORDS[stars]}
            </span>
          </label>
        ))}
        {current > 0 ? (
          <button type="button" className="fb-rating__clear" onClick={() => onChange(undefined)}>
            Clear rating
          </button>
        ) : null}
      </div>
      {current > 0 ? (
        <p className="fb-rating__value" aria-hidden="true">
          {current} out of 5: {RATING_WORDS[current]}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="fb-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One field of a category's form (text, textarea, select or rating); user text stays plain text. */
export function FormFieldInput(props: FormFieldInputProps) {
  const { field, value, error, onChange } = props;
  const id = useId();
  if (field.type === 'rating') return <RatingInput {...props} />;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.id,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const text = typeof value === 'string' ? value : value === undefined ? '' : String(value);
  return (
    <div className="fb-field" data-field={field.id}>
      <Label field={field} htmlFor={id} />
      {field.type === 'textarea' ? (
        <textarea
          {...common}
          rows={5}
          maxLength={maxLengthFor(field)}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : field.type === 'select' ? (
        <select {...common} value={text} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">{field.placeholder || 'Choose one'}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          maxLength={maxLengthFor(field)}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="fb-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
