import { CATEGORIES } from '../../../contract/category-catalogue.ts';
import type { FeedbackCategory } from '../../../contract/categories.ts';
import { analytics, defaultPreferences, getPreferences, listOwnSubmissions, putPreferences } from '../feedback-store.ts';
import { ok, readJsonBody } from '../http.ts';
import { analyticsQuerySchema } from '../../../contract/feedback-queries.ts';
import { preferencesSchema } from '../../../contract/feedback-schemas.ts';
import { identifier } from '../../../contract/json-values.ts';
import { enforceRateLimit, parseQuery, parseWith, type Handler } from './context.ts';

/** GET /categories: the feedback categories with their form_schema. Static, so it needs no database. */
export async function categories(): Promise<Response> {
  return ok<readonly FeedbackCategory[]>(CATEGORIES, 200, { 'Cache-Control': 'public, max-age=300' });
}

/** GET /preferences?userId=: that id's preferences, or the defaults (with `updatedAt: null`) when none are stored. */
export const readPreferences: Handler = async (_request, context) => {
  await enforceRateLimit(context, 'read');
  const raw = context.url.searchParams.get('userId');
  if (raw === null || raw === '') return ok(defaultPreferences(''));
  const userId = parseWith(identifier, raw);
  return ok((await getPreferences(context.backend.db, userId)) ?? defaultPreferences(userId));
};

/** PUT /preferences: `{ userId, promptOptOut?, trackingOptOut? }`; unspecified ones keep their value. */
export const writePreferences: Handler = async (request, context) => {
  await enforceRateLimit(context, 'read');
  const input = parseWith(preferencesSchema, await readJsonBody(request, 4 * 1024));
  return ok(await putPreferences(context.backend.db, input, context.backend.now()));
};

/**
 * GET /user/{id}: that session's or user's own submissions with their status, newest first. The id (a random UUID
 * kept on the device) is what lets someone see their own feedback; nothing else about other people is returned.
 */
export const ownSubmissions: Handler = async (_request, context) => {
  await enforceRateLimit(context, 'read');
  const owner = parseWith(identifier, context.params.id ?? '');
  return ok({ items: await listOwnSubmissions(context.backend.db, owner) });
};

/** GET /analytics?range=7d|30d|90d|all (default 30d). */
export const readAnalytics: Handler = async (_request, context) => {
  await enforceRateLimit(context, 'read');
  const { range } = parseQuery(analyticsQuerySchema, { range: context.url.searchParams.get('range') });
  return ok(await analytics(context.backend.db, range, context.backend.now()));
};
