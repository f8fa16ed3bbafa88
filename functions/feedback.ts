/**
 * The feedback functions: /.netlify/functions/feedback and its sub-paths, one Netlify function (classic path) that
 * `npm start` serves on the same origin. Storage is PostgreSQL: embedded (PGlite under DATA_DIR) by default, any
 * server through DATABASE_URL.
 *
 * CONTRACT (kept by this file; the client replayer and the feedback widget rely on it)
 * ------------------------------------------------------------------------------------
 * Every response is JSON: `{ "success": true, "data": ... }` or `{ "success": false, "error": "..." }` with an honest
 * status (400 invalid, 401 not signed in, 403 cross-site, 404, 405 with Allow, 413 too large, 415 wrong content type,
 * 429 with Retry-After, 503 database unavailable, 500). The one exception is GET /uploads/{name}, which answers the
 * image bytes. JSON bodies must be sent as `Content-Type: application/json` (a cross-site form cannot send it).
 * Unknown keys are refused (400), so send only the fields below.
 * Timestamps are ISO 8601 strings or epoch milliseconds. Ids are client-generated UUIDs.
 *
 * Device key: every call from the app sends `X-Feedback-Device-Key` (32 random bytes, base64url; made on the device
 * with its feedback id, contract/device-key.ts). The first write under a session id (or upload id, or preferences
 * userId) stores the key's SHA-256 for it; from then on writes under that id, GET /user/{id}, GET/PUT /preferences,
 * POST /should-prompt and DELETE /user/{id} answer only that key: another key is 403 'This id belongs to another
 * device', none is a 403 naming the header, a malformed one a 400.
 *
 * POST /submit  { id, sessionId, userId?, category, subcategory?, type?, rating?, title, message,
 *                 fields?: { [formFieldId]: value }, context: { module, submissionTimestamp?, ...page info },
 *                 metadata?: { browserInfo, deviceInfo, navigationInfo, accessibilityInfo, performance },
 *                 attachments?: [data.url from /upload, at most 5] }
 *   Form fields map as: module -> context.module, title -> title, details -> message, rating -> rating, any other
 *   field of the category's form_schema -> fields[id]. A missing required field is 400 '{label} is required'.
 *   `type` is derived from the category (technical bug_report, features feature_request, experience satisfaction,
 *   content improvement, else other); a different one sent is a 400. Idempotent by id: 201 { id, duplicate: false }
 *   the first time, 200 { id, duplicate: true } on a repeat with the same body (nothing new is stored); the same id
 *   with a different body is 409 'This id was already used for a different submission'. Limit: 10 a minute per address.
 * GET  /categories -> data: [{ id, label, icon, description, form_schema: { fields: [{ id, label, type, required,
 *                 placeholder?, options?: [{ value, label }], conditional?: { field, value } }] } }]
 * GET  /preferences?userId= -> data: { userId, promptOptOut, trackingOptOut, updatedAt (null when never stored) }
 * PUT  /preferences { userId, promptOptOut?, trackingOptOut? } -> data: the stored preferences
 * GET  /user/{sessionId} -> data: { items: [{ id, category, type, title, status, createdAt, updatedAt }] } (owner only)
 * DELETE /user/{sessionId} -> data: { id, deleted: { events, promptInteractions, preferences }, submissionsUnlinked }:
 *   the id's usage events, prompt interactions and preferences deleted; its submissions kept without session/user id
 * GET  /analytics?range=7d|30d|90d|all (default 30d), admin session only (else 401) -> data: { range, since, until,
 *                 totals: { submissions, ratedSubmissions, averageRating, events }, byCategory, byType, byModule,
 *                 byStatus, byRating: { '1'..'5' }, byEventType, daily: [{ date, submissions, averageRating }] }
 * GET  /submission-total -> data: { totals: { submissions } }: the thank-you screen's all-time count, public, counted
 *   at most once a minute.
 * POST /track   { events: [event, ...] (1..500), sessionId? } or one event; event = { id, type, data?, context?,
 *                 timestamp, sessionId?, userId? }, type one of page_view, user_action, error, performance,
 *                 tool_completed, feedback_widget_opened; context.page (a path) is the page; the session id may sit
 *                 on the event, in context.sessionId, or on the batch. Idempotent by event id.
 *   -> data: { stored: [ids], duplicates: [ids], rejected: [{ index, id, error }], ignored: [ids] } (a malformed
 *   envelope is a 400; a bad event inside a batch is only listed in `rejected`). Every accepted id is in stored (new)
 *   or duplicates (held already): a client confirms only listed ids. It needs the device key (403 without), and binds
 *   the session and user ids it names to it. An id stored (or repeated in the batch) with a different body makes the
 *   whole batch a 409 'This id was already used for a different event' and stores none of it. `ignored` lists the events of a
 *   session or user whose stored preferences say trackingOptOut: true; they are not stored. Delete an outbox entry
 *   when its id is in stored, duplicates or ignored; a rejected one will never be accepted.
 * POST /should-prompt { page, action?, sessionId, userId? } -> data: { shouldPrompt, reason }
 * POST /prompt-interaction { id, type: prompted|opened|dismissed|submitted, timestamp, sessionId, page? }
 *   -> 201 data: { id, duplicate: false }, or 200 with duplicate: true. Idempotent by id; the same id with a different
 *   body is a 409.
 * POST /upload  multipart/form-data, field `file`, optional field `id` (the client's upload id, a UUID): JPEG, PNG,
 *   GIF or WebP by declared type and by bytes (else 415 'Only image files (JPG, PNG, GIF, WebP) are allowed'), at
 *   most 5,242,880 bytes (else 413 'File size must be less than 5MB') -> 201 data: { url, name, contentType, size,
 *   duplicate: false }. Idempotent by id: the file is stored under the id, and a repeat answers 200 with the same
 *   url and duplicate: true (nothing new stored); different bytes under a used id are a 409. Without an id the name
 *   is random. Limit: 5 a minute per address.
 * GET  /uploads/{name} -> the image, with its true Content-Type, X-Content-Type-Options: nosniff and Cache-Control:
 *   private, no-store; only to the uploader's device key or the admin session (anyone else: 404).
 * Admin (session cookie `bm_admin_session`: HttpOnly, SameSite=Strict, Path=/.netlify/functions, so the directory's admin routes get it too):
 * POST /admin/login { email, password } -> data: { email, expiresAt } and the cookie; 401 'Invalid email or password'
 * POST /admin/logout -> data: { signedOut: true }, cookie cleared
 * GET  /admin/session -> data: { email, expiresAt } or 401 'Not signed in'
 * GET  /admin/feedback?page=1&limit=20&filters={"status":"new","category":..,"type":..,"module":..,"from":"YYYY-MM-DD",
 *                 "to":"YYYY-MM-DD","search":".."} -> data: { items: [submission], page, limit, total, totalPages }
 *   (limit at most 100; malformed filters, and dates outside 1970-01-01..9999-12-30, are a 400)
 * GET  /admin/feedback/{id} -> data: submission (all fields, with status, adminNote, createdAt, updatedAt)
 * PATCH /admin/feedback/{id} { status: new|in_review|planned|resolved|closed, adminNote?: text|null } -> data: submission
 *
 * Rate limits per client address and minute (429 with Retry-After): submit 10, upload 5, track 120, prompt 60 (both
 * prompt endpoints), read 120 (preferences, user, analytics), login 10. RATE_LIMITS=off disables them;
 * RATE_LIMITS="submit=100,track=1000" changes some; RATE_LIMIT_WINDOW_SECONDS changes the window.
 */
import type { FeedbackBackend } from './_lib/backend.ts';
import { backendForRequest } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import { methodNotAllowed, subPathOf } from './_lib/http.ts';
import { FEEDBACK_BASE_PATH, type HandlerContext } from './_lib/handlers/context.ts';
import { currentSession, listFeedback, login, logout, readFeedback, updateFeedback } from './_lib/handlers/admin.ts';
import {
  categories,
  eraseUser,
  ownSubmissions,
  readAnalytics,
  readPreferences,
  readSubmissionTotal,
  writePreferences,
} from './_lib/handlers/read.ts';
import { submit } from './_lib/handlers/submit.ts';
import { promptInteraction, shouldPrompt, track } from './_lib/handlers/track.ts';
import { serveUpload, upload } from './_lib/handlers/upload.ts';

/** The context both hosts pass: npm start's router gives `{ dataDir, ip }`; Netlify's context has `ip`. */
export type FeedbackFunctionContext = FunctionHostContext;

const ROUTES: Route<HandlerContext>[] = [
  { pattern: /^\/submit$/, methods: { POST: submit } },
  { pattern: /^\/preferences$/, methods: { GET: readPreferences, PUT: writePreferences } },
  { pattern: /^\/user\/([^/]+)$/, params: ['id'], methods: { GET: ownSubmissions, DELETE: eraseUser } },
  { pattern: /^\/analytics$/, methods: { GET: readAnalytics } },
  { pattern: /^\/submission-total$/, methods: { GET: readSubmissionTotal } },
  { pattern: /^\/track$/, methods: { POST: track } },
  { pattern: /^\/should-prompt$/, methods: { POST: shouldPrompt } },
  { pattern: /^\/prompt-interaction$/, methods: { POST: promptInteraction } },
  { pattern: /^\/upload$/, methods: { POST: upload } },
  { pattern: /^\/uploads\/([^/]+)$/, params: ['name'], methods: { GET: serveUpload } },
  { pattern: /^\/admin\/login$/, methods: { POST: login } },
  { pattern: /^\/admin\/logout$/, methods: { POST: logout } },
  { pattern: /^\/admin\/session$/, methods: { GET: currentSession } },
  { pattern: /^\/admin\/feedback$/, methods: { GET: listFeedback } },
  { pattern: /^\/admin\/feedback\/([^/]+)$/, params: ['id'], methods: { GET: readFeedback, PATCH: updateFeedback } },
];

/**
 * Builds the function around a way to get its backend, so tests can hand it a backend of their own (an embedded
 * database, a PostgreSQL server) and the deployed function uses the process's.
 */
export function createFeedbackHandler(
  getBackend: (context: FeedbackFunctionContext) => Promise<FeedbackBackend>,
): (request: Request, context?: FeedbackFunctionContext) => Promise<Response> {
  const dispatch = createDispatcher(getBackend, {
    basePath: FEEDBACK_BASE_PATH,
    routes: ROUTES,
    messages: {
      storageUnavailableLog: 'Feedback storage is unavailable',
      updating: 'The feedback service is being updated. Please try again shortly.',
      unavailable: 'The feedback service is not available right now. Please try again later.',
      failureLogPrefix: 'Feedback',
    },
  });
  return async function feedback(request, context = {}) {
    // The categories are static data: they are served even when the database is down, so they skip the dispatcher
    // (which would ask for the backend first).
    if (subPathOf(new URL(request.url).pathname, FEEDBACK_BASE_PATH) === '/categories') {
      return request.method === 'GET' || request.method === 'HEAD' ? categories() : methodNotAllowed(['GET']);
    }
    return dispatch(request, context);
  };
}

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createFeedbackHandler((context) => backendForRequest(context));
