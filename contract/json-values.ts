/**
 * The value types every request schema is built from. Free-form JSON (context, metadata, event data) is bounded in
 * depth and size, and every string, keys included, must be text PostgreSQL can store: no NUL characters and no
 * unpaired UTF-16 surrogates (either would otherwise fail inside the database as a 500).
 */
import { z } from './zod.ts';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NUL = String.fromCharCode(0);

export function isStorableText(value: string): boolean {
  return !value.includes(NUL) && !UNPAIRED_SURROGATE.test(value);
}

/** A string PostgreSQL can store, of at most `max` characters. */
export function text(max: number) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(isStorableText, 'must not contain NUL characters or unpaired surrogates');
}

const JSON_MAX_DEPTH = 8;
const JSON_MAX_KEYS = 200;
const JSON_MAX_STRING = 10_000;

/** Why a JSON value cannot be stored as given, or null when it can. */
function jsonProblem(value: unknown, depth: number): string | null {
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'numbers must be finite';
  if (typeof value === 'string') {
    if (value.length > JSON_MAX_STRING) return `strings must be at most ${JSON_MAX_STRING} characters`;
    return isStorableText(value) ? null : 'text must not contain NUL characters or unpaired surrogates';
  }
  if (depth >= JSON_MAX_DEPTH) return `is nested more than ${JSON_MAX_DEPTH} levels deep`;
  if (Array.isArray(value)) {
    if (value.length > JSON_MAX_KEYS) return `lists must have at most ${JSON_MAX_KEYS} items`;
    for (const item of value) {
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > JSON_MAX_KEYS) return `objects must have at most ${JSON_MAX_KEYS} keys`;
    for (const [key, item] of entries) {
      if (key.length > 200 || !isStorableText(key)) return 'keys must be short, storable text';
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  return 'is not JSON';
}

/** A free-form JSON object (context, metadata, event data), bounded and storable. */
export const jsonObject = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const problem = jsonProblem(value, 0);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** An anonymous session id or a user id: the app's are UUIDs; any short id-like string is accepted. */
export const identifier = z
  .string()
  .min(1, 'must not be empty')
  .max(128, 'must be at most 128 characters')
  .regex(/^[A-Za-z0-9_.:@-]+$/, 'must contain only letters, digits and _ . : @ -');

export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const EARLIEST = Date.UTC(2000, 0, 1);
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/** A client timestamp: an ISO 8601 date-time or epoch milliseconds, not before 2000 nor more than a day ahead. */
export const timestamp = z
  .union([z.string().max(40).regex(ISO_DATE_TIME, 'must be an ISO 8601 date-time'), z.number().int()])
  .transform((value, ctx) => {
    const time = typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(time) || time < EARLIEST || time > Date.now() + FUTURE_TOLERANCE_MS) {
      ctx.addIssue({ code: 'custom', message: 'must be a real date between 2000 and now' });
      return z.NEVER;
    }
    return new Date(time);
  });

/** A path inside the app, as the client reports it (`/insight/tools`). */
export const pagePath = text(2048).refine((value) => value.startsWith('/'), 'must be a path starting with /');

/** The first problem of a failed parse, as one readable sentence: `title: must be at most 200 characters`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return `${where}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
  }
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
