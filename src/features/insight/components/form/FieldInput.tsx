import type { FieldInputProps, SimpleValue } from './field-props';
import { fieldDomId } from './field-text';
import { ListInput } from './ListInput';
import { RepeaterInput } from './RepeaterInput';
import { SimpleFieldInput } from './SimpleFieldInput';

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
