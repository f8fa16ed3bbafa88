import type { FieldDef, SimpleFieldDef } from '@/content/insight/types';
import type { InsightFieldGroup, InsightFieldValue, InsightValues } from '@/db/types';

/** Form values in the shape the fields edit them, and their checks. Pure, so they are tested on their own. */

type SimpleValue = InsightFieldGroup[string];

function emptySimpleValue(field: SimpleFieldDef): SimpleValue {
  switch (field.kind) {
    case 'choice':
      return field.multiple ? [] : null;
    case 'scale':
    case 'number':
      return null;
    default:
      return '';
  }
}

export function emptyGroup(fields: readonly SimpleFieldDef[]): InsightFieldGroup {
  return Object.fromEntries(fields.map((field) => [field.id, emptySimpleValue(field)]));
}

function emptyValue(field: FieldDef): InsightFieldValue {
  if (field.kind === 'list') return Array.from({ length: Math.max(field.minItems, 1) }, () => '');
  if (field.kind === 'repeater') return Array.from({ length: Math.max(field.minItems, 1) }, () => emptyGroup(field.fields));
  return emptySimpleValue(field);
}

/** Starting values: empty for every field, then whatever was saved before (when editing). */
export function initialValues(fields: readonly FieldDef[], saved?: InsightValues): InsightValues {
  const values: InsightValues = {};
  for (const field of fields) {
    const stored = saved?.[field.id];
    if (stored === undefined) {
      values[field.id] = emptyValue(field);
    } else if (field.kind === 'list' && Array.isArray(stored) && stored.length === 0) {
      values[field.id] = emptyValue(field);
    } else if (field.kind === 'repeater' && Array.isArray(stored)) {
      const groups = (stored as InsightFieldGroup[]).map((group) => ({ ...emptyGroup(field.fields), ...group }));
      values[field.id] = groups.length > 0 ? groups : emptyValue(field);
    } else {
      values[field.id] = stored;
    }
  }
  return values;
}

function isBlank(value: SimpleValue | InsightFieldValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function groupIsBlank(group: InsightFieldGroup): boolean {
  return Object.values(group).every((value) => isBlank(value));
}

export interface FieldError {
  fieldId: string;
  /** For a repeater: which item, counted from 0. */
  item?: number;
  subFieldId?: string;
  message: 'required' | 'too-few';
}

function checkSimple(field: SimpleFieldDef, value: SimpleValue | undefined): FieldError['message'] | null {
  return field.required && isBlank(value) ? 'required' : null;
}

/** The problems with one set of fields (a form step): required answers missing, too few items. */
export function validateFields(fields: readonly FieldDef[], values: InsightValues): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const value = values[field.id];
    if (field.kind === 'list') {
      const filled = Array.isArray(value) ? (value as string[]).filter((item) => typeof item === 'string' && item.trim()) : [];
      const needed = field.required ? Math.max(field.minItems, 1) : field.minItems;
      if (filled.length < needed) errors.push({ fieldId: field.id, message: needed === 1 ? 'required' : 'too-few' });
    } else if (field.kind === 'repeater') {
      const groups = Array.isArray(value) ? (value as InsightFieldGroup[]) : [];
      const filled = groups.filter((group) => !groupIsBlank(group));
      const needed = field.required ? Math.max(field.minItems, 1) : field.minItems;
      if (filled.length < needed) errors.push({ fieldId: field.id, message: needed === 1 ? 'required' : 'too-few' });
      groups.forEach((group, item) => {
        if (groupIsBlank(group) && filled.length >= needed) return;
        for (const subField of field.fields) {
          const message = checkSimple(subField, group[subField.id]);
          if (message) errors.push({ fieldId: field.id, item, subFieldId: subField.id, message });
        }
      });
    } else {
      const message = checkSimple(field, value as SimpleValue);
      if (message) errors.push({ fieldId: field.id, message });
    }
  }
  return errors;
}

function cleanSimple(value: SimpleValue | undefined): SimpleValue {
  if (typeof value === 'string') return value.trim();
  return value ?? null;
}

/** What is saved: text trimmed, empty list items and empty groups dropped. */
export function cleanValues(fields: readonly FieldDef[], values: InsightValues): InsightValues {
  const clean: InsightValues = {};
  for (const field of fields) {
    const value = values[field.id];
    if (field.kind === 'list') {
      clean[field.id] = Array.isArray(value)
        ? (value as string[]).map((item) => (typeof item === 'string' ? item.trim() : '')).filter(Boolean)
        : [];
    } else if (field.kind === 'repeater') {
      const groups = Array.isArray(value) ? (value as InsightFieldGroup[]) : [];
      clean[field.id] = groups
        .map((group) => Object.fromEntries(field.fields.map((sub) => [sub.id, cleanSimple(group[sub.id])])))
        .filter((group) => !groupIsBlank(group));
    } else {
      clean[field.id] = cleanSimple(value as SimpleValue);
    }
  }
  return clean;
}
