/**
 * The one typed client of the feedback functions, used by the widget, the admin screens and the sync adapter (and
 * by the service worker, through the adapter: no DOM, no Node). Every answer is read with a size limit, parsed as
 * the envelope and its `data` checked against the endpoint's response schema (feedback-responses.ts), so a proxy's
 * HTML page, a cut-off body or a server speaking another version gives a `FeedbackClientError`, never a crash or a
 * wrongly typed value. Callers turn that error into their own wording (see each caller).
 */
import type { z } from './zod.ts';
import { categoriesResponseSchema } from './categories.ts';
import { readEnvelope, serverErrorText } from './envelope.ts';
import {
  adminPageResponseSchema,
  adminSessionResponseSchema,
  adminSubmissionSchema,
  analyticsResponseSchema,
  ownSubmissionsResponseSchema,
  preferencesResponseSchema,
  shouldPromptResponseSchema,
  signedOutResponseSchema,
  storedResponseSchema,
  submissionTotalResponseSchema,
  trackResponseSchema,
  uploadResponseSchema,
  userErasedResponseSchema,
} from './feedback-responses.ts';
import { DEVICE_KEY_HEADER } from './device-key.ts';
import { parseRetryAfter, readLimited } from './http-answers.ts';
import type {
  AdminLoginBody,
  AdminUpdateBody,
  AnalyticsRange,
  PreferencesBody,
  PromptInteractionBody,
  ShouldPromptBody,
  SubmissionBody,
  TrackEventBody,
} from './feedback-schemas.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Larger than any answer the functions give (an admin page of 100 submissions with their metadata). */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/**
 * - `network`: no answer arrived (offline, refused connection, timed out); `cause` holds what fetch threw.
 * - `http`: a non-2xx answer; `serverMessage` is the server's error text when it gave one.
 * - `refused`: a 2xx with `{ success: false, error }`.
 * - `unexpected`: a 2xx that is not the contract's answer (`detail` says how: not JSON, not the envelope, the
 *   data in the wrong shape, or too large). It confirms nothing.
 */
export type FeedbackClientErrorKind = 'network' | 'http' | 'refused' | 'unexpected';

export class FeedbackClientError extends Error {
  override readonly name = 'FeedbackClientError';
  constructor(
    message: string,
    readonly kind: FeedbackClientErrorKind,
    /** The HTTP status, or null when no answer arrived. */
    readonly status: number | null,
    /** The server's own error text, when it gave one. */
    readonly serverMessage: string | null = null,
    readonly detail: string | null = null,
    /** From Retry-After, on a 429 or 503. */
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as is (multipart). */
  body?: BodyInit;
  timeoutMs?: number;
}

export interface FeedbackClientOptions {
  /** Applies to calls without their own `timeoutMs`; none by default. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  /**
   * This device's key (contract/device-key.ts), sent as X-Feedback-Device-Key on every call: the functions answer
   * reads of a feedback id, and writes under it, only to the key that first wrote under it. Asked for at call time,
   * so a key made or replaced later is the one sent. The admin screens have none.
   */
  deviceKey?: () => Promise<string | null> | string | null;
}

export function createFeedbackClient(baseUrl: string, fetchImpl: FetchLike, options: FeedbackClientOptions = {}) {
  const base = baseUrl.replace(/\/+$/, '');
  const maxBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;

  async function request<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    init: RequestOptions = {},
  ): Promise<z.output<Schema>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let key: string | null;
    try {
      key = options.deviceKey ? await options.deviceKey() : null;
    } catch (error) {
      // The device's storage would not give the key: nothing was sent, so it is as if no answer came.
      throw new FeedbackClientError('The device key could not be read', 'network', null, null, null, undefined, { cause: error });
    }
    if (key) headers[DEVICE_KEY_HEADER] = key;
    let body = init.body;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const timeoutMs = init.timeoutMs ?? options.timeoutMs;
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        // The admin session is an HttpOnly cookie on this origin; nothing is ever sent to another one.
        credentials: 'same-origin',
        signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
      });
    } catch (error) {
      throw new FeedbackClientError('Network error', 'network', null, null, null, undefined, { cause: error });
    }
    const { status } = response;
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
    const unexpected = (detail: string) =>
      new FeedbackClientError(`Unexpected answer (HTTP ${status})`, 'unexpected', status, null, detail);

    let text: string | null;
    try {
      text = await readLimited(response, maxBytes);
    } catch (error) {
      // The connection broke while the body was arriving: no answer, as far as anyone can tell.
      throw new FeedbackClientError('Network error', 'network', null, null, null, undefined, { cause: error });
    }
    let parsed: unknown = undefined;
    if (text !== null) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    const fromServer = serverErrorText(parsed);
    if (!response.ok) {
      throw new FeedbackClientError(fromServer ?? `HTTP ${status}`, 'http', status, fromServer, null, retryAfterMs);
    }
    if (text === null) throw unexpected(`the answer is larger than ${maxBytes} bytes`);
    if (parsed === undefined) throw unexpected('the answer is not JSON');
    const envelope = readEnvelope(parsed);
    if (envelope === null) throw unexpected('the answer is not the API envelope');
    if (!envelope.success) throw new FeedbackClientError(fromServer ?? 'Refused by the server', 'refused', status, fromServer);
    const data = schema.safeParse(envelope.data);
    if (!data.success) {
      const issue = data.error.issues[0];
      const where = issue && issue.path.length > 0 ? `data.${issue.path.join('.')}` : 'data';
      throw unexpected(`the data is not in the expected shape (${where}: ${issue?.message ?? 'invalid'})`);
    }
    return data.data;
  }

  const enc = encodeURIComponent;

  return {
    request,

    /** POST /submit: idempotent by the submission's id. */
    submit: (submission: SubmissionBody, init: Pick<RequestOptions, 'timeoutMs'> = {}) =>
      request('/submit', storedResponseSchema, { ...init, method: 'POST', json: submission }),

    /** POST /track: a batch of 1 to 500 events, idempotent by event id. */
    track: (events: TrackEventBody[]) => request('/track', trackResponseSchema, { method: 'POST', json: { events } }),

    /** POST /prompt-interaction: idempotent by id. */
    promptInteraction: (interaction: PromptInteractionBody) =>
      request('/prompt-interaction', storedResponseSchema, { method: 'POST', json: interaction }),

    /** POST /should-prompt. */
    shouldPrompt: (question: ShouldPromptBody, init: Pick<RequestOptions, 'timeoutMs'> = {}) =>
      request('/should-prompt', shouldPromptResponseSchema, { ...init, method: 'POST', json: question }),

    /** POST /upload, multipart with the field `file` and, for an idempotent upload, the field `id`. */
    upload: (form: FormData, init: Pick<RequestOptions, 'timeoutMs'> = {}) =>
      request('/upload', uploadResponseSchema, { ...init, method: 'POST', body: form }),

    /** GET /categories: the well-formed categories (malformed ones are dropped; none usable is an error). */
    categories: (init: Pick<RequestOptions, 'timeoutMs'> = {}) => request('/categories', categoriesResponseSchema, init),

    /** GET /analytics (admin session). */
    analytics: (range: AnalyticsRange, init: Pick<RequestOptions, 'timeoutMs'> = {}) =>
      request(`/analytics?range=${range}`, analyticsResponseSchema, init),

    /** GET /submission-total: how many submissions the server holds (public; /analytics is the admin's). */
    submissionTotal: (init: Pick<RequestOptions, 'timeoutMs'> = {}) =>
      request('/submission-total', submissionTotalResponseSchema, init).then((data) => data.totals.submissions),

    /** GET /preferences?userId= and PUT /preferences. */
    preferences: (userId: string) => request(`/preferences?userId=${enc(userId)}`, preferencesResponseSchema),
    savePreferences: (preferences: PreferencesBody) =>
      request('/preferences', preferencesResponseSchema, { method: 'PUT', json: preferences }),

    /** GET /user/{feedbackId}: one's own submissions with their status (the device key must own the id). */
    ownSubmissions: (owner: string) => request(`/user/${enc(owner)}`, ownSubmissionsResponseSchema),

    /** DELETE /user/{feedbackId}: erase this device's records (events, prompt interactions, preferences) and unlink
     * its submissions. The device key must own the id. */
    eraseUser: (owner: string, init: Pick<RequestOptions, 'timeoutMs'> = {}) =>
      request(`/user/${enc(owner)}`, userErasedResponseSchema, { ...init, method: 'DELETE' }),

    admin: {
      session: () => request('/admin/session', adminSessionResponseSchema),
      login: (credentials: AdminLoginBody) =>
        request('/admin/login', adminSessionResponseSchema, { method: 'POST', json: credentials }),
      logout: () => request('/admin/logout', signedOutResponseSchema, { method: 'POST' }),
      /** `filters` as the screen holds them (the server checks them with adminFiltersSchema: a bad one is a 400). */
      list: (page: number, limit: number, filters: Readonly<Record<string, string | readonly string[]>>) => {
        const query = new URLSearchParams({ page: String(page), limit: String(limit) });
        if (Object.keys(filters).length > 0) query.set('filters', JSON.stringify(filters));
        return request(`/admin/feedback?${query.toString()}`, adminPageResponseSchema);
      },
      get: (id: string) => request(`/admin/feedback/${enc(id)}`, adminSubmissionSchema),
      update: (id: string, update: AdminUpdateBody) =>
        request(`/admin/feedback/${enc(id)}`, adminSubmissionSchema, { method: 'PATCH', json: update }),
    },
  };
}

export type FeedbackClient = ReturnType<typeof createFeedbackClient>;
