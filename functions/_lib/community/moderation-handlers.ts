/**
 * The moderators' handlers: the held and reported queues with why each item is there, claims, decisions, notes and
 * suspensions. Every one needs the admin session cookie (401 without it); state changes refuse a foreign Origin and
 * are written to feedback.admin_actions in the same transaction as the change, with who and when.
 *
 * A claim belongs to one admin session (the SHA-256 of its cookie): while it lasts, another session's decision,
 * note or claim on the item is a 409 that says who holds it and until when.
 */
import { createHash } from 'node:crypto';
import { CLAIM_MINUTES, REPORTS_TO_HIDE, type ServerPostStatus } from '../../../contract/community-schemas.ts';
import {
  emptyBodySchema,
  moderationQueueQuerySchema,
  moderationReasonBodySchema,
  moderatorMessageBodySchema,
  moderatorNoteBodySchema,
  MODERATION_PAGE_SIZE,
  type ModerationItem,
  type ModerationQueuePage,
} from '../../../contract/community-moderation-schemas.ts';
import type { AdminSession } from '../auth/sessions.ts';
import { readSessionCookie } from '../auth/sessions.ts';
import type { SqlClient } from '../db/client.ts';
import { logAdminAction, type AdminActionRow } from '../admin-action-log.ts';
import { HttpError, ok, readJsonBody } from '../http.ts';
import { parseQuery, parseWith, refuseCrossSite, requireAdmin, type Handler, type HandlerContext } from '../request-context.ts';
import { postIdFromPath, SMALL_BODY_LIMIT, UNKNOWN_POST_ERROR } from './post-handlers.ts';
import { openReportSummaries } from './reports-store.ts';
import { suspendHandle } from './handles-store.ts';
import { claimPost, decide, insertNote, listQueue, notesOf, releaseClaim } from './moderation-store.ts';
import { findPost, setModeratorMessage, type PostRow } from './posts-store.ts';

interface Moderator extends AdminSession {
  /** This browser session: the cookie's hash, so two sessions of the same admin are told apart. */
  session: string;
}

async function moderator(request: Request, context: HandlerContext): Promise<Moderator> {
  const session = await requireAdmin(request, context);
  const cookie = readSessionCookie(request) ?? '';
  return { ...session, session: createHash('sha256').update(cookie).digest('hex') };
}

async function itemsOf(db: SqlClient, posts: PostRow[], who: Moderator, now: Date): Promise<ModerationItem[]> {
  const ids = posts.map((post) => post.id);
  const [reports, notes] = await Promise.all([openReportSummaries(db, ids), notesOf(db, ids)]);
  return posts.map((post) => {
    const summary = reports.get(post.id) ?? { count: 0, counting: 0, reasons: [], details: [] };
    const claimed = post.claimedUntil !== null && post.claimedUntil > now && post.claimedBy !== null;
    return {
      id: post.id,
      parentId: post.parentId,
      handle: post.handle,
      handleSuspended: post.handleSuspended,
      body: post.body,
      contentNotes: post.contentNotes,
      contentNoteText: post.contentNoteText,
      status: post.status,
      holdReasons: post.holdReasons,
      guidance: post.guidance,
      reports: { count: summary.count, counting: summary.counting, reasons: summary.reasons, details: summary.details },
      hiddenByReports: post.status === 'published' && summary.counting >= REPORTS_TO_HIDE,
      claim: claimed
        ? { by: post.claimedBy ?? '', until: post.claimedUntil?.toISOString() ?? '', mine: post.claimedSession === who.session }
        : null,
      notes: notes.filter((note) => note.postId === post.id).map((note) => ({ by: note.by, at: note.at.toISOString(), text: note.text })),
      moderatorMessage: post.moderatorMessage,
      createdAt: post.createdAt.toISOString(),
    };
  });
}

/** GET /admin/queue?queue=held|reported&page= (held and page 1 by default): riskiest, then oldest first. */
export const moderationQueue: Handler = async (request, context) => {
  const who = await moderator(request, context);
  const params = context.url.searchParams;
  const { queue, page } = parseQuery(moderationQueueQuerySchema, { queue: params.get('queue'), page: params.get('page') });
  const { db } = context.backend;
  const now = context.backend.now();
  const { posts, total } = await listQueue(db, queue, (page - 1) * MODERATION_PAGE_SIZE, MODERATION_PAGE_SIZE);
  return ok<ModerationQueuePage>({ items: await itemsOf(db, posts, who, now), page, pageSize: MODERATION_PAGE_SIZE, total });
};

/** The post, or a 404; a 409 when another session's claim on it is still running. */
async function workablePost(db: SqlClient, postId: string, who: Moderator, now: Date): Promise<PostRow> {
  const post = await findPost(db, postId);
  if (!post) throw new HttpError(404, UNKNOWN_POST_ERROR);
  if (post.claimedUntil !== null && post.claimedUntil > now && post.claimedSession !== who.session) {
    const until = post.claimedUntil.toISOString().slice(11, 16);
    throw new HttpError(409, `${post.claimedBy ?? 'Another moderator'} is working on this item (claimed until ${until} UTC).`);
  }
  return post;
}

async function answerWith(context: HandlerContext, postId: string, who: Moderator): Promise<Response> {
  const { db } = context.backend;
  const post = await findPost(db, postId);
  if (!post) throw new HttpError(404, UNKNOWN_POST_ERROR);
  const [item] = await itemsOf(db, [post], who, context.backend.now());
  return ok<ModerationItem>(item as ModerationItem);
}

/** The feedback.admin_actions entry of a change; who and when are added by changeItem. */
type LoggedAction = Pick<AdminActionRow, 'action' | 'targetType' | 'targetId' | 'reason'>;

/**
 * What every action on one item shares: in one transaction the post must be workable (404, or 409 while another
 * session's claim runs), the change is made and logged with who and when, so the log never says what did not
 * happen; the answer is the item as this moderator now sees it. A change that returns null changed nothing and
 * logs nothing.
 */
async function changeItem(
  context: HandlerContext,
  postId: string,
  who: Moderator,
  change: (tx: SqlClient, post: PostRow, now: Date) => Promise<LoggedAction | null>,
): Promise<Response> {
  const now = context.backend.now();
  await context.backend.db.transaction(async (tx) => {
    const post = await workablePost(tx, postId, who, now);
    const logged = await change(tx, post, now);
    if (logged) await logAdminAction(tx, { adminEmail: who.email, ...logged, at: now });
  });
  return answerWith(context, postId, who);
}

/** POST /admin/posts/{id}/claim: this session works on the item for CLAIM_MINUTES (again: extended). */
export const claimItem: Handler = async (request, context) => {
  refuseCrossSite(request);
  const who = await moderator(request, context);
  const postId = postIdFromPath(context);
  parseWith(emptyBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  return changeItem(context, postId, who, async (tx, _post, now) => {
    const until = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
    if (!(await claimPost(tx, postId, who.email, who.session, until, now))) {
      throw new HttpError(409, 'Another moderator claimed this item a moment ago.');
    }
    return { action: 'claim-post', targetType: 'post', targetId: postId, reason: null };
  });
};

/** POST /admin/posts/{id}/release: gives the item back to the queue (only the claiming session may). */
export const releaseItem: Handler = async (request, context) => {
  refuseCrossSite(request);
  const who = await moderator(request, context);
  const postId = postIdFromPath(context);
  parseWith(emptyBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  return changeItem(context, postId, who, async (tx, post) => {
    if (post.claimedSession === null) return null;
    await releaseClaim(tx, postId);
    return { action: 'release-post', targetType: 'post', targetId: postId, reason: null };
  });
};

type Decision = { action: 'approve-post' | 'reject-post' | 'remove-post'; status: ServerPostStatus; reason: string | null };

async function applyDecision(context: HandlerContext, who: Moderator, decision: Decision): Promise<Response> {
  const postId = postIdFromPath(context);
  return changeItem(context, postId, who, async (tx, post, now) => {
    if (decision.action === 'approve-post' && post.status !== 'held' && post.status !== 'published') {
      throw new HttpError(409, `This post was ${post.status} already; it cannot be approved now.`);
    }
    await decide(tx, postId, { status: decision.status, reason: decision.reason, by: who.email }, now);
    return { action: decision.action, targetType: 'post', targetId: postId, reason: decision.reason };
  });
}

/** POST /admin/posts/{id}/approve: a held post is published; a reported one stays and its reports are reviewed. */
export const approveItem: Handler = async (request, context) => {
  refuseCrossSite(request);
  const who = await moderator(request, context);
  parseWith(emptyBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  return applyDecision(context, who, { action: 'approve-post', status: 'published', reason: null });
};

/** POST /admin/posts/{id}/reject { reason }: not published; the writer's device shows the reason. */
export const rejectItem: Handler = async (request, context) => {
  refuseCrossSite(request);
  const who = await moderator(request, context);
  const { reason } = parseWith(moderationReasonBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  return applyDecision(context, who, { action: 'reject-post', status: 'rejected', reason });
};

/** POST /admin/posts/{id}/remove { reason }: taken down from the community (a published post, after reports). */
export const removeItem: Handler = async (request, context) => {
  refuseCrossSite(request);
  const who = await moderator(request, context);
  const { reason } = parseWith(moderationReasonBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  return applyDecision(context, who, { action: 'remove-post', status: 'removed', reason });
};

/** POST /admin/posts/{id}/notes { text }: a note for the moderators, kept with the item. */
export const noteItem: Handler = async (request, context) => {
  refuseCrossSite(request);
  const who = await moderator(request, context);
  const postId = postIdFromPath(context);
  const { text } = parseWith(moderatorNoteBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  return changeItem(context, postId, who, async (tx, _post, now) => {
    await insertNote(tx, postId, who.email, text, now);
    return { action: 'note-post', targetType: 'post', targetId: postId, reason: text };
  });
};

/**
 * POST /admin/posts/{id}/reply { text }: a private reply to the writer, kept on the post (a newer one replaces it) and
 * shown only on the device that holds the post's key, with crisis help. It changes nothing else: a held post stays
 * hidden. The log says that a reply was sent, not its words, which are meant for one person.
 */
export const replyToWriter: Handler = async (request, context) => {
  refuseCrossSite(request);
  const who = await moderator(request, context);
  const postId = postIdFromPath(context);
  const { text } = parseWith(moderatorMessageBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  return changeItem(context, postId, who, async (tx, _post, now) => {
    await setModeratorMessage(tx, postId, text, now);
    return { action: 'message-writer', targetType: 'post', targetId: postId, reason: null };
  });
};

/** POST /admin/posts/{id}/suspend { reason }: the writer's handle (and every handle of their key) cannot post. */
export const suspendWriter: Handler = async (request, context) => {
  refuseCrossSite(request);
  const who = await moderator(request, context);
  const postId = postIdFromPath(context);
  const { reason } = parseWith(moderationReasonBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  return changeItem(context, postId, who, async (tx, post, now) => {
    await suspendHandle(tx, post.handleKey, who.email, reason, now);
    return { action: 'suspend-handle', targetType: 'handle', targetId: post.handle, reason };
  });
};
