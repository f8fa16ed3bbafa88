import { useId, useMemo, useState, type FormEvent } from 'react';
import { formatDateTime } from '@/lib/format';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ReturnView } from '@/domains/returns/components/ReturnView';
import { InboxStatus } from './InboxStatus';
import type { TherapistClientRow } from '@/db/star-chart-types';
import type { TherapistUser } from '@/db/types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { deviceTimeZone } from '@/domains/calendar/rhythm';
import { usePageTitle } from '@/lib/use-page-title';
import { chartTimeline } from '../data/chart-schedule';
import { summarizeChart } from '../data/chart-summary';
import { ChartAdherence, ChartFlags, ChartTrends, type FlagReviews } from './chart/ChartOverview';
import { DownloadScores } from './chart/DownloadScores';
import { markFlagReviewed, reviewedFlagKeys, undoFlagReview } from '../data/flag-reviews';
import { starChartPaths } from '../data/star-chart-paths';
import { aliasProblem, updateClient, useClientChart } from '../data/workspace-data';
import { ChartPrescription } from './ChartPrescription';
import { AddNote, NoteEntry } from './ClientNotes';
import { ImportReturn } from './ImportReturn';
import { RequireTherapist } from './RequireTherapist';
import { WorkspaceStatus } from './WorkspaceStatus';
import '../styles/starchart.css';

/** /chart/clients/:clientId (and /pro/...): one client's chart. */
export function ClientChartPage() {
  usePageTitle('Client chart');
  return <RequireTherapist>{(user) => <ClientChart user={user} />}</RequireTherapist>;
}

function RenameClient({ client }: { client: TherapistClientRow }) {
  const text = usePlainText();
  const id = useId();
  const [alias, setAlias] = useState(client.alias);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = aliasProblem(alias);
    setStatus('');
    if (problem) return setError(problem);
    setError('');
    setStatus((await updateClient(client, { alias: alias.trim() })) ? text('Alias saved.', 'Saved.') : text('Not saved. Try again.', 'Not saved. Try again.'));
  }
  return (
    <form className="sc-row" onSubmit={(event) => void submit(event)} noValidate>
      <div className="sc-field">
        <label htmlFor={`${id}-alias`}>{text('Alias or code', 'Nickname or code')}</label>
        <input id={`${id}-alias`} value={alias} autoComplete="off" onChange={(event) => setAlias(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error ? (
          <p id={`${id}-error`} className="sc-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button">
        {text('Rename', 'Rename')}
      </button>
      <button type="button" className="button" onClick={() => void updateClient(client, { archivedAt: client.archivedAt ? null : new Date().toISOString() })}>
        {client.archivedAt ? text('Bring back from the archive', 'Bring back') : text('Archive this client', 'Put this client away')}
      </button>
      <p role="status" className="sc-status">
        {status}
      </p>
    </form>
  );
}

/** The timeline shows this many entries at first, then this many more at a time: a chart of years opens at once. */
const TIMELINE_PAGE = 20;

function ClientChart({ user }: { user: TherapistUser }) {
  const text = usePlainText();
  const { clientId = '' } = useParams();
  const area = starChartPaths(useLocation().pathname);
  const chart = useClientChart(user.id, clientId);
  const timeZone = deviceTimeZone();
  const [shown, setShown] = useState(TIMELINE_PAGE);
  const now = new Date();
  // Worked out again only when the chart's rows change (a live query), not on every render.
  const summary = useMemo(() => (chart?.client ? summarizeChart({ prescriptions: chart.prescriptions, returns: chart.returns, now: new Date(), fallbackZone: timeZone }) : null), [chart, timeZone]);
  const timeline = useMemo(() => (chart ? chartTimeline(chart.prescriptions, chart.notes, chart.returns) : []), [chart]);
  const reviewedFlags = useMemo(() => reviewedFlagKeys(chart?.flagReviews ?? []), [chart]);
  if (chart === undefined) return <p role="status" className="sc-page sc-muted">{text('Opening the chart…', 'Opening…')}</p>;
  if (!chart.client) {
    return (
      <article className="sc-page">
        <h1>{text('Client not found', 'Client not found')}</h1>
        <p>
          <Plain standard="There is no client with this link in your charts on this device." plain="This client is not in your charts on this device." />{' '}
          <Link to={area.workspace}>{text('Back to Star Chart', 'Back to Star Chart')}</Link>
        </p>
      </article>
    );
  }
  const client = chart.client;
  const prescriptions = new Map(chart.prescriptions.map((row) => [row.id, row]));
  const notes = new Map(chart.notes.map((row) => [row.id, row]));
  const returns = new Map(chart.returns.map((row) => [row.id, row]));
  const flagReviews: FlagReviews = {
    byFlag: reviewedFlags,
    review: (flag) => void markFlagReviewed(user.id, client.id, flag),
    undo: (flag) => void undoFlagReview(client.id, flag),
  };
  return (
    <article className="sc-page">
      <p>
        <Link to={area.workspace}>{text('All clients', 'All clients')}</Link>
      </p>
      <h1>{text(`Chart: ${client.alias}`, `Chart: ${client.alias}`)}</h1>
      {client.archivedAt ? <p className="sc-badge">{text('Archived', 'Put away')}</p> : null}
      {summary ? <ChartFlags flags={summary.flags} reviews={flagReviews} /> : null}
      <div className="sc-row">
        <Link className="button" to={area.clientSummary(client.id)}>
          {text('Print summary', 'Print a summary')}
        </Link>
        <DownloadScores alias={client.alias} chart={chart} timeZone={summary?.timeZone ?? timeZone} />
      </div>
      {summary ? <ChartAdherence summary={summary} /> : null}
      {summary ? <ChartTrends summary={summary} /> : null}
      <WorkspaceStatus />
      <RenameClient key={client.updatedAt} client={client} />
      <p>
        <Link className="button button--primary" to={area.newPrescription(client.id)}>
          {text('New prescription for this client', 'New prescription')}
        </Link>
      </p>
      <p className="sc-hint" data-testid="schedule-time-zone">
        {summary?.zoneFromClient
          ? text(
              `Due and overdue items are worked out the way the client's device does it, in the client's time zone (${summary.timeZone}, from their latest return). "Done" counts only what the client chose to send back.`,
              `Due days are worked out like on the client's device, in their time zone (${summary.timeZone}). Done means only what the client sent back.`,
            )
          : text(
              `Due and overdue items are worked out the way the client's device does it, but in your time zone (${timeZone}): no return has told this chart the client's yet. "Done" counts only what the client chose to send back.`,
              `Due days are worked out like on the client's device, but in your time zone (${timeZone}). Done means only what the client sent back.`,
            )}
      </p>
      <InboxStatus therapistId={user.id} />
      <ImportReturn therapistId={user.id} clientId={client.id} />
      <AddNote therapistId={user.id} clientId={client.id} />
      <section aria-labelledby="sc-timeline-title" className="sc-card">
        <h2 id="sc-timeline-title">{text('Timeline', 'Timeline')}</h2>
        {timeline.length === 0 ? <p className="sc-muted">{text('Nothing here yet.', 'Nothing yet.')}</p> : null}
        <ol className="sc-timeline" aria-label={text('Newest first', 'Newest first')}>
          {timeline.slice(0, shown).map((entry) => {
            const when = formatDateTime(entry.at);
            const prescription = entry.kind === 'prescription' ? prescriptions.get(entry.id) : undefined;
            const note = entry.kind === 'note' ? notes.get(entry.id) : undefined;
            const returned = entry.kind === 'return' ? returns.get(entry.id) : undefined;
            return (
              <li key={`${entry.kind}-${entry.id}`} className="sc-card" data-testid={`timeline-${entry.kind}`}>
                <h3>
                  {entry.kind === 'prescription' ? text('Prescription', 'Prescription') : entry.kind === 'note' ? text('Private note', 'Private note') : text('Return from the client', 'Sent back by the client')}{' '}
                  <span className="sc-muted">· {when}</span>
                </h3>
                {prescription ? <ChartPrescription row={prescription} returns={chart.returns} now={now} timeZone={summary?.timeZone ?? timeZone} /> : null}
                {note ? <NoteEntry note={note} /> : null}
                {returned ? <ReturnView clientReturn={returned.clientReturn} prescription={prescriptions.get(returned.prescriptionId)?.prescription} /> : null}
              </li>
            );
          })}
        </ol>
        {timeline.length > shown ? (
          <button type="button" className="button" onClick={() => setShown(shown + TIMELINE_PAGE)}>
            {text(`Show ${Math.min(TIMELINE_PAGE, timeline.length - shown)} more (${timeline.length - shown} older)`, `Show more (${timeline.length - shown} older)`)}
          </button>
        ) : null}
      </section>
    </article>
  );
}

export default ClientChartPage;
