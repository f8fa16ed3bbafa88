import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { TherapistUser } from '@/db/types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import { therapistSession } from '../hooks/use-therapist-session';
import { useClientOverviews, useClients } from '../data/workspace-data';
import type { ClientOverview } from '../data/chart-summary';
import { describeFlags } from '@/content/insight/measure-flags';
import { adherenceText } from '@/domains/prescriptions/adherence';
import { deviceTimeZone } from '@/domains/calendar/rhythm';
import { formatDate } from '@/lib/format';
import { starChartPaths } from '../data/star-chart-paths';
import { AddClientForm } from './AddClientForm';
import { ClientIdentityLine } from './ClientIdentity';
import { InboxStatus } from './InboxStatus';
import { DirectoryListingPanel } from './DirectoryListingPanel';
import { RequireTherapist } from './RequireTherapist';
import { WorkspacePull } from './WorkspacePull';
import { WorkspaceStatus } from './WorkspaceStatus';
import '../styles/starchart.css';

interface WorkspacePageProps {
  /** Sync and backup, placed by the app (features never import each other): the same account as the person's data. */
  syncBackup?: ReactNode;
}

/** /chart and /pro: the therapist's workspace, their clients by alias, their profile, and sync and backup. */
export function WorkspacePage({ syncBackup = null }: WorkspacePageProps) {
  usePageTitle('Star Chart');
  return <RequireTherapist>{(user) => <Workspace user={user} syncBackup={syncBackup} />}</RequireTherapist>;
}

/** A client's line: last return, adherence over 28 days, and the newest open flag. */
function ClientLine({ overview }: { overview: ClientOverview | undefined }) {
  const text = usePlainText();
  if (!overview) return <span className="sc-muted"> · {text('nothing sent back yet', 'nothing sent yet')}</span>;
  const flag = overview.openFlags[0];
  return (
    <span className="sc-client-line">
      {' · '}
      {overview.lastReturnAt ? text(`last return ${formatDate(overview.lastReturnAt)}`, `last sent ${formatDate(overview.lastReturnAt)}`) : text('nothing sent back yet', 'nothing sent yet')}
      {' · '}
      {text(`done / due over 28 days: ${adherenceText(overview.adherence28)}`, `28 days: ${adherenceText(overview.adherence28)} done`)}
      {flag ? (
        <strong className="sc-client-flag">
          {' · '}
          {text('Flag', 'Flag')}: {describeFlags([flag.flag])} ({formatDate(flag.at)})
          {overview.openFlags.length > 1 ? text(` and ${overview.openFlags.length - 1} more`, ` +${overview.openFlags.length - 1}`) : ''}
        </strong>
      ) : null}
    </span>
  );
}

function Workspace({ user, syncBackup }: { user: TherapistUser; syncBackup: ReactNode }) {
  const text = usePlainText();
  const area = starChartPaths(useLocation().pathname);
  const clients = useClients(user.id);
  const overviews = useClientOverviews(user.id, deviceTimeZone());
  const active = clients?.filter((client) => client.archivedAt === null) ?? [];
  const archived = clients?.filter((client) => client.archivedAt !== null) ?? [];
  return (
    <article className="sc-page">
      <header className="sc-row sc-row--spread">
        <h1>Star Chart</h1>
        <div className="sc-row">
          <span>
            {text('Signed in as', 'Signed in as')} <strong>{user.therapistProfile.name || user.email}</strong>
          </span>
          <button type="button" className="button" onClick={() => void therapistSession.logout()}>
            {text('Sign out', 'Sign out')}
          </button>
        </div>
      </header>
      <ClientIdentityLine profile={user.therapistProfile} />
      <WorkspaceStatus />
      <WorkspacePull />
      <p>
        <Link className="button button--primary" to={area.newPrescription()}>
          {text('New prescription', 'New prescription')}
        </Link>{' '}
        <Link className="button" to={area.importReturn}>
          {text('Import a return', 'Bring in what a client sent')}
        </Link>
      </p>
      <InboxStatus therapistId={user.id} />
      <section aria-labelledby="sc-clients-title" className="sc-card">
        <h2 id="sc-clients-title">{text('Clients', 'Clients')}</h2>
        {clients === undefined ? (
          <p className="sc-muted">{text('Reading your clients…', 'Loading…')}</p>
        ) : active.length === 0 ? (
          <p className="sc-muted">
            <Plain standard="No clients yet. Add one below to start a chart." plain="No clients yet. Add one below." />
          </p>
        ) : (
          <ul className="sc-list" aria-label={text('Active clients', 'Clients')}>
            {active.map((client) => (
              <li key={client.id} data-testid="client-line">
                <Link to={area.client(client.id)}>{client.alias}</Link>
                {overviews ? <ClientLine overview={overviews.get(client.id)} /> : null}
              </li>
            ))}
          </ul>
        )}
        {archived.length > 0 ? (
          <details>
            <summary>{text(`Archived clients (${archived.length})`, `Put-away clients (${archived.length})`)}</summary>
            <ul className="sc-list">
              {archived.map((client) => (
                <li key={client.id}>
                  <Link to={area.client(client.id)}>{client.alias}</Link>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <AddClientForm therapistId={user.id} />
      </section>
      <DirectoryListingPanel user={user} />
      {syncBackup}
    </article>
  );
}

export default WorkspacePage;
