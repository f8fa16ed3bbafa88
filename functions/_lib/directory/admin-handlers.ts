/**
 * The admin's directory handlers: the verification queue, reports and the action log. Every one needs the admin
 * session cookie (401 without it, as /admin/feedback does); state changes refuse a foreign Origin and are written to
 * feedback.admin_actions in the same transaction as the change, with who and when.
 */
import {
  ADMIN_REPORTS_PAGE_SIZE,
  adminListingsQuerySchema,
  adminReportsQuerySchema,
  closeReportBodySchema,
  declineListingBodySchema,
  type AdminListing,
  type AdminReport,
  type AdminReportsPage,
} from '../../../contract/directory-admin-schemas.ts';
import type { AdminAction } from '../../../contract/admin-action-schemas.ts';
import { HttpError, ok, readJsonBody } from '../http.ts';
import { parseQuery, parseWith, refuseCrossSite, requireAdmin } from '../request-context.ts';
import { listAdminActions, logAdminAction } from '../admin-action-log.ts';
import { closeReport as closeReportRow, countOpenReports, findReport, listReports, type ReportRow } from './reports-store.ts';
import { findListing, listListingsForAdmin, setReview } from './listings-store.ts';
import { listingIdFromPath, SMALL_BODY_LIMIT, UNKNOWN_LISTING_ERROR, type DirectoryContext, type DirectoryHandler } from './listing-handlers.ts';
import { adminListing } from './views.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function reportView(row: ReportRow): AdminReport {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt === null ? null : row.closedAt.toISOString(),
  };
}

async function adminView(context: DirectoryContext, listingId: string): Promise<AdminListing> {
  const { db } = context.backend;
  const row = await findListing(db, listingId);
  if (!row) throw new HttpError(404, UNKNOWN_LISTING_ERROR);
  return adminListing(row, await countOpenReports(db, listingId), context.backend.now());
}

/** GET /admin/listings?status=pending|verified|declined|all (pending by default), oldest change first. */
export const adminListListings: DirectoryHandler = async (request, context) => {
  await requireAdmin(request, context);
  const { status } = parseQuery(adminListingsQuerySchema, { status: context.url.searchParams.get('status') });
  const now = context.backend.now();
  const rows = await listListingsForAdmin(context.backend.db, status);
  return ok<{ listings: AdminListing[] }>({ listings: rows.map(({ listing, openReports }) => adminListing(listing, openReports, now)) });
};

/** A verify or a decline, logged in the same transaction. */
async function review(
  context: DirectoryContext,
  session: { email: string },
  decision: { status: 'verified' | 'declined'; reason: string | null },
): Promise<Response> {
  const listingId = listingIdFromPath(context);
  const now = context.backend.now();
  const found = await context.backend.db.transaction(async (tx) => {
    const updated = await setReview(tx, listingId, { status: decision.status, declineReason: decision.reason, reviewedBy: session.email }, now);
    if (!updated) return false;
    await logAdminAction(tx, {
      adminEmail: session.email,
      action: decision.status === 'verified' ? 'verify-listing' : 'decline-listing',
      targetType: 'listing',
      targetId: listingId,
      reason: decision.reason,
      at: now,
    });
    return true;
  });
  if (!found) throw new HttpError(404, UNKNOWN_LISTING_ERROR);
  return ok<AdminListing>(await adminView(context, listingId));
}

/** POST /admin/listings/{id}/verify: the license was checked; the listing is verified (public if opted in and subscribed). */
export const verifyListing: DirectoryHandler = async (request, context) => {
  refuseCrossSite(request);
  const session = await requireAdmin(request, context);
  return review(context, session, { status: 'verified', reason: null });
};

/** POST /admin/listings/{id}/decline { reason }: the therapist reads the reason on their device. */
export const declineListing: DirectoryHandler = async (request, context) => {
  refuseCrossSite(request);
  const session = await requireAdmin(request, context);
  const { reason } = parseWith(declineListingBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  return review(context, session, { status: 'declined', reason });
};

/** GET /admin/reports?status=open|closed&page= (open and page 1 by default): open ones riskiest, then oldest first. */
export const adminListReports: DirectoryHandler = async (request, context) => {
  await requireAdmin(request, context);
  const params = context.url.searchParams;
  const { status, page } = parseQuery(adminReportsQuerySchema, { status: params.get('status'), page: params.get('page') });
  const { reports, total } = await listReports(context.backend.db, status, (page - 1) * ADMIN_REPORTS_PAGE_SIZE, ADMIN_REPORTS_PAGE_SIZE);
  return ok<AdminReportsPage>({ reports: reports.map(reportView), page, pageSize: ADMIN_REPORTS_PAGE_SIZE, total });
};

/** POST /admin/reports/{id}/close { note? }: a report closed already keeps its first closing (and is not logged again). */
export const closeReport: DirectoryHandler = async (request, context) => {
  refuseCrossSite(request);
  const session = await requireAdmin(request, context);
  const reportId = context.params.id ?? '';
  if (!UUID.test(reportId)) throw new HttpError(400, 'The report id in the path must be a UUID.');
  const { note } = parseWith(closeReportBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  const now = context.backend.now();
  const noteText = note === undefined || note === '' ? null : note;
  const exists = await context.backend.db.transaction(async (tx) => {
    if (!(await findReport(tx, reportId))) return false;
    if (await closeReportRow(tx, reportId, { closedBy: session.email, note: noteText }, now)) {
      await logAdminAction(tx, {
        adminEmail: session.email,
        action: 'close-report',
        targetType: 'report',
        targetId: reportId.toLowerCase(),
        reason: noteText,
        at: now,
      });
    }
    return true;
  });
  const row = exists ? await findReport(context.backend.db, reportId) : null;
  if (!row) throw new HttpError(404, 'No report with this id was found.');
  return ok<AdminReport>(reportView(row));
};

/** GET /admin/actions: the latest 100 admin actions, newest first. */
export const adminListActions: DirectoryHandler = async (request, context) => {
  await requireAdmin(request, context);
  const actions = await listAdminActions(context.backend.db, 100);
  return ok<{ actions: AdminAction[] }>({
    actions: actions.map((action) => ({ ...action, at: action.at.toISOString() })),
  });
};
