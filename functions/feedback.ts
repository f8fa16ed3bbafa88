/**
 * The feedback functions: /.netlify/functions/feedback/* (routes below). Requests and answers are typed in
 * contract/feedback-schemas.ts, feedback-queries.ts and feedback-responses.ts (client: contract/client.ts); statuses
 * and limits: docs/functions.md.
 */
import type { FunctionsBackend } from './_lib/backend.ts';
import { backendForRequest } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import { methodNotAllowed, subPathOf } from './_lib/http.ts';
import type { HandlerContext } from './_lib/request-context.ts';
import { FEEDBACK_BASE_PATH } from './_lib/feedback/base-path.ts';
import { currentSession, listFeedback, login, logout, readFeedback, updateFeedback } from './_lib/feedback/admin-handlers.ts';
import {
  categories,
  eraseUser,
  ownSubmissions,
  readAnalytics,
  readPreferences,
  readSubmissionTotal,
  writePreferences,
} from './_lib/feedback/read-handlers.ts';
import { submit } from './_lib/feedback/submit-handlers.ts';
import { promptInteraction, shouldPrompt, track } from './_lib/feedback/track-handlers.ts';
import { serveUpload, upload } from './_lib/feedback/upload-handlers.ts';

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
  getBackend: (context: FeedbackFunctionContext) => Promise<FunctionsBackend>,
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
