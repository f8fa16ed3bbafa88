/**
 * Resonance's moderated community: /.netlify/functions/community and its sub-paths, one Netlify function (classic
 * path) that `npm start` serves on the same origin, on the feedback functions' database and rate limiter: shared
 * data that belongs to no one device (DECISIONS.md).
 *
 * CONTRACT (contract/community-schemas.ts; the client is contract/community-client.ts)
 * -----------------------------------------------------------------------------------
 * Answers are JSON `{ "success": true, "data": ... }` or `{ "success": false, "error": "..." }`, always with
 * Cache-Control: no-store. Bodies must be `Content-Type: application/json` (else 415); unknown keys are a 400; text
 * is trimmed, control characters are a 400, images and embedded media are a 400, and markup is stored and answered
 * as the text it is.
 *
 * The writer's device (header X-Community-Key: 32 random bytes, base64url; only its SHA-256 is kept):
 * POST /posts  PostRequest -> 201 PostReceipt (200 and the same receipt for the same post sent again: exactly once).
 *   The server runs the safe-messaging check (contract/safe-messaging.ts): risk or method detail -> `held` for a
 *   moderator, else `published`. The first post under a handle reserves it for the key (another key: 409). A
 *   suspended writer: 403 with a plain sentence. A body over 32 KiB is a 413.
 * POST /posts/status { ids } -> 200 { posts: [{ id, status, rejectReason }] } for this key's posts among the ids.
 * POST /posts/{id}/reports { reason, details } -> 201 (kept once per key and per address, 20 open a post at most;
 *   reports from three established writers, a post of theirs published 24 hours before, hide the post until reviewed).
 * Public: GET /posts?page= -> 200 CommunityPage (published, not hidden; 20 a page, newest first, with replies).
 * Moderators (the admin session cookie; 401 without it; a foreign Origin on a POST is a 403):
 * GET /admin/queue?queue=held|reported&page= (50 a page, riskiest then oldest first); POST /admin/posts/{id}/claim |
 * release | approve (empty bodies), /reject | remove | suspend { reason }, /notes { text }. A claim lasts 15 minutes; another session's action on a
 * claimed item is a 409. Every action goes to feedback.admin_actions (GET /.netlify/functions/directory/admin/actions).
 *
 * Limits per address and minute (429 with Retry-After): `post` 5 (posts and replies), `flag` 20 (reports),
 * `community` 120 (reads and statuses). An IPv6 caller's whole /64 counts as one address. Other methods are 405.
 */
import type { FeedbackBackend } from './_lib/backend.ts';
import { backendForRequest } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import {
  approveItem,
  claimItem,
  moderationQueue,
  noteItem,
  rejectItem,
  releaseItem,
  removeItem,
  suspendWriter,
} from './_lib/community/moderation-handlers.ts';
import { createPost, listPosts, postStatuses, reportPost } from './_lib/community/post-handlers.ts';
import type { HandlerContext } from './_lib/handlers/context.ts';
import { COMMUNITY_PATH } from '../contract/community-schemas.ts';

/** The context both hosts pass: npm start's router gives `{ dataDir, ip }`; Netlify's context has `ip`. */
export type CommunityFunctionContext = FunctionHostContext;

const ROUTES: Route<HandlerContext>[] = [
  { pattern: /^\/posts$/, methods: { GET: listPosts, POST: createPost } },
  { pattern: /^\/posts\/status$/, methods: { POST: postStatuses } },
  { pattern: /^\/posts\/([^/]+)\/reports$/, methods: { POST: reportPost } },
  { pattern: /^\/admin\/queue$/, methods: { GET: moderationQueue } },
  { pattern: /^\/admin\/posts\/([^/]+)\/claim$/, methods: { POST: claimItem } },
  { pattern: /^\/admin\/posts\/([^/]+)\/release$/, methods: { POST: releaseItem } },
  { pattern: /^\/admin\/posts\/([^/]+)\/approve$/, methods: { POST: approveItem } },
  { pattern: /^\/admin\/posts\/([^/]+)\/reject$/, methods: { POST: rejectItem } },
  { pattern: /^\/admin\/posts\/([^/]+)\/remove$/, methods: { POST: removeItem } },
  { pattern: /^\/admin\/posts\/([^/]+)\/suspend$/, methods: { POST: suspendWriter } },
  { pattern: /^\/admin\/posts\/([^/]+)\/notes$/, methods: { POST: noteItem } },
];

/** Builds the function around a way to get its backend, so tests hand it a database of their own. */
export function createCommunityHandler(
  getBackend: (context: CommunityFunctionContext) => Promise<FeedbackBackend>,
): (request: Request, context?: CommunityFunctionContext) => Promise<Response> {
  const dispatch = createDispatcher(getBackend, {
    basePath: COMMUNITY_PATH,
    routes: ROUTES,
    pathParams: ['id'],
    messages: {
      storageUnavailableLog: 'Community storage is unavailable',
      updating: 'The community is being updated. Please try again shortly.',
      unavailable: 'The community is not available right now. Please try again later.',
      failureLogPrefix: 'Community',
    },
  });
  return (request, context = {}) => dispatch(request, context);
}

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createCommunityHandler((context) => backendForRequest(context));
