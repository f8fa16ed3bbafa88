import { config } from '@/config/env';

/**
 * The feedback functions (spec section 7): every response is `{ success: true, data }` or
 * `{ success: false, error }`. A failure throws an error carrying the server's error text, else 'HTTP {status}'
 * (or the caller's own fallback text); a request that never reached the server throws 'Network error'.
 */
export class FeedbackApiError extends Error {
  override readonly name = 'FeedbackApiError';
  constructor(
    message: string,
    /** The HTTP status, or null when no answer arrived. */
    readonly status: number | null,
    /** The server's own error text, when it gave one. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = 'Network error';

export interface CallOptions {
  method?: 'GET' | 'POST';
  json?: unknown;
  body?: BodyInit;
  /** The message when the server failed without saying why; defaults to 'HTTP {status}'. */
  fallbackError?: (status: number) => string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  base?: string;
}

export function feedbackUrl(path: string, base: string = config.feedbackApiBase): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function serverError(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return null;
}

export async function callFeedbackApi<Data>(path: string, options: CallOptions = {}): Promise<Data> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetchImpl(feedbackUrl(path, options.base), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      credentials: 'same-origin',
      signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
    });
  } catch {
    throw new FeedbackApiError(NETWORK_ERROR, null);
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  const succeeded = Boolean(parsed && typeof parsed === 'object' && (parsed as { success?: unknown }).success === true);
  if (!response.ok || !succeeded) {
    const fallback = options.fallbackError ?? ((status: number) => `HTTP ${status}`);
    const fromServer = serverError(parsed);
    throw new FeedbackApiError(fromServer ?? fallback(response.status), response.status, fromServer);
  }
  return (parsed as { data: Data }).data;
}
