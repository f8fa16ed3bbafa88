import { useId, useRef, useState } from 'react';
import { MAX_REPORT_DETAILS } from '@contract/directory-schemas';
import { closeReport, openReports, REPORT_REASON_LABELS, type AdminReport } from '../data/directory-admin-api';
import { useRemote } from '../hooks/use-remote';
import { formatDateTime } from '@/lib/format';

function ReportItem({ report, onClose }: { report: AdminReport; onClose: (note: string) => Promise<void> }) {
  const id = useId();
  const [closing, setClosing] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <li className="admin-review" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Report about {report.listingName}</h3>
      <dl className="admin-review__facts">
        <dt>Reason</dt>
        <dd>{REPORT_REASON_LABELS[report.reason]}</dd>
        <dt>Details</dt>
        <dd>{report.details || 'None given'}</dd>
        <dt>Sent</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
        <dt>Listing id</dt>
        <dd>{report.listingId}</dd>
      </dl>
      {closing ? (
        <form
          className="admin-form"
          onSubmit={(event) => {
            event.preventDefault();
            setBusy(true);
            setFailure(null);
            onClose(note.trim()).catch((error: unknown) => {
              setBusy(false);
              setFailure(error instanceof Error ? error.message : 'That did not work. Try again.');
            });
          }}
        >
          <div className="admin-field">
            <label htmlFor={`${id}-note`}>Note (optional, for the admins)</label>
            <textarea id={`${id}-note`} value={note} maxLength={MAX_REPORT_DETAILS} rows={2} onChange={(event) => setNote(event.target.value)} />
          </div>
          <p>Close this report? It leaves the open list; the listing itself is not changed.</p>
          <div className="admin-review__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              Yes, close the report
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setClosing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="admin-review__actions">
          <button type="button" className="button" onClick={() => setClosing(true)}>
            Close report
          </button>
        </div>
      )}
      {failure ? (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Open reports about public listings, each with its listing, riskiest reason then oldest first, a page at a time
 * ("Load more" adds the next); closing one takes an optional note and confirms.
 */
export function ReportsPanel({ onError }: { onError: (error: unknown) => boolean }) {
  const [version, setVersion] = useState(0);
  const [pages, setPages] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = useRemote(`reports-${version}-${pages}`, () => openReports(pages), onError);
  const reports = loaded.kind === 'ready' ? { kind: 'ready' as const, value: loaded.value.reports } : loaded;
  const total = loaded.kind === 'ready' ? loaded.value.total : 0;
  return (
    <section aria-labelledby="admin-reports-title">
      <h2 id="admin-reports-title" ref={heading} tabIndex={-1}>
        Open reports
      </h2>
      <p role="status" className="admin-status">
        {announcement}
      </p>
      {reports.kind === 'loading' ? <p className="admin-muted">Loading the reports…</p> : null}
      {reports.kind === 'failed' ? (
        <p role="alert" className="admin-error">
          {reports.message}
        </p>
      ) : null}
      {reports.kind === 'ready' && reports.value.length === 0 ? <p>No report is open.</p> : null}
      {reports.kind === 'ready' && reports.value.length > 0 ? (
        <ul className="admin-review-list">
          {reports.value.map((report) => (
            <ReportItem
              key={report.reportId}
              report={report}
              onClose={async (note) => {
                await closeReport(report.reportId, note).catch((error: unknown) => {
                  if (onError(error)) return;
                  throw error;
                });
                setAnnouncement(`Closed the report about ${report.listingName}.`);
                setVersion((value) => value + 1);
                heading.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : null}
      {reports.kind === 'ready' && reports.value.length > 0 ? (
        <p className="admin-muted">
          Showing {reports.value.length} of {total} open reports.{' '}
          {reports.value.length < total ? (
            <button type="button" className="button" onClick={() => setPages((value) => value + 1)}>
              Load more
            </button>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
