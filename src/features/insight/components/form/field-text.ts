import type { FieldError } from '../../lib/form-values';

/*
 * The ids and texts every kind of field builds its markup from, so that a field's label, hint and error are tied to
 * its inputs the same way in each (the form moves focus to a field by its id).
 */

/** The id of a field (or of one item's sub-field) in the page: the form focuses a field with an error by it. */
export function fieldDomId(prefix: string, fieldId: string, item?: number, subFieldId?: string): string {
  return [prefix, fieldId, item, subFieldId].filter((part) => part !== undefined).join('-');
}

/** What the person reads under a field that is not answered well enough. */
export function errorText(error: FieldError | undefined, minItems = 1): string | null {
  if (!error) return null;
  return error.message === 'too-few' ? `Please add at least ${minItems}.` : 'Please answer this one before going on.';
}

/** The ids that describe an input (its hint, its error), or nothing when none is shown. */
export function describedBy(...ids: (string | null | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
