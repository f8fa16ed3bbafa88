import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { describeFlags } from '@/content/insight/measure-flags';
import type { ClientReturnRow, PrescriptionRow } from '@/db/star-chart-types';
import type { TherapistUser } from '@/db/types';
import { deviceTimeZone } from '@/domains/calendar/rhythm';
import { formatDate } from '@/lib/format';
import { usePlainText } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import { summarizeChart, type ChartSummary } from '../data/chart-summary';
import { starChartPaths } from '../data/star-chart-paths';
import { useClientChart } from '../data/workspace-data';
import { ChartAdherence, ChartFlags, ChartTrends } from './chart/ChartOverview';
import { RequireTherapist } from './RequireTherapist';
import '../styles/starchart.css';
import '../styles/chart-print.css';

/** The summary covers this many days back from today (trends and flags); adherence shows its own 7, 28 and 90. */
export const SUMMARY_DAYS = 90;
/** At most this many of the last return's entries, each cut to this many characters, so the page stays one page. */
const MAX_ENTRIES = 2;
const MAX_ENTRY_CHARACTERS = 200;
const MAX_FLAGS = 3;

/** /chart/clients/:clientId/summary: a one-page session summary to print or save as PDF (the client's alias only). */
export function ChartSummaryPrintPage() {
  usePageTitle('Session summary');
  return <RequireTherapist>{(user) => <SummaryView user={user} />}</RequireTherapist>;
}

/** The summary's period only: trend points and flags of the last SUMMARY_DAYS days. */
function lastPeriod(summary: ChartSummary, now: Date): ChartSummary {
  const since = new Date(now.getTime() - SUMMARY_DAYS * 86_400_000).toISOString();
  return {
    ...summary,
    flags: summary.flags.filter((flag) => flag.at >= since),
    measures: summary.measures.map((series) => ({ ...series, points: series.points.filter((point) => point.at >= since) })).filter((series) => series.points.length > 0),
    mood: summary.mood.filter((point) => point.at >= since),
  };
}

function clip(text: string): string {
  return text.length > MAX_ENTRY_CHARACTERS ? `${text.slice(0, MAX_ENTRY_CHARACTERS - 1).trimEnd()}…` : text;
}

function LastReturnEntries({ row, prescriptions }: { row: ClientReturnRow | null; prescriptions: readonly PrescriptionRow[] }) {
  const text = usePlainText();
  const titles = new Map(prescriptions.flatMap((prescription) => prescription.prescription.items.map((item) => [`${prescription.id}:${item.id}`, item.title] as const)));
  // Newest first: the latest day's entries of every item before older ones.
  const entries = row
    ? row.clientReturn.items
        .flatMap((item) => (item.entries ?? []).map((entry) => ({ ...entry, itemTitle: titles.get(`${row.prescriptionId}:${item.itemId}`) ?? entry.title })))
        .sort((a, b) => b.at.localeCompare(a.at))
    : [];
  return (
    <section aria-labelledby="sc-print-entries" className="sc-card">
      <h2 id="sc-print-entries">{text('Entries in the last return', 'Entries last sent')}</h2>
      {!row ? <p className="sc-muted">{text('No return yet.', 'Nothing sent yet.')}</p> : null}
      {row && entries.length === 0 ? <p className="sc-muted">{text(`The return of ${formatDate(row.clientReturn.createdAt)} shared no entry.`, `No entries were sent on ${formatDate(row.clientReturn.createdAt)}.`)}</p> : null}
      {entries.slice(0, MAX_ENTRIES).map((entry, index) => (
        <div key={`${entry.at}-${index}`} className="sc-print-entry">
          <p className="sc-print-entry__title">
            {entry.itemTitle} · {formatDate(entry.at)}
            {entry.flags?.length ? <strong> · {describeFlags(entry.flags)}</strong> : null}
          </p>
          <p className="sc-print-entry__body">{clip(entry.body)}</p>
        </div>
      ))}
      {entries.length > MAX_ENTRIES ? <p className="sc-muted">{text(`and ${entries.length - MAX_ENTRIES} more in the chart`, `${entries.length - MAX_ENTRIES} more in the chart`)}</p> : null}
    </section>
  );
}

function SummaryView({ user }: { user: TherapistUser }) {
  const text = usePlainText();
  const { clientId = '' } = useParams();
  const area = starChartPaths(useLocation().pathname);
  const chart = useClientChart(user.id, clientId);
  const now = useMemo(() => new Date(), []);
  const summary = useMemo(
    () => (chart?.client ? lastPeriod(summarizeChart({ prescriptions: chart.prescriptions, returns: chart.returns, now, fallbackZone: deviceTimeZone() }), now) : null),
    [chart, now],
  );
  useEffect(() => {
    document.documentElement.classList.add('sc-printing-summary');
    return () => document.documentElement.classList.remove('sc-printing-summary');
  }, []);
  if (chart === undefined) return <p role="status" className="sc-page sc-muted">{text('Opening the summary…', 'Opening…')}</p>;
  if (!chart.client || !summary) {
    return (
      <article className="sc-page">
        <h1>{text('Client not found', 'Client not found')}</h1>
        <Link to={area.workspace}>{text('Back to Star Chart', 'Back to Star Chart')}</Link>
      </article>
    );
  }
  return (
    <article className="sc-page sc-print" data-testid="chart-print">
      <div className="sc-row sc-no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {text('Print, or save as PDF', 'Print or save as PDF')}
        </button>
        <Link to={area.client(chart.client.id)}>{text('Back to the chart', 'Back to the chart')}</Link>
      </div>
      <header>
        <h1>{text(`Session summary: ${chart.client.alias}`, `Summary: ${chart.client.alias}`)}</h1>
        <p className="sc-muted">
          {text(
            `The last ${SUMMARY_DAYS} days to ${formatDate(now.toISOString())}, from what the client chose to send back. Days counted in ${summary.timeZone}.`,
            `The last ${SUMMARY_DAYS} days to ${formatDate(now.toISOString())}. Only what the client sent.`,
          )}
        </p>
      </header>
      <ChartFlags flags={summary.flags} limit={MAX_FLAGS} />
      <ChartAdherence summary={summary} compact />
      <ChartTrends summary={summary} compact />
      <LastReturnEntries row={summary.lastReturn} prescriptions={chart.prescriptions} />
    </article>
  );
}

export default ChartSummaryPrintPage;
