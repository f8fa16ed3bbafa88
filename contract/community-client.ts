/**
 * The typed client of the community (functions/community.ts): the writer's posts, statuses and reports (with the
 * device's community key), the public pages, and the moderators' queue (with the admin session cookie, sent because
 * the calls are same-origin). Every answer is read with a size limit and checked against the contract's schemas, so
 * a proxy's HTML page or a cut-off body is a `CommunityClientError`, never a crash. Its `message` is a plain sentence
 * a screen may show; `serverMessage` keeps the service's own words (a suspension, a taken name, a claim).
 */
import { readEnvelope, serverErrorText } from './envelope.ts';
import {
  COMMUNITY_KEY_HEADER,
  communityPageSchema,
  moderationItemSchema,
  moderationQueueSchema,
  ownStatusesSchema,
  postReceiptSchema,
  reportAnswerSchema,
  type CommunityPage,
  type ModerationItem,
  type ModerationQueue,
  type OwnStatuses,
  type PostReceipt,
  type PostReportBody,
  type PostRequest,
} from './community-schemas.ts';
import { parseRetryAfter, readLimited } from './http-answers.ts';
import type { z } from './zod.ts';

/** As the directory client's kinds: `network` (no answer), `refused` (4xx with a reason), `http`, `unexpected`. */
export type CommunityClientErrorKind = 'network' | 'http' | 'refused' | 'unexpected';

export class CommunityClientError extends Error {
  override readonly name = 'CommunityClientError';
  constructor(
    message: string,
    readonly kind: CommunityClientErrorKind,
    readonly status: number | null,
    readonly serverMessage: string | null = null,
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type ModeratorAction = 'claim' | 'release' | 'approve' | 'reject' | 'remove' | 'suspend' | 'notes';

export interface CommunityClient {
  createPost(communityKey: string, post: PostRequest): Promise<PostReceipt>;
  postStatuses(communityKey: string, ids: readonly string[]): Promise<OwnStatuses>;
  reportPost(communityKey: string, postId: string, report: PostReportBody): Promise<void>;
  listPosts(page?: number): Promise<CommunityPage>;
  moderationQueue(queue: ModerationQueue): Promise<ModerationItem[]>;
  /** reject, remove and suspend take `{ reason }`, notes `{ text }`, the others nothing. */
  moderate(postId: string, action: ModeratorAction, body?: { reason: string } | { text: string }): Promise<ModerationItem>;
}

const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
const NETWORK_MESSAGE = 'The community could not be reached. Check the connection and try again.';

function refusalMessage(status: number, serverMessage: string, retryAfterMs: number | undefined): string {
  if (status === 429) {
    const minutes = Math.max(1, Math.ceil((retryAfterMs ?? 60_000) / 60_000));
    return `Too many requests just now. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
  }
  if (status === 401) return 'Please sign in as the admin again.';
  if (status === 413) return 'This is too long to send. Shorten it and try again.';
  // The service's sentences for these are written for people (a taken name, a suspension, a claim, a bad field).
  if (status === 400 || status === 403 || status === 404 || status === 409) return serverMessage;
  return 'The community refused this request.';
}

export function createCommunityClient(baseUrl: string, fetchImpl: typeof fetch, options: { timeoutMs?: number } = {}): CommunityClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<Schema extends z.ZodType>(
    path: string,
    init: { method: 'GET' | 'POST'; json?: unknown; key?: string },
    schema: Schema,
    expected: readonly number[] = [200],
  ): Promise<z.output<Schema>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    if (init.key !== undefined) headers[COMMUNITY_KEY_HEADER] = init.key;
    let response: Response;
    let text: string | null;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        credentials: 'same-origin',
        signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
      });
      text = await readLimited(response, MAX_RESPONSE_BYTES);
    } catch (error) {
      throw new CommunityClientError(NETWORK_MESSAGE, 'network', null, null, undefined, { cause: error });
    }
    let body: unknown;
    try {
      body = text === null ? undefined : (JSON.parse(text) as unknown);
    } catch {
      body = undefined;
    }
    if (!expected.includes(response.status)) {
      const serverMessage = serverErrorText(body);
      const wait = parseRetryAfter(response.headers.get('Retry-After'));
      if (response.status >= 400 && response.status < 500 && serverMessage !== null) {
        throw new CommunityClientError(refusalMessage(response.status, serverMessage, wait), 'refused', response.status, serverMessage, wait);
      }
      throw new CommunityClientError('The community is not available right now. Please try again later.', 'http', response.status, serverMessage, wait);
    }
    const envelope = readEnvelope(body);
    const parsed = envelope?.success ? schema.safeParse(envelope.data) : null;
    if (!parsed?.success) {
      throw new CommunityClientError('The community gave an answer this app does not understand.', 'unexpected', response.status);
    }
    return parsed.data;
  }

  return {
    createPost: (key, post) => call('/posts', { method: 'POST', json: post, key }, postReceiptSchema, [200, 201]),
    postStatuses: (key, ids) => call('/posts/status', { method: 'POST', json: { ids }, key }, ownStatusesSchema),
    reportPost: async (key, postId, report) => {
      await call(`/posts/${encodeURIComponent(postId)}/reports`, { method: 'POST', json: report, key }, reportAnswerSchema, [201]);
    },
    listPosts: (page = 1) => call(page > 1 ? `/posts?page=${page}` : '/posts', { method: 'GET' }, communityPageSchema),
    moderationQueue: async (queue) => (await call(`/admin/queue?queue=${queue}`, { method: 'GET' }, moderationQueueSchema)).items,
    moderate: (postId, action, body) =>
      call(`/admin/posts/${encodeURIComponent(postId)}/${action}`, { method: 'POST', json: body ?? {} }, moderationItemSchema),
  };
}
