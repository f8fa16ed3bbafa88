/**
 * The typed client of book submission (functions/books.ts): the author's submission (with the device key) and the
 * status by receipt code, and the admin's list and decisions (with the admin session cookie, sent because the calls
 * are same-origin). Every answer is read with a size limit and checked against the contract's schemas, so a proxy's
 * HTML page or a cut-off body is a `BookClientError`, never a crash. Its `message` is a plain sentence a screen may
 * show as it is.
 */
import {
  adminBookSchema,
  adminBooksSchema,
  bookReceiptSchema,
  bookStatusSchema,
  type AdminBook,
  type AdminBookFilter,
  type BookDetails,
  type BookReceipt,
  type BookStatusAnswer,
  type BookStatusChange,
} from './book-schemas.ts';
import { DEVICE_KEY_HEADER } from './device-key.ts';
import { readEnvelope, serverErrorText } from './envelope.ts';
import { parseRetryAfter, readLimited } from './http-answers.ts';
import { z } from './zod.ts';

/**
 * - `network`: no answer arrived (offline, refused connection, timed out).
 * - `refused`: the service said no for a reason of the request (a file it cannot accept, a wrong code, too many
 *   requests: `status` says which); sending the same again will not help, except after a 429's wait.
 * - `http`: the service is in trouble (5xx, or a refusal without its reason); trying later may help.
 * - `unexpected`: a success that is not the contract's answer.
 */
export type BookClientErrorKind = 'network' | 'http' | 'refused' | 'unexpected';

export class BookClientError extends Error {
  override readonly name = 'BookClientError';
  constructor(
    message: string,
    readonly kind: BookClientErrorKind,
    readonly status: number | null,
    /** The service's own error text (for a refused file, the reason the author should read). */
    readonly serverMessage: string | null = null,
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface BookManuscriptUpload {
  bytes: Blob;
  fileName: string;
}

export interface BookClient {
  submit(submissionId: string, deviceKey: string, details: BookDetails, manuscript: BookManuscriptUpload): Promise<BookReceipt>;
  receiptStatus(receiptCode: string): Promise<BookStatusAnswer>;
  adminSubmissions(status?: AdminBookFilter): Promise<AdminBook[]>;
  changeStatus(submissionId: string, change: BookStatusChange): Promise<AdminBook>;
  /** Deletes a withdrawn submission and its manuscript. */
  deleteSubmission(submissionId: string): Promise<void>;
  /** Where the admin's browser downloads the manuscript (a plain link: the cookie goes with it). */
  manuscriptUrl(submissionId: string): string;
}

const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
const NETWORK_MESSAGE = 'Book submission could not be reached. Check the connection and try again.';

function refusalMessage(status: number, serverMessage: string, retryAfterMs: number | undefined): string {
  if (status === 429) {
    const minutes = Math.max(1, Math.ceil((retryAfterMs ?? 60_000) / 60_000));
    return `Too many requests just now. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
  }
  if (status === 401) return 'Please sign in as the admin again.';
  if (status === 403) return 'This submission can only be sent from the device that first sent it.';
  if (status === 404) return serverMessage;
  // 400, 409, 413 and 415 explain themselves in words written for the author (contract/book-manuscript.ts).
  return serverMessage;
}

interface SendInit {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  deviceKey?: string;
}

export function createBookClient(baseUrl: string, fetchImpl: typeof fetch, options: { timeoutMs?: number } = {}): BookClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function send(path: string, init: SendInit): Promise<{ status: number; body: unknown; headers: Headers }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    if (init.deviceKey !== undefined) headers[DEVICE_KEY_HEADER] = init.deviceKey;
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers,
        body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
        credentials: 'same-origin',
        signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
      });
    } catch (error) {
      throw new BookClientError(NETWORK_MESSAGE, 'network', null, null, undefined, { cause: error });
    }
    let text: string | null;
    try {
      text = await readLimited(response, MAX_RESPONSE_BYTES);
    } catch (error) {
      throw new BookClientError(NETWORK_MESSAGE, 'network', null, null, undefined, { cause: error });
    }
    let body: unknown = undefined;
    if (text !== null) {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = undefined;
      }
    }
    return { status: response.status, body, headers: response.headers };
  }

  async function call<Schema extends z.ZodType>(path: string, init: SendInit, schema: Schema, expected: readonly number[] = [200]): Promise<z.output<Schema>> {
    const { status, body, headers } = await send(path, init);
    if (!expected.includes(status)) {
      const serverMessage = serverErrorText(body);
      const wait = parseRetryAfter(headers.get('Retry-After'));
      if (status >= 400 && status < 500 && serverMessage !== null) {
        throw new BookClientError(refusalMessage(status, serverMessage, wait), 'refused', status, serverMessage, wait);
      }
      throw new BookClientError('Book submission is not available right now. Please try again later.', 'http', status, serverMessage, wait);
    }
    const envelope = readEnvelope(body);
    const parsed = envelope?.success ? schema.safeParse(envelope.data) : null;
    if (!parsed?.success) throw new BookClientError('Book submission gave an answer this app does not understand.', 'unexpected', status);
    return parsed.data;
  }

  const adminSubmission = (submissionId: string) => `/admin/submissions/${encodeURIComponent(submissionId)}`;

  return {
    submit(submissionId, deviceKey, details, manuscript) {
      const form = new FormData();
      form.set('details', JSON.stringify(details));
      form.set('manuscript', manuscript.bytes, manuscript.fileName || 'manuscript');
      return call(`/submissions/${encodeURIComponent(submissionId)}`, { method: 'PUT', form, deviceKey }, bookReceiptSchema, [200, 201]);
    },
    receiptStatus: (receiptCode) => call(`/receipts/${encodeURIComponent(receiptCode)}`, { method: 'GET' }, bookStatusSchema),
    adminSubmissions: async (status = 'all') =>
      (await call(`/admin/submissions?status=${encodeURIComponent(status)}`, { method: 'GET' }, adminBooksSchema)).submissions,
    changeStatus: (submissionId, change) => call(`${adminSubmission(submissionId)}/status`, { method: 'POST', json: change }, adminBookSchema),
    deleteSubmission: async (submissionId) => {
      await call(adminSubmission(submissionId), { method: 'DELETE' }, z.object({ deleted: z.literal(true) }));
    },
    manuscriptUrl: (submissionId) => `${base}${adminSubmission(submissionId)}/manuscript`,
  };
}
