import type { FieldDef, SimpleFieldDef } from '@/content/insight/types';
import type { InsightFieldGroup, InsightFieldValue } from '@/db/types';
import type { FieldError } from '../../lib/form-values';

/** The value of a field of one input (a text, a number, a scale, a choice). */
export type SimpleValue = InsightFieldGroup[string];

/** A field of one input, as a form or a repeater's item shows it. */
export interface SimpleProps {
  field: SimpleFieldDef;
  value: SimpleValue | undefined;
  onChange: (value: SimpleValue) => void;
  domId: string;
  error?: FieldError;
  groupOrder?: readonly string[];
}

/** Any field of a form, lists and repeaters included. */
export interface FieldInputProps {
  field: FieldDef;
  value: InsightFieldValue | undefined;
  onChange: (value: InsightFieldValue) => void;
  idPrefix: string;
  errors: readonly FieldError[];
  groupOrder?: readonly string[];
}
