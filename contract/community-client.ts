/**
 * The typed client of the community (functions/community.ts): the writer's posts, statuses and reports (with the
 * device's community key), the public pages, and the moderators' queue (with the admin session cookie, sent because
 * the calls are same-origin). Every answer is read with a size limit and checked against the contract's schemas, so
 * a proxy's HTML page or a cut-off body is a `CommunityClientError`, never a crash. Its `message` is a plain sentence
 * a screen may show; `serverMessage` keeps the service's own words (a suspension, a taken name, a claim).
 */
import {
  COMMUNITY_KEY_HEADER,
  communityPageSchema,
  ownStatusesSchema,
  postReceiptSchema,
  reportAnswerSchema,
  type CommunityPage,
  type OwnStatuses,
  type PostReceipt,
  type PostReportBody,
  type PostRequest,
} from './community-schemas.ts';
import {
  moderationItemSchema,
  moderationQueueSchema,
  type ModerationItem,
  type ModerationQueue,
  type ModerationQueuePage,
} from './community-moderation-schemas.ts';
import {
  createServiceRequester,
  ServiceClientError,
  standardMessages,
  tooManyRequestsMessage,
  type ServiceErrorKind,
  type ServiceMessages,
} from './service-request.ts';

/** As the directory client's kinds: `network` (no answer), `refused` (4xx with a reason), `http`, `unexpected`. */
export type CommunityClientErrorKind = ServiceErrorKind;

export class CommunityClientError extends ServiceClientError {
  override readonly name = 'CommunityClientError';
}

export type ModeratorAction = 'claim' | 'release' | 'approve' | 'reject' | 'remove' | 'suspend' | 'notes' | 'reply';

export interface CommunityClient {
  createPost(communityKey: string, post: PostRequest): Promise<PostReceipt>;
  postStatuses(communityKey: string, ids: readonly string[]): Promise<OwnStatuses>;
  reportPost(communityKey: string, postId: string, report: PostReportBody): Promise<void>;
  listPosts(page?: number): Promise<CommunityPage>;
  /** A page of a moderation queue (riskiest, then oldest first); `page` from 1. */
  moderationQueue(queue: ModerationQueue, page?: number): Promise<ModerationQueuePage>;
  /** reject, remove and suspend take `{ reason }`, notes `{ text }`, the others nothing. */
  moderate(postId: string, action: ModeratorAction, body?: { reason: string } | { text: string }): Promise<ModerationItem>;
}

const MESSAGES: ServiceMessages = {
  ...standardMessages('The community'),
  refusal(status, retryAfterMs, serverMessage) {
    if (status === 429) return tooManyRequestsMessage(retryAfterMs);
    if (status === 401) return 'Please sign in as the admin again.';
    if (status === 413) return 'This is too long to send. Shorten it and try again.';
    // The service's sentences for these are written for people (a taken name, a suspension, a claim, a bad field).
    if (status === 400 || status === 403 || status === 404 || status === 409) return serverMessage;
    return 'The community refused this request.';
  },
};

export function createCommunityClient(baseUrl: string, fetchImpl: typeof fetch, options: { timeoutMs?: number } = {}): CommunityClient {
  const { call } = createServiceRequester({
    baseUrl,
    fetchImpl,
    timeoutMs: options.timeoutMs,
    maxResponseBytes: 4 * 1024 * 1024,
    ErrorClass: CommunityClientError,
    messages: MESSAGES,
  });
  const communityKeyHeaders = (key: string) => ({ [COMMUNITY_KEY_HEADER]: key });

  return {
    createPost: (key, post) => call('/posts', { method: 'POST', json: post, headers: communityKeyHeaders(key) }, postReceiptSchema, [200, 201]),
    postStatuses: (key, ids) => call('/posts/status', { method: 'POST', json: { ids }, headers: communityKeyHeaders(key) }, ownStatusesSchema),
    reportPost: async (key, postId, report) => {
      await call(`/posts/${encodeURIComponent(postId)}/reports`, { method: 'POST', json: report, headers: communityKeyHeaders(key) }, reportAnswerSchema, [201]);
    },
    listPosts: (page = 1) => call(page > 1 ? `/posts?page=${page}` : '/posts', { method: 'GET' }, communityPageSchema),
    moderationQueue: (queue, page = 1) => call(`/admin/queue?queue=${queue}&page=${page}`, { method: 'GET' }, moderationQueueSchema),
    moderate: (postId, action, body) =>
      call(`/admin/posts/${encodeURIComponent(postId)}/${action}`, { method: 'POST', json: body ?? {} }, moderationItemSchema),
  };
}
