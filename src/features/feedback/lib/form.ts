import type { FormField as FeedbackField } from '@contract/categories';

/** Answers by field id: text for text, textarea and select fields, a number (1 to 5) for ratings. */
export type FormValues = Record<string, string | number>;

function isAnswered(value: string | number | undefined): boolean {
  if (value === undefined) return false;
  return typeof value === 'number' ? Number.isFinite(value) : value.trim() !== '';
}

/**
 * The fields to show: a conditional field appears only while the field it depends on holds the given value (and
 * that field is itself shown, so chains of conditions work).
 */
export function visibleFields(fields: readonly FeedbackField[], values: FormValues): FeedbackField[] {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const visible = (field: FeedbackField, seen: Set<string>): boolean => {
    if (!field.conditional) return true;
    if (seen.has(field.id)) return false;
    const parent = byId.get(field.conditional.field);
    if (!parent || !visible(parent, new Set(seen).add(field.id))) return false;
    return String(values[field.conditional.field] ?? '') === field.conditional.value;
  };
  return fields.filter((field) => visible(field, new Set()));
}

/** Spec section 5: every required, visible field must be filled; the message is '{label} is required'. */
export function validateForm(fields: readonly FeedbackField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of visibleFields(fields, values)) {
    if (field.required && !isAnswered(values[field.id])) errors[field.id] = `${field.label} is required`;
  }
  return errors;
}

/** Starting values: the module field (when there is one) is preselected from the page the person is on. */
export function initialValues(fields: readonly FeedbackField[], module: string): FormValues {
  const values: FormValues = {};
  const moduleField = fields.find((field) => field.id === 'module' && field.type === 'select');
  if (moduleField?.options?.some((option) => option.value === module)) values.module = module;
  return values;
}
