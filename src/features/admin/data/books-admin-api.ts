/**
 * The admin screen's calls about book submissions (the list, status changes with a note to the author, the
 * manuscript's download address), through the contract's books client. The admin session cookie goes with them as
 * with the feedback calls (same-origin credentials); failures become the same typed errors as admin-api.ts.
 */
import { BookClientError, createBookClient, type BookClient } from '@contract/book-client';
import { BOOK_STATUS_LABELS, BOOKS_PATH, type AdminBook, type AdminBookFilter, type BookStatus } from '@contract/book-schemas';
import { ApiError, OfflineError, SignedOutError } from './admin-api';

export type { AdminBook, AdminBookFilter, BookStatus };
export { BOOK_STATUS_LABELS };

function client(): BookClient {
  return createBookClient(BOOKS_PATH, (input, init) => fetch(input, { ...init, credentials: 'same-origin' }), { timeoutMs: 20_000 });
}

async function call<T>(run: (api: BookClient) => Promise<T>): Promise<T> {
  try {
    return await run(client());
  } catch (error) {
    if (!(error instanceof BookClientError)) throw error;
    if (error.kind === 'network') throw new OfflineError();
    if (error.status === 401) throw new SignedOutError();
    throw new ApiError(error.serverMessage ?? error.message, error.status ?? 0);
  }
}

export const bookSubmissions = (status: AdminBookFilter): Promise<AdminBook[]> => call((api) => api.adminSubmissions(status));
export const changeBookStatus = (submissionId: string, status: BookStatus, note: string): Promise<AdminBook> =>
  call((api) => api.changeStatus(submissionId, { status, note }));
export const deleteBookSubmission = (submissionId: string): Promise<void> => call((api) => api.deleteSubmission(submissionId));
export const manuscriptDownloadUrl = (submissionId: string): string => client().manuscriptUrl(submissionId);
