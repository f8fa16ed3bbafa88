/**
 * The community's public handlers (routes in functions/community.ts): writing a post or reply under a handle, the
 * writer's own statuses, reports, and the public pages. Every request counts against the caller's rate limit first,
 * malformed ones included; ids, keys and bodies are checked with the contract's schemas before the database is asked.
 */
import { createHash } from 'node:crypto';
import {
  COMMUNITY_KEY_HEADER,
  COMMUNITY_PAGE_SIZE,
  communityKeySchema,
  communityQuerySchema,
  foldHandle,
  ownStatusBodySchema,
  postIdSchema,
  postReportBodySchema,
  postRequestSchema,
  type CommunityPage,
  type OwnStatuses,
  type PostReceipt,
  type PublicReply,
} from '../../../contract/community-schemas.ts';
import { checkSafeMessaging } from '../../../contract/safe-messaging.ts';
import { sameHash } from '../device-bindings.ts';
import { HttpError, ok, readJsonBody } from '../http.ts';
import { enforceRateLimit, parseQuery, parseWith, type Handler, type HandlerContext } from '../request-context.ts';
import { addressGroup } from '../address-group.ts';
import { insertReport, isEstablishedIdentity } from './reports-store.ts';
import { keyIsSuspended, reserveHandle } from './handles-store.ts';
import { findPost, insertPost, listVisiblePosts, listVisibleReplies, ownStatuses, type PostRow } from './posts-store.ts';

/** The largest valid post even if every character were sent as a \uXXXX escape, with room to spare. */
export const POST_BODY_LIMIT = 32 * 1024;
export const SMALL_BODY_LIMIT = 8 * 1024;
/** Replies shown under each post of a page. */
export const REPLIES_PER_POST = 100;

export const MALFORMED_ID_ERROR = 'The post id in the path must be a UUID.';
export const MISSING_KEY_ERROR = `${COMMUNITY_KEY_HEADER} must be this device's community key (43 base64url characters).`;
export const HANDLE_TAKEN_ERROR = 'This name is already used by someone else in the community. Please choose another.';
export const SUSPENDED_ERROR =
  'A moderator has paused posting from this device, so new posts and replies cannot be shared for now. You can still read the community.';
export const UNKNOWN_POST_ERROR = 'No post with this id was found.';

function limit(context: HandlerContext, bucket: 'post' | 'flag' | 'community'): Promise<void> {
  return enforceRateLimit({ ...context, ip: addressGroup(context.ip) }, bucket);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function postIdFromPath(context: HandlerContext): string {
  const parsed = postIdSchema.safeParse(context.params.id ?? '');
  if (!parsed.success) throw new HttpError(400, MALFORMED_ID_ERROR);
  return parsed.data.toLowerCase();
}

function keyHashOf(request: Request): string {
  const parsed = communityKeySchema.safeParse(request.headers.get(COMMUNITY_KEY_HEADER) ?? '');
  if (!parsed.success) throw new HttpError(400, MISSING_KEY_ERROR);
  return sha256Hex(parsed.data);
}

function receipt(row: PostRow): PostReceipt {
  return {
    id: row.id,
    status: row.status,
    holdReasons: row.holdReasons,
    guidance: row.guidance,
    rejectReason: row.status === 'rejected' || row.status === 'removed' ? row.decisionReason : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /posts: 201 with the receipt the first time, 200 with the same receipt when the same post (same id, key and
 * body) arrives again, so a send repeated by the outbox publishes exactly once. The same id with another key is a
 * 403; with another body from the same key a 409.
 */
export const createPost: Handler = async (request, context) => {
  await limit(context, 'post');
  const keyHash = keyHashOf(request);
  const body = parseWith(postRequestSchema, await readJsonBody(request, POST_BODY_LIMIT));
  const id = body.id.toLowerCase();
  const parentId = body.parentId?.toLowerCase() ?? null;
  const { db } = context.backend;
  const now = context.backend.now();
  const bodyHash = sha256Hex(JSON.stringify([parentId, body.handle, body.body, body.contentNotes, body.contentNoteText]));

  const existing = await findPost(db, id);
  if (existing) return repeatOf(existing, keyHash, bodyHash);

  if (await keyIsSuspended(db, keyHash)) throw new HttpError(403, SUSPENDED_ERROR);
  if (parentId !== null) {
    const parent = await findPost(db, parentId);
    if (!parent || parent.status !== 'published' || parent.parentId !== null) {
      throw new HttpError(404, 'The post this replies to is not in the community (it may have been removed).');
    }
  }
  const handleKey = foldHandle(body.handle);
  const holder = await reserveHandle(db, handleKey, body.handle, keyHash, now);
  // Compared in constant time, as every other key is (device-bindings.ts).
  if (!sameHash(holder.keyHash, keyHash)) throw new HttpError(409, HANDLE_TAKEN_ERROR);

  // The server's own check decides: the device's prediction is only a courtesy to the writer.
  const check = checkSafeMessaging(body.body, body.contentNotes);
  const made = await insertPost(
    db,
    {
      id,
      parentId,
      handleKey,
      keyHash,
      body: body.body,
      bodyHash,
      contentNotes: body.contentNotes,
      contentNoteText: body.contentNoteText,
      status: check.holdReasons.length > 0 ? 'held' : 'published',
      holdReasons: check.holdReasons,
      guidance: check.guidance,
    },
    now,
  );
  const saved = await findPost(db, id);
  if (!saved) throw new HttpError(500, 'The post was not saved');
  if (!made) return repeatOf(saved, keyHash, bodyHash);
  return ok<PostReceipt>(receipt(saved), 201);
};

function repeatOf(existing: PostRow, keyHash: string, bodyHash: string): Response {
  if (!sameHash(existing.keyHash, keyHash)) throw new HttpError(403, 'This post id belongs to another device.');
  if (existing.bodyHash !== bodyHash) throw new HttpError(409, 'A different post was already sent with this id.');
  return ok<PostReceipt>(receipt(existing), 200);
}

/** POST /posts/status { ids }: the statuses of this key's own posts among the ids (others are left out). */
export const postStatuses: Handler = async (request, context) => {
  await limit(context, 'community');
  const keyHash = keyHashOf(request);
  const { ids } = parseWith(ownStatusBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  const rows = await ownStatuses(context.backend.db, [...new Set(ids.map((id) => id.toLowerCase()))], keyHash);
  return ok<OwnStatuses>({
    posts: rows.map((row) => ({
      id: row.id,
      status: row.status,
      rejectReason: row.status === 'rejected' || row.status === 'removed' ? row.decisionReason : null,
      moderatorMessage: row.moderatorMessage,
    })),
  });
};

/**
 * The reporter's address as a report keeps it: the SHA-256 of its address group (an IPv6 caller's /64), so one
 * address reports a post once however many keys it makes; the address itself is not stored.
 */
function reporterAddressHash(context: HandlerContext): string {
  return sha256Hex(`community-report-address:${addressGroup(context.ip)}`);
}

/**
 * POST /posts/{id}/reports { reason, details }: kept once per device key and once per address, up to the post's cap;
 * it counts toward hiding the post only from an established posting identity. The answer is the same whether or
 * not it was kept or counts, so a reporter learns nothing to tune a flood with.
 */
export const reportPost: Handler = async (request, context) => {
  await limit(context, 'flag');
  const postId = postIdFromPath(context);
  const reporterHash = keyHashOf(request);
  const body = parseWith(postReportBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  const { db } = context.backend;
  const now = context.backend.now();
  const post = await findPost(db, postId);
  // Only what the public can see can be reported; anything else is "not found" whether or not it exists.
  if (!post || post.status !== 'published') throw new HttpError(404, UNKNOWN_POST_ERROR);
  const counts = post.keyHash !== reporterHash && (await isEstablishedIdentity(db, reporterHash, now));
  const addressHash = reporterAddressHash(context);
  await insertReport(db, { postId, reporterHash, addressHash, counts, reason: body.reason, details: body.details }, now);
  return ok({ postId, recorded: true as const }, 201);
};

function publicReply(row: PostRow): PublicReply {
  return {
    id: row.id,
    parentId: row.parentId ?? '',
    handle: row.handle,
    body: row.body,
    contentNotes: row.contentNotes,
    contentNoteText: row.contentNoteText,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /posts?page=: visible posts newest first, 20 a page, each with its visible replies oldest first. */
export const listPosts: Handler = async (_request, context) => {
  await limit(context, 'community');
  const { page } = parseQuery(communityQuerySchema, { page: context.url.searchParams.get('page') });
  const { db } = context.backend;
  const { posts, total } = await listVisiblePosts(db, (page - 1) * COMMUNITY_PAGE_SIZE, COMMUNITY_PAGE_SIZE);
  const replies = await listVisibleReplies(
    db,
    posts.map((post) => post.id),
    REPLIES_PER_POST,
  );
  return ok<CommunityPage>({
    posts: posts.map((post) => ({
      ...publicReply(post),
      parentId: null,
      replies: replies.filter((reply) => reply.parentId === post.id).map(publicReply),
    })),
    page,
    pageSize: COMMUNITY_PAGE_SIZE,
    total,
    generatedAt: context.backend.now().toISOString(),
  });
};
