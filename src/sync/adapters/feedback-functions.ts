/**
 * The feedback adapter: replays submissions, screenshot uploads, usage events and prompt interactions to the
 * site's feedback functions (spec section 7, base path from config.feedbackApiBase). Every response is
 * `{ success: true, data }` or `{ success: false, error }`. Each call carries the client's id, and the functions
 * ignore an id they already have, so a call repeated after a lost answer stores nothing twice.
 * Imported by the service worker: relative imports only, no DOM.
 */
import { DeliveryError, asDeliveryError } from '../delivery-error';

export const REQUEST_TIMEOUT_MS = 30_000;

/** What POST /submit accepts (the functions refuse unknown keys, so exactly these are sent). */
export interface SubmissionBody {
  id: string;
  sessionId: string;
  userId?: string | null;
  category: string;
  subcategory: string | null;
  type: string;
  rating: number | null;
  title: string;
  message: string;
  /** The category form's other answers, by field id. */
  fields?: Record<string, unknown>;
  context: Record<string, unknown>;
  metadata: Record<string, unknown>;
  attachments: string[];
}

export const SUBMISSION_KEYS = [
  'id',
  'sessionId',
  'userId',
  'category',
  'subcategory',
  'type',
  'rating',
  'title',
  'message',
  'fields',
  'context',
  'metadata',
  'attachments',
] as const satisfies readonly (keyof SubmissionBody)[];

export interface TrackEventBody {
  id: string;
  type: string;
  data: Record<string, unknown>;
  context: Record<string, unknown>;
  timestamp: string;
}

export interface PromptInteractionBody {
  id: string;
  type: 'prompted' | 'opened' | 'dismissed' | 'submitted';
  timestamp: string;
  sessionId: string;
  page: string;
}

export interface TrackOutcome {
  /** Stored now or earlier (a repeat), or ignored because their session opted out: these events are done. */
  confirmed: string[];
  /** Refused for good, with the server's reason. Events in neither list were not confirmed. */
  rejected: { id: string; error: string }[];
}

interface TrackAnswer {
  stored?: unknown[];
  duplicates?: unknown[];
  /** Events of a session or user that opted out of tracking: the server keeps nothing of them, so they are done. */
  ignored?: unknown[];
  rejected?: ({ index?: unknown; id?: unknown; error?: unknown } | null)[];
}

export interface FeedbackFunctionsOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface ApiEnvelope {
  success?: unknown;
  data?: unknown;
  error?: unknown;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** A refusal that says when to come back (429 with Retry-After). */
export class RateLimitedError extends DeliveryError {
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message, 429);
  }
}

export function createFeedbackFunctionsClient({ baseUrl, fetch: fetchImpl, timeoutMs = REQUEST_TIMEOUT_MS }: FeedbackFunctionsOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      // Resolved at call time so a test (or a Playwright route) sees the fetch in use then.
      response = await (fetchImpl ?? fetch)(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw asDeliveryError(error);
    }
    let body: ApiEnvelope | null = null;
    try {
      body = (await response.json()) as ApiEnvelope;
    } catch {
      body = null;
    }
    const serverError = body && typeof body.error === 'string' && body.error !== '' ? body.error : null;
    if (!response.ok) {
      const message = serverError ?? `HTTP ${response.status}`;
      if (response.status === 429) throw new RateLimitedError(message, parseRetryAfter(response.headers.get('Retry-After')));
      throw new DeliveryError(message, response.status);
    }
    if (!body || body.success !== true) {
      // A 2xx that is not the API's success answer (a proxy's page, a cut-off body) confirms nothing: retry. An
      // explicit `success: false` is the server's refusal.
      if (body && body.success === false) throw new DeliveryError(serverError ?? 'Refused by the server', response.status, false);
      throw new DeliveryError(`Unexpected answer (HTTP ${response.status})`, response.status);
    }
    return body.data;
  }

  function postJson(path: string, payload: unknown): Promise<unknown> {
    return call(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  }

  return {
    /** POST /submit: idempotent by the submission's id. Resolves with the id the server stored. */
    async submit(submission: SubmissionBody): Promise<{ id: string }> {
      const data = (await postJson('/submit', submission)) as { id?: unknown } | null;
      return { id: typeof data?.id === 'string' ? data.id : submission.id };
    },

    /**
     * POST /track: up to 500 events, idempotent by event id. The functions answer, per event, what they stored,
     * what was a repeat and what they refused (and why): a refused event will never be accepted. An answer without
     * that detail confirms the whole batch.
     */
    async track(events: TrackEventBody[]): Promise<TrackOutcome> {
      if (events.length > 500) throw new RangeError('At most 500 events per request');
      const data = (await postJson('/track', { events })) as TrackAnswer | null;
      const ids = events.map((event) => event.id);
      if (!data || !Array.isArray(data.stored) || !Array.isArray(data.duplicates)) return { confirmed: ids, rejected: [] };
      const accepted = new Set<unknown>([...data.stored, ...data.duplicates, ...(Array.isArray(data.ignored) ? data.ignored : [])]);
      const rejected = (Array.isArray(data.rejected) ? data.rejected : [])
        .map((item) => ({
          id: typeof item?.id === 'string' ? item.id : typeof item?.index === 'number' ? events[item.index]?.id : undefined,
          error: typeof item?.error === 'string' ? item.error : 'Refused by the server',
        }))
        .filter((item): item is { id: string; error: string } => typeof item.id === 'string');
      return { confirmed: ids.filter((id) => accepted.has(id)), rejected };
    },

    /** POST /prompt-interaction: idempotent by id. */
    async promptInteraction(interaction: PromptInteractionBody): Promise<void> {
      await postJson('/prompt-interaction', interaction);
    },

    /**
     * POST /upload, multipart with the field `file`. The upload's own id goes along as a field; the screenshot's
     * URL is kept on the device as soon as it arrives, so a submission retried later does not upload it again.
     */
    async upload(bytes: ArrayBuffer, name: string, type: string, uploadId: string): Promise<{ url: string }> {
      const form = new FormData();
      form.append('id', uploadId);
      form.append('file', new Blob([bytes], { type }), name);
      const data = (await call('/upload', { method: 'POST', body: form })) as { url?: unknown } | null;
      if (typeof data?.url !== 'string' || data.url === '') {
        throw new DeliveryError('The upload answer had no file address', 200);
      }
      return { url: data.url };
    },
  };
}

export type FeedbackFunctionsClient = ReturnType<typeof createFeedbackFunctionsClient>;
