/**
 * Community reports (feedback.community_reports, migrations 0010 and 0012). A report is kept once per reporter key
 * and once per reporter address on a post, at most MAX_OPEN_REPORTS_PER_POST open ones a post; whether it counts
 * toward hiding the post (`counts`) is decided when it is made: only an established posting identity's does. SQL only.
 */
import type { SqlClient } from '../db/client.ts';
import {
  ESTABLISHED_AFTER_HOURS,
  MAX_OPEN_REPORTS_PER_POST,
  MAX_REPORT_DETAILS_SHOWN,
  type CommunityReportReason,
} from '../../../contract/community-schemas.ts';

/**
 * Whether the key is an established posting identity: one of its posts has been published (and not taken down) for
 * ESTABLISHED_AFTER_HOURS, and no handle of it is suspended. A key made a moment ago is not, however many there are.
 */
export async function isEstablishedIdentity(db: SqlClient, keyHash: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - ESTABLISHED_AFTER_HOURS * 3_600_000);
  const rows = await db.query<{ established: boolean }>(
    `select exists (select 1 from feedback.community_posts where key_hash = $1 and status = 'published'
       and created_at <= $2::timestamptz)
     and not exists (select 1 from feedback.community_handles where key_hash = $1 and suspended_at is not null) as established`,
    [keyHash, since.toISOString()],
  );
  return rows[0]?.established === true;
}

/**
 * Records a report unless this key or this address reported the post already, or the post holds its most open
 * reports; true when it was recorded.
 */
export async function insertReport(
  db: SqlClient,
  report: { postId: string; reporterHash: string; addressHash: string; counts: boolean; reason: CommunityReportReason; details: string },
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ post_id: string }>(
    `insert into feedback.community_reports (post_id, reporter_hash, address_hash, counts, reason, details, created_at)
     select $1::uuid, $2, $3, $4, $5, $6, $7::timestamptz
     where (select count(*) from feedback.community_reports where post_id = $1::uuid and status = 'open') < $8::int
     on conflict do nothing returning post_id`,
    [report.postId, report.reporterHash, report.addressHash, report.counts, report.reason, report.details, now.toISOString(), MAX_OPEN_REPORTS_PER_POST],
  );
  return rows.length === 1;
}

export interface ReportSummaryRow {
  postId: string;
  count: number;
  counting: number;
  reasons: Array<{ reason: CommunityReportReason; count: number }>;
  details: string[];
}

/** Each post's open reports summarised: counts by reason, and the first few non-empty details. */
export async function openReportSummaries(db: SqlClient, postIds: readonly string[]): Promise<Map<string, ReportSummaryRow>> {
  const summaries = new Map<string, ReportSummaryRow>();
  if (postIds.length === 0) return summaries;
  const counts = await db.query<{ post_id: string; reason: CommunityReportReason; n: number; counting: number }>(
    `select post_id::text as post_id, reason, count(*)::int as n, count(*) filter (where counts)::int as counting
     from feedback.community_reports where post_id = any($1::uuid[]) and status = 'open' group by post_id, reason order by reason`,
    [postIds],
  );
  for (const row of counts) {
    const summary = summaries.get(row.post_id) ?? { postId: row.post_id, count: 0, counting: 0, reasons: [], details: [] };
    summary.count += row.n;
    summary.counting += row.counting;
    summary.reasons.push({ reason: row.reason, count: row.n });
    summaries.set(row.post_id, summary);
  }
  const details = await db.query<{ post_id: string; details: string }>(
    `select post_id, details from (
       select post_id::text as post_id, details, row_number() over (partition by post_id order by created_at, reporter_hash) as position
       from feedback.community_reports where post_id = any($1::uuid[]) and status = 'open' and details <> '') shown
     where position <= $2 order by post_id, position`,
    [postIds, MAX_REPORT_DETAILS_SHOWN],
  );
  for (const row of details) summaries.get(row.post_id)?.details.push(row.details);
  return summaries;
}
