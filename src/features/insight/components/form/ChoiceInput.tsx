import type { ChoiceFieldDef } from '@/content/insight/types';
import { useCopy } from '../../hooks/use-copy';
import type { SimpleProps } from './field-props';
import { errorText } from './field-text';
import { FieldGroup } from './FieldGroup';

/** A choice of one (radio buttons) or several (checkboxes), in named groups when the field has them. */
export function ChoiceInput({ field, value, onChange, domId, error, groupOrder }: SimpleProps & { field: ChoiceFieldDef }) {
  const pick = useCopy();
  const selected = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];

  function toggle(optionId: string, checked: boolean) {
    if (!field.multiple) {
      onChange(checked ? optionId : null);
      return;
    }
    onChange(checked ? [...selected.filter((id) => id !== optionId), optionId] : selected.filter((id) => id !== optionId));
  }

  function renderOptions(options: ChoiceFieldDef['options']) {
    return (
      <div className="insight-choice__options">
        {options.map((option) => {
          const optionId = `${domId}-${option.id}`;
          const hintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.id} className="insight-choice__option">
              <input
                id={optionId}
                type={field.multiple ? 'checkbox' : 'radio'}
                name={domId}
                value={option.id}
                checked={selected.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
                aria-describedby={hintId}
              />
              <label htmlFor={optionId}>
                {pick(option.label)}
                {option.hint ? (
                  <span id={hintId} className="insight-choice__hint">
                    {pick(option.hint)}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
    );
  }

  const groups = field.groups ?? [];
  const orderedGroups = groupOrder
    ? [...groups].sort((a, b) => groupOrder.indexOf(a.id) - groupOrder.indexOf(b.id))
    : groups;

  return (
    <FieldGroup kind="insight-choice" field={field} domId={domId} error={errorText(error)}>
      {orderedGroups.length > 0 ? (
        orderedGroups.map((group) => (
          <fieldset key={group.id} className="insight-choice__group">
            <legend>{pick(group.label)}</legend>
            {renderOptions(field.options.filter((option) => option.group === group.id))}
          </fieldset>
        ))
      ) : (
        renderOptions(field.options)
      )}
      {!field.multiple && !field.required && selected.length > 0 ? (
        <button type="button" className="insight-link-button" onClick={() => onChange(null)}>
          Clear this answer
        </button>
      ) : null}
    </FieldGroup>
  );
}
