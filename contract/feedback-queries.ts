/**
 * The query strings of the feedback functions' GET endpoints: GET /admin/feedback (page, limit, filters) and
 * GET /analytics (range). Each parameter arrives as `string | null`.
 */
import { z } from './zod.ts';
import { adminFiltersSchema, ANALYTICS_RANGES, MAX_PAGE_SIZE } from './feedback-schemas.ts';

export const FILTERS_NOT_AN_OBJECT = 'filters must be a JSON object';

/**
 * A page number or page size from the query string (`null` when absent): absent or empty is `fallback`; otherwise one
 * to six digits, at least 1, and more than `max` reads as `max`. Its one error message names the parameter.
 */
function wholeNumberParam(name: string, fallback: number, max: number) {
  const message = `${name} must be a whole number from 1`;
  return z
    .string()
    .nullable()
    .transform((raw) => (raw === null || raw === '' ? String(fallback) : raw))
    .pipe(z.string().regex(/^\d{1,6}$/, message))
    .transform(Number)
    .pipe(z.number().min(1, message))
    .transform((value) => Math.min(value, max));
}

/** The `filters` parameter: absent or blank is no filter; otherwise a JSON object checked by adminFiltersSchema. */
const adminFiltersParam = z
  .string()
  .nullable()
  .transform((raw, ctx): unknown => {
    if (raw === null || raw.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
    } catch {
      /* reported below */
    }
    ctx.addIssue({ code: 'custom', message: FILTERS_NOT_AN_OBJECT });
    return z.NEVER;
  })
  .pipe(adminFiltersSchema);

/** GET /admin/feedback's query: page (default 1), limit (default 20, at most 100) and filters. */
export const adminListQuerySchema = z.object({
  page: wholeNumberParam('page', 1, 1_000_000),
  limit: wholeNumberParam('limit', 20, MAX_PAGE_SIZE),
  filters: adminFiltersParam,
});

/** GET /analytics's query: range, one of 7d, 30d, 90d, all (default 30d; an empty value is not the default). */
export const analyticsQuerySchema = z.object({
  range: z
    .string()
    .nullable()
    .transform((raw) => raw ?? '30d')
    .pipe(z.enum(ANALYTICS_RANGES, { error: `range must be one of ${ANALYTICS_RANGES.join(', ')}` })),
});

/**
 * The first problem of a failed query-string parse. Problems inside `filters` name where they are
 * (`filters.from: must be a date (YYYY-MM-DD)`, `filters: unknown filter colour`); the others' messages name their
 * parameter already (`page must be a whole number from 1`).
 */
export function describeQueryIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid query';
  const [field, ...rest] = issue.path.map(String);
  if (field === 'filters' && (rest.length > 0 || issue.code === 'unrecognized_keys')) {
    const where = rest.length > 0 ? `filters.${rest.join('.')}` : 'filters';
    return `${where}: ${issue.code === 'unrecognized_keys' ? `unknown filter ${issue.keys.join(', ')}` : issue.message}`;
  }
  return issue.message;
}
