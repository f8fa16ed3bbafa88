import type { ChoiceFieldDef, FieldDef, ListFieldDef, RepeaterFieldDef, ScaleFieldDef, SimpleFieldDef } from '@/content/insight/types';
import type { ReactNode } from 'react';
import type { InsightFieldGroup, InsightFieldValue } from '@/db/types';
import { useCopy } from '../../hooks/use-copy';
import { emptyGroup, type FieldError } from '../../lib/form-values';

type SimpleValue = InsightFieldGroup[string];

export function fieldDomId(prefix: string, fieldId: string, item?: number, subFieldId?: string): string {
  return [prefix, fieldId, item, subFieldId].filter((part) => part !== undefined).join('-');
}

function errorText(error: FieldError | undefined, minItems = 1): string | null {
  if (!error) return null;
  return error.message === 'too-few' ? `Please add at least ${minItems}.` : 'Please answer this one before going on.';
}

function ErrorMessage({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className="insight-field__error">
      {text}
    </p>
  ) : null;
}

function describedBy(...ids: (string | null | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * A field of several inputs: a fieldset named by its legend (with "(needed)" when the answer is required) and its
 * hint, the inputs, then the error. Focusable, so the form can move focus to the first field with an error.
 */
function FieldGroup({
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
      <ErrorMessage id={errorId} text={error} />
    </fieldset>
  );
}

interface SimpleProps {
  field: SimpleFieldDef;
  value: SimpleValue | undefined;
  onChange: (value: SimpleValue) => void;
  domId: string;
  error?: FieldError;
  groupOrder?: readonly string[];
}

function ScaleInput({ field, value, onChange, domId, error }: SimpleProps & { field: ScaleFieldDef }) {
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

function ChoiceInput({ field, value, onChange, domId, error, groupOrder }: SimpleProps & { field: ChoiceFieldDef }) {
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
      <ErrorMessage id={errorId} text={errorText(error)} />
    </div>
  );
}

interface FieldInputProps {
  field: FieldDef;
  value: InsightFieldValue | undefined;
  onChange: (value: InsightFieldValue) => void;
  idPrefix: string;
  errors: readonly FieldError[];
  groupOrder?: readonly string[];
}

function ListInput({ field, value, onChange, idPrefix, errors }: FieldInputProps & { field: ListFieldDef }) {
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

function RepeaterInput({ field, value, onChange, idPrefix, errors }: FieldInputProps & { field: RepeaterFieldDef }) {
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

/** One field of a form, whatever its kind. */
export function FieldInput(props: FieldInputProps) {
  const { field, value, onChange, idPrefix, errors, groupOrder } = props;
  if (field.kind === 'list') return <ListInput {...props} field={field} />;
  if (field.kind === 'repeater') return <RepeaterInput {...props} field={field} />;
  return (
    <SimpleFieldInput
      field={field}
      value={value as SimpleValue | undefined}
      onChange={onChange}
      domId={fieldDomId(idPrefix, field.id)}
      error={errors[0]}
      groupOrder={groupOrder}
    />
  );
}
