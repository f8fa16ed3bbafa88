import { CATEGORIES } from '../../../contract/category-catalogue.ts';
import type { FeedbackCategory } from '../../../contract/categories.ts';
import { analytics, submissionCount } from './admin-views-store.ts';
import { defaultPreferences, getPreferences, putPreferences } from './session-records-store.ts';
import { listOwnSubmissions } from './submissions-store.ts';
import { bindToKey, eraseRecordsOf, ownership, requireDeviceKey } from '../device-bindings.ts';
import { ok, readJsonBody } from '../http.ts';
import type {
  OwnSubmissionsResponse,
  PreferencesResponse,
  SubmissionTotalResponse,
  UserErasedResponse,
} from '../../../contract/feedback-responses.ts';
import type { FunctionsBackend } from '../backend.ts';
import { analyticsQuerySchema } from '../../../contract/feedback-queries.ts';
import { preferencesSchema } from '../../../contract/feedback-schemas.ts';
import { identifier } from '../../../contract/json-values.ts';
import { enforceRateLimit, parseQuery, parseWith, requireAdmin, type Handler } from '../request-context.ts';

/** GET /categories: the feedback categories with their form_schema. Static, so it needs no database. */
export async function categories(): Promise<Response> {
  return ok<readonly FeedbackCategory[]>(CATEGORIES, 200, { 'Cache-Control': 'public, max-age=300' });
}

/**
 * GET /preferences?userId=: that id's preferences, answered only to the device key bound to it (another key is a
 * 403). An id no device has written under answers the defaults (with `updatedAt: null`), as an unknown id always did.
 */
export const readPreferences: Handler = async (request, context) => {
  await enforceRateLimit(context, 'read');
  const raw = context.url.searchParams.get('userId');
  if (raw === null || raw === '') return ok<PreferencesResponse>(defaultPreferences(''));
  const userId = parseWith(identifier, raw);
  const key = requireDeviceKey(request);
  if ((await ownership(context.backend.db, userId, key)) === 'unbound') return ok(defaultPreferences(userId));
  return ok<PreferencesResponse>((await getPreferences(context.backend.db, userId)) ?? defaultPreferences(userId));
};

/**
 * PUT /preferences: `{ userId, promptOptOut?, trackingOptOut? }`; unspecified ones keep their value. The first write
 * binds the id to the caller's device key; another device cannot change them (403).
 */
export const writePreferences: Handler = async (request, context) => {
  await enforceRateLimit(context, 'read');
  const input = parseWith(preferencesSchema, await readJsonBody(request, 4 * 1024));
  const { backend } = context;
  await bindToKey(backend.db, [input.userId], requireDeviceKey(request), backend.now());
  return ok<PreferencesResponse>(await putPreferences(backend.db, input, backend.now()));
};

/**
 * GET /user/{id}: the submissions sent under that feedback id, with their status, newest first; answered only to
 * the device key bound to the id (missing key or another key: 403). An id never written under answers an empty
 * list, as any unknown id always did. Only the session id is matched: a user id could be claimed by anyone.
 */
export const ownSubmissions: Handler = async (request, context) => {
  await enforceRateLimit(context, 'read');
  const owner = parseWith(identifier, context.params.id ?? '');
  const key = requireDeviceKey(request);
  if ((await ownership(context.backend.db, owner, key)) === 'unbound') return ok<OwnSubmissionsResponse>({ items: [] });
  return ok<OwnSubmissionsResponse>({ items: await listOwnSubmissions(context.backend.db, owner) });
};

/**
 * DELETE /user/{id}: "delete everything" for this feedback id (device key required, bound to the id): its usage
 * events, prompt interactions and preferences are deleted, and its submissions lose their session and user id but
 * stay for the team. An id never written under has nothing to erase: zero counts, as for an unknown id.
 */
export const eraseUser: Handler = async (request, context) => {
  await enforceRateLimit(context, 'read');
  const id = parseWith(identifier, context.params.id ?? '');
  const key = requireDeviceKey(request);
  const { db } = context.backend;
  if ((await ownership(db, id, key)) === 'unbound') {
    return ok<UserErasedResponse>({ id, deleted: { events: 0, promptInteractions: 0, preferences: 0 }, submissionsUnlinked: 0 });
  }
  const { submissionsUnlinked, ...deleted } = await eraseRecordsOf(db, id);
  return ok<UserErasedResponse>({ id, deleted, submissionsUnlinked });
};

/**
 * GET /analytics?range=7d|30d|90d|all (default 30d), for the admin screens only (admin session, else 401): it
 * aggregates every submission and event, work no anonymous caller may ask for at will.
 */
export const readAnalytics: Handler = async (request, context) => {
  await enforceRateLimit(context, 'read');
  await requireAdmin(request, context);
  const { range } = parseQuery(analyticsQuerySchema, { range: context.url.searchParams.get('range') });
  return ok(await analytics(context.backend.db, range, context.backend.now()));
};

/** How long the public submission count is reused: the thank-you screen's figure need not be to the second. */
export const SUBMISSION_TOTAL_TTL_MS = 60_000;
const totals = new WeakMap<FunctionsBackend, { at: number; submissions: number }>();

/** Forgets the counted figure, so a submission just stored is in the next answer (called when one is stored). */
export function forgetSubmissionTotal(backend: FunctionsBackend): void {
  totals.delete(backend);
}

/**
 * GET /submission-total -> `{ totals: { submissions } }`: the one figure the thank-you screen shows, public and
 * counted at most once a minute per backend, so calling it in a loop costs the database nothing.
 */
export const readSubmissionTotal: Handler = async (_request, context) => {
  await enforceRateLimit(context, 'read');
  const { backend } = context;
  const now = backend.now().getTime();
  let cached = totals.get(backend);
  if (!cached || now - cached.at >= SUBMISSION_TOTAL_TTL_MS || now < cached.at) {
    cached = { at: now, submissions: await submissionCount(backend.db) };
    totals.set(backend, cached);
  }
  return ok<SubmissionTotalResponse>({ totals: { submissions: cached.submissions } });
};
