/**
 * Resonance's moderated community: /.netlify/functions/community/* (routes below), on the feedback functions' database
 * (docs/decisions.md). Typed in contract/community-schemas.ts (client: contract/community-client.ts); statuses:
 * docs/functions.md.
 */
import type { FunctionsBackend } from './_lib/backend.ts';
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
  replyToWriter,
  suspendWriter,
} from './_lib/community/moderation-handlers.ts';
import { createPost, listPosts, postStatuses, reportPost } from './_lib/community/post-handlers.ts';
import type { HandlerContext } from './_lib/request-context.ts';
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
  { pattern: /^\/admin\/posts\/([^/]+)\/reply$/, methods: { POST: replyToWriter } },
];

/** Builds the function around a way to get its backend, so tests hand it a database of their own. */
export function createCommunityHandler(
  getBackend: (context: CommunityFunctionContext) => Promise<FunctionsBackend>,
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
