import type { ListFieldDef } from '@/content/insight/types';
import { useCopy } from '../../hooks/use-copy';
import type { FieldInputProps } from './field-props';
import { errorText, fieldDomId } from './field-text';
import { FieldGroup } from './FieldGroup';

/** A list of short texts (one input each), with a button to add one up to the field's limit and to remove each. */
export function ListInput({ field, value, onChange, idPrefix, errors }: FieldInputProps & { field: ListFieldDef }) {
  const pick = useCopy();
  const items = Array.isArray(value) ? (value as string[]) : [''];
  const domId = fieldDomId(idPrefix, field.id);
  const error = errors.find((candidate) => candidate.item === undefined);
  const itemLabel = pick(field.itemLabel);
  return (
    <FieldGroup kind="insight-list" field={field} domId={domId} error={errorText(error, field.minItems)}>
      <ol className="insight-list__items">
        {items.map((item, index) => {
          const itemId = `${domId}-${index}`;
          return (
            <li key={index} className="insight-list__item">
              <label htmlFor={itemId}>
                {itemLabel} {index + 1}
              </label>
              <span className="insight-list__row">
                <input
                  id={itemId}
                  type="text"
                  maxLength={300}
                  value={item}
                  onChange={(event) => onChange(items.map((old, at) => (at === index ? event.target.value : old)))}
                />
                {items.length > 1 ? (
                  <button
                    type="button"
                    className="button insight-button--quiet"
                    onClick={() => onChange(items.filter((_, at) => at !== index))}
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                  >
                    Remove
                  </button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      {items.length < field.maxItems ? (
        <button type="button" className="button" onClick={() => onChange([...items, ''])}>
          Add another
        </button>
      ) : null}
    </FieldGroup>
  );
}
