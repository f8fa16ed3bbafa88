import { verifyAdminCredentials } from '../auth/admin-credentials.ts';
import { loginWaitSeconds, recordLoginFailure, recordLoginSuccess, tooManyAttemptsMessage } from '../auth/login-throttle.ts';
import {
  createSession,
  deleteSession,
  readSessionCookie,
  sessionCookieHeader,
  signingKey,
} from '../auth/sessions.ts';
import { listSubmissions, updateSubmissionStatus } from './admin-views-store.ts';
import { getSubmission } from './submissions-store.ts';
import { HttpError, ok, readJsonBody } from '../http.ts';
import type { AdminSessionResponse, SignedOutResponse } from '../../../contract/feedback-responses.ts';
import { adminListQuerySchema } from '../../../contract/feedback-queries.ts';
import { adminLoginSchema, adminUpdateSchema } from '../../../contract/feedback-schemas.ts';
import { enforceRateLimit, parseQuery, parseWith, refuseCrossSite, requireAdmin, type Handler } from '../request-context.ts';

export { MAX_PAGE_SIZE } from '../../../contract/feedback-schemas.ts';

/** POST /admin/login `{ email, password }`: a session cookie on success; 401 'Invalid email or password' otherwise. */
export const login: Handler = async (request, context) => {
  refuseCrossSite(request);
  await enforceRateLimit(context, 'login');
  const input = parseWith(adminLoginSchema, await readJsonBody(request, 4 * 1024));
  const admin = await context.backend.adminCredentials();
  if (!admin) throw new HttpError(503, 'Admin sign-in is not configured on this server');
  const { backend } = context;
  // Throttled per account and per address (auth/login-throttle.ts); while waiting, the password is not checked.
  const wait = await loginWaitSeconds(backend.db, input.email, context.ip, backend.now());
  if (wait > 0) throw new HttpError(429, tooManyAttemptsMessage(wait), { 'Retry-After': String(wait) });
  if (!(await verifyAdminCredentials(admin, input.email, input.password))) {
    await recordLoginFailure(backend.db, input.email, context.ip, backend.now());
    throw new HttpError(401, 'Invalid email or password');
  }
  await recordLoginSuccess(backend.db, input.email, context.ip);
  const key = await signingKey(backend.db, backend.sessionSecret);
  const { cookieValue, session } = await createSession(backend.db, key, admin.email, backend.now(), backend.sessionTtlSeconds);
  return ok<AdminSessionResponse>(
    { email: session.email, expiresAt: session.expiresAt.toISOString() },
    200,
    { 'Set-Cookie': sessionCookieHeader(request, cookieValue, backend.sessionTtlSeconds) },
  );
};

/** POST /admin/logout: ends the session (if any) and clears the cookie. Always succeeds. */
export const logout: Handler = async (request, context) => {
  refuseCrossSite(request);
  const cookie = readSessionCookie(request);
  if (cookie) {
    const { backend } = context;
    await deleteSession(backend.db, await signingKey(backend.db, backend.sessionSecret), cookie);
  }
  return ok<SignedOutResponse>({ signedOut: true }, 200, { 'Set-Cookie': sessionCookieHeader(request, '', 0) });
};

/** GET /admin/session: who is signed in and until when, or 401. */
export const currentSession: Handler = async (request, context) => {
  const session = await requireAdmin(request, context);
  return ok<AdminSessionResponse>({ email: session.email, expiresAt: session.expiresAt.toISOString() });
};

/**
 * GET /admin/feedback?page=&limit=&filters=: newest first, page 1 and limit 20 by default, at most 100 a page.
 * filters is a JSON object: status (one or a list), category, type, module, from, to (YYYY-MM-DD) and search.
 */
export const listFeedback: Handler = async (request, context) => {
  await requireAdmin(request, context);
  const params = context.url.searchParams;
  const { page, limit, filters } = parseQuery(adminListQuerySchema, {
    page: params.get('page'),
    limit: params.get('limit'),
    filters: params.get('filters'),
  });
  return ok(await listSubmissions(context.backend.db, filters, page, limit));
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function submissionId(context: Parameters<Handler>[1]): string {
  const id = context.params.id ?? '';
  if (!UUID.test(id)) throw new HttpError(400, 'id must be a UUID');
  return id.toLowerCase();
}

/** GET /admin/feedback/{id}: one submission in full. */
export const readFeedback: Handler = async (request, context) => {
  await requireAdmin(request, context);
  const submission = await getSubmission(context.backend.db, submissionId(context));
  if (!submission) throw new HttpError(404, 'Feedback not found');
  return ok(submission);
};

/** PATCH /admin/feedback/{id} `{ status, adminNote? }`: a note left out keeps the one there; null clears it. */
export const updateFeedback: Handler = async (request, context) => {
  refuseCrossSite(request);
  await requireAdmin(request, context);
  const id = submissionId(context);
  const input = parseWith(adminUpdateSchema, await readJsonBody(request, 8 * 1024));
  const updated = await updateSubmissionStatus(
    context.backend.db,
    id,
    { status: input.status, ...(input.adminNote !== undefined ? { adminNote: input.adminNote?.trim() || null } : {}) },
    context.backend.now(),
  );
  if (!updated) throw new HttpError(404, 'Feedback not found');
  return ok(updated);
};
