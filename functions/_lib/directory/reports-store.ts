/** Reports of directory listings (feedback.directory_reports, migration 0009). SQL only. */
import type { SqlClient } from '../db/client.ts';
import type { ReportReason } from '../../../contract/directory-schemas.ts';

export async function countOpenReports(db: SqlClient, listingId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `select count(*)::int as count from feedback.directory_reports where listing_id = $1::uuid and status = 'open'`,
    [listingId],
  );
  return rows[0]?.count ?? 0;
}

export interface ReportRow {
  reportId: string;
  listingId: string;
  listingName: string;
  reason: ReportReason;
  details: string;
  status: 'open' | 'closed';
  createdAt: Date;
  closedAt: Date | null;
  closedBy: string | null;
  closeNote: string | null;
}

interface RawReport {
  report_id: string;
  listing_id: string;
  listing_name: string;
  reason: ReportReason;
  details: string;
  status: 'open' | 'closed';
  created_at: Date;
  closed_at: Date | null;
  closed_by: string | null;
  close_note: string | null;
}

const REPORT_COLUMNS = `r.report_id::text as report_id, r.listing_id::text as listing_id, l.name as listing_name,
  r.reason, r.details, r.status, r.created_at, r.closed_at, r.closed_by, r.close_note`;

function reportFromRaw(row: RawReport): ReportRow {
  return {
    reportId: row.report_id,
    listingId: row.listing_id,
    listingName: row.listing_name,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: new Date(row.created_at),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
    closedBy: row.closed_by,
    closeNote: row.close_note,
  };
}

/**
 * Records a report unless this reporter (the hash of their address) has an open one on this listing already; the
 * answer is the id of the open report this reporter has on it, new or not.
 */
export async function insertReport(
  db: SqlClient,
  report: { reportId: string; listingId: string; reporterHash: string; reason: ReportReason; details: string },
  now: Date,
): Promise<string> {
  await db.query(
    `insert into feedback.directory_reports (report_id, listing_id, reporter_hash, reason, details, created_at)
     values ($1::uuid, $2::uuid, $3, $4, $5, $6::timestamptz)
     on conflict (listing_id, reporter_hash) where status = 'open' do nothing`,
    [report.reportId, report.listingId, report.reporterHash, report.reason, report.details, now.toISOString()],
  );
  const rows = await db.query<{ report_id: string }>(
    `select report_id::text as report_id from feedback.directory_reports where listing_id = $1::uuid and reporter_hash = $2 and status = 'open'`,
    [report.listingId, report.reporterHash],
  );
  return rows[0]?.report_id ?? report.reportId;
}

/** The open reports' order: the reasons that most endanger clients first (a fake professional), then oldest. */
const OPEN_REPORT_ORDER = `case r.reason when 'not-a-professional' then 0 when 'inappropriate' then 1 when 'inaccurate' then 2 else 3 end,
  r.created_at asc`;

/** A page of reports and how many there are: open ones riskiest then oldest first (the queue), closed newest first. */
export async function listReports(
  db: SqlClient,
  status: 'open' | 'closed',
  offset: number,
  limit: number,
): Promise<{ reports: ReportRow[]; total: number }> {
  const order = status === 'open' ? OPEN_REPORT_ORDER : 'r.closed_at desc';
  const totals = await db.query<{ total: number }>('select count(*)::int as total from feedback.directory_reports where status = $1', [status]);
  const rows = await db.query<RawReport>(
    `select ${REPORT_COLUMNS} from feedback.directory_reports r
     join feedback.directory_listings l on l.listing_id = r.listing_id
     where r.status = $1
     order by ${order}, r.report_id
     offset $2 limit $3`,
    [status, offset, limit],
  );
  return { reports: rows.map(reportFromRaw), total: totals[0]?.total ?? 0 };
}

export async function findReport(db: SqlClient, reportId: string): Promise<ReportRow | null> {
  const rows = await db.query<RawReport>(
    `select ${REPORT_COLUMNS} from feedback.directory_reports r
     join feedback.directory_listings l on l.listing_id = r.listing_id
     where r.report_id = $1::uuid`,
    [reportId],
  );
  return rows[0] ? reportFromRaw(rows[0]) : null;
}

/** Closes an open report; a closed one keeps its first closing (returns false then). */
export async function closeReport(
  db: SqlClient,
  reportId: string,
  closing: { closedBy: string; note: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ report_id: string }>(
    `update feedback.directory_reports set status = 'closed', closed_at = $2::timestamptz, closed_by = $3, close_note = $4
     where report_id = $1::uuid and status = 'open'
     returning report_id`,
    [reportId, now.toISOString(), closing.closedBy, closing.note],
  );
  return rows.length === 1;
}
