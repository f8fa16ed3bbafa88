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
import {
  createServiceRequester,
  ServiceClientError,
  standardMessages,
  tooManyRequestsMessage,
  type ServiceErrorKind,
  type ServiceMessages,
} from './service-request.ts';
import { z } from './zod.ts';

/**
 * - `network`: no answer arrived (offline, refused connection, timed out).
 * - `refused`: the service said no for a reason of the request (a file it cannot accept, a wrong code, too many
 *   requests: `status` says which); sending the same again will not help, except after a 429's wait.
 * - `http`: the service is in trouble (5xx, or a refusal without its reason); trying later may help.
 * - `unexpected`: a success that is not the contract's answer.
 */
export type BookClientErrorKind = ServiceErrorKind;

/** `serverMessage` of a refused file is the reason the author should read. */
export class BookClientError extends ServiceClientError {
  override readonly name = 'BookClientError';
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

const MESSAGES: ServiceMessages = {
  ...standardMessages('Book submission'),
  refusal(status, retryAfterMs, serverMessage) {
    if (status === 429) return tooManyRequestsMessage(retryAfterMs);
    if (status === 401) return 'Please sign in as the admin again.';
    if (status === 403) return 'This submission can only be sent from the device that first sent it.';
    // 400, 404, 409, 413 and 415 explain themselves in words written for the author (contract/book-manuscript.ts).
    return serverMessage;
  },
};

export function createBookClient(baseUrl: string, fetchImpl: typeof fetch, options: { timeoutMs?: number } = {}): BookClient {
  const { base, call } = createServiceRequester({
    baseUrl,
    fetchImpl,
    timeoutMs: options.timeoutMs,
    maxResponseBytes: 4 * 1024 * 1024,
    ErrorClass: BookClientError,
    messages: MESSAGES,
  });
  const adminSubmission = (submissionId: string) => `/admin/submissions/${encodeURIComponent(submissionId)}`;

  return {
    submit(submissionId, deviceKey, details, manuscript) {
      const form = new FormData();
      form.set('details', JSON.stringify(details));
      form.set('manuscript', manuscript.bytes, manuscript.fileName || 'manuscript');
      return call(`/submissions/${encodeURIComponent(submissionId)}`, { method: 'PUT', form, headers: { [DEVICE_KEY_HEADER]: deviceKey } }, bookReceiptSchema, [200, 201]);
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
