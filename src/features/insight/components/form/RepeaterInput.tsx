import type { RepeaterFieldDef } from '@/content/insight/types';
import type { InsightFieldGroup } from '@/db/types';
import { useCopy } from '../../hooks/use-copy';
import { emptyGroup } from '../../lib/form-values';
import type { FieldInputProps } from './field-props';
import { errorText, fieldDomId } from './field-text';
import { FieldGroup } from './FieldGroup';
import { SimpleFieldInput } from './SimpleFieldInput';

/** A group of fields asked again for each item (a situation, its thought, its feeling), added and removed together. */
export function RepeaterInput({ field, value, onChange, idPrefix, errors }: FieldInputProps & { field: RepeaterFieldDef }) {
  const pick = useCopy();
  const groups = Array.isArray(value) ? (value as InsightFieldGroup[]) : [emptyGroup(field.fields)];
  const domId = fieldDomId(idPrefix, field.id);
  const error = errors.find((candidate) => candidate.item === undefined);
  const itemLabel = pick(field.itemLabel);
  return (
    <FieldGroup kind="insight-repeater" field={field} domId={domId} error={errorText(error, field.minItems)}>
      {groups.map((group, index) => (
        <fieldset key={index} className="insight-repeater__item">
          <legend>
            {itemLabel} {index + 1}
          </legend>
          {field.fields.map((sub) => (
            <SimpleFieldInput
              key={sub.id}
              field={sub}
              value={group[sub.id]}
              domId={fieldDomId(idPrefix, field.id, index, sub.id)}
              error={errors.find((candidate) => candidate.item === index && candidate.subFieldId === sub.id)}
              onChange={(next) => onChange(groups.map((old, at) => (at === index ? { ...old, [sub.id]: next } : old)))}
            />
          ))}
          {groups.length > 1 ? (
            <button
              type="button"
              className="button insight-button--quiet"
              onClick={() => onChange(groups.filter((_, at) => at !== index))}
            >
              Remove {itemLabel.toLowerCase()} {index + 1}
            </button>
          ) : null}
        </fieldset>
      ))}
      {groups.length < field.maxItems ? (
        <button type="button" className="button" onClick={() => onChange([...groups, emptyGroup(field.fields)])}>
          Add another {itemLabel.toLowerCase()}
        </button>
      ) : null}
    </FieldGroup>
  );
}
