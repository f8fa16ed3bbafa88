/**
 * A change's body, the JSON inside a payload (docs/e2ee-sync.md, section 3): a put of some fields, each with the
 * clocks it supersedes, or a delete. Bounded everywhere, so a hostile author's body costs a bounded amount to check.
 */
import { z } from '../zod.ts';

/** pad15(wall ms) ":" pad5base36(counter) ":" deviceId (section 6.1): ordered as strings. */
export const HLC_PATTERN = /^\d{15}:[0-9a-z]{5}:[A-Za-z0-9_-]{22}$/;
export const MAX_FIELDS_PER_CHANGE = 200;
export const MAX_PREV_CLOCKS = 64;
export const MAX_FIELD_NAME_LENGTH = 64;
/** Values nest no deeper than this: enough for any record, and a bound on the depth check itself. */
export const MAX_VALUE_DEPTH = 16;

export const hlcSchema = z.string().regex(HLC_PATTERN, 'must be a hybrid logical clock');

/** Whether a parsed JSON value nests at most `remaining` levels (recursion stops at the bound, never overflows). */
function nestsWithin(value: unknown, remaining: number): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (remaining === 0) return false;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.every((child) => nestsWithin(child, remaining - 1));
}

/** Any JSON value (the body was parsed from JSON text, so nothing else can reach here), nested within bounds. */
export const fieldValueSchema = z.unknown().refine((value) => value !== undefined && nestsWithin(value, MAX_VALUE_DEPTH), {
  message: `must be JSON nested at most ${MAX_VALUE_DEPTH} levels`,
});

const fieldVersionSchema = z.strictObject({
  value: fieldValueSchema,
  prev: z.array(hlcSchema).max(MAX_PREV_CLOCKS),
});

// "__proto__" would set the parsed object's prototype instead of naming a field.
export const fieldNameSchema = z
  .string()
  .min(1)
  .max(MAX_FIELD_NAME_LENGTH)
  .regex(/^[A-Za-z0-9_]+$/)
  .refine((name) => name !== '__proto__', 'is not a field name');

export const changeBodySchema = z.discriminatedUnion('op', [
  z.strictObject({
    v: z.literal(1),
    hlc: hlcSchema,
    op: z.literal('put'),
    fields: z
      .record(fieldNameSchema, fieldVersionSchema)
      .refine((fields) => {
        const count = Object.keys(fields).length;
        return count >= 1 && count <= MAX_FIELDS_PER_CHANGE;
      }, `must name 1 to ${MAX_FIELDS_PER_CHANGE} fields`),
  }),
  z.strictObject({ v: z.literal(1), hlc: hlcSchema, op: z.literal('delete') }),
]);

export type ChangeBody = z.infer<typeof changeBodySchema>;
