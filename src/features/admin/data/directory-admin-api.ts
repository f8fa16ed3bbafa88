/**
 * The admin screen's calls about the therapist directory (the verification queue, reports, the action log), through
 * the contract's directory client. The admin session cookie goes with them as with the feedback calls (same-origin
 * credentials); failures become the same typed errors as admin-api.ts, so the screen words them the same way.
 */
import { createDirectoryClient, DirectoryClientError, type DirectoryClient } from '@contract/directory-client';
import { DIRECTORY_PATH } from '@contract/directory-schemas';
import type { AdminListing, AdminReport } from '@contract/directory-admin-schemas';
import type { AdminAction } from '@contract/admin-action-schemas';
import { ApiError, OfflineError, SignedOutError } from './admin-api';

export type { AdminAction, AdminListing, AdminReport };

/** The client, with fetch looked up at call time so a test's stub in place then is the one used. */
function client(): DirectoryClient {
  return createDirectoryClient(DIRECTORY_PATH, (input, init) => fetch(input, { ...init, credentials: 'same-origin' }), {
    timeoutMs: 20_000,
  });
}

async function call<T>(run: (api: DirectoryClient) => Promise<T>): Promise<T> {
  try {
    return await run(client());
  } catch (error) {
    if (!(error instanceof DirectoryClientError)) throw error;
    if (error.kind === 'network') throw new OfflineError();
    if (error.status === 401) throw new SignedOutError();
    throw new ApiError(error.serverMessage ?? error.message, error.status ?? 0);
  }
}

export const pendingListings = (): Promise<AdminListing[]> => call((api) => api.adminListings('pending'));
export const verifyListing = (listingId: string): Promise<AdminListing> => call((api) => api.verifyListing(listingId));
export const declineListing = (listingId: string, reason: string): Promise<AdminListing> =>
  call((api) => api.declineListing(listingId, reason));
/**
 * The first `pages` pages of open reports (riskiest reason, then oldest first) and how many are open in all: the
 * screen shows one page and loads the next on request, so every report can be reached however many there are.
 */
export async function openReports(pages = 1): Promise<{ reports: AdminReport[]; total: number }> {
  const reports: AdminReport[] = [];
  let total = 0;
  for (let page = 1; page <= pages; page++) {
    const answer = await call((api) => api.adminReports('open', page));
    reports.push(...answer.reports);
    total = answer.total;
    if (reports.length >= total || answer.reports.length === 0) break;
  }
  return { reports, total };
}
export const closeReport = (reportId: string, note: string): Promise<AdminReport> =>
  call((api) => api.closeReport(reportId, note === '' ? undefined : note));
export const adminActions = (): Promise<AdminAction[]> => call((api) => api.adminActions());

export const REPORT_REASON_LABELS: Record<AdminReport['reason'], string> = {
  inaccurate: 'Details wrong or out of date',
  'not-a-professional': 'Not a licensed professional',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};

export const ACTION_LABELS: Record<AdminAction['action'], string> = {
  'verify-listing': 'Verified a listing',
  'decline-listing': 'Declined a listing',
  'close-report': 'Closed a report',
  'approve-post': 'Approved a community post',
  'reject-post': 'Rejected a community post',
  'remove-post': 'Removed a community post',
  'suspend-handle': 'Suspended a community name',
  'claim-post': 'Claimed a community post',
  'release-post': 'Released a community post',
  'note-post': 'Noted on a community post',
  'message-writer': 'Sent a private reply to a post’s writer',
  'set-book-status': 'Changed a book submission’s status',
  'delete-book': 'Deleted a book submission',
};
