import { Link, useLocation } from 'react-router-dom';
import type { TherapistUser } from '@/db/types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import { therapistSession } from '../hooks/use-therapist-session';
import { useClients } from '../data/workspace-data';
import { starChartPaths } from '../data/star-chart-paths';
import { useLiveQuery } from 'dexie-react-hooks';
import { readReturnCounts } from '../data/inbox';
import { AddClientForm } from './AddClientForm';
import { InboxStatus } from './InboxStatus';
import { DirectoryListingPanel } from './DirectoryListingPanel';
import { ProfileForm } from './ProfileForm';
import { RequireTherapist } from './RequireTherapist';
import { WorkspacePull } from './WorkspacePull';
import { WorkspaceStatus } from './WorkspaceStatus';
import '../styles/starchart.css';

/** /chart and /pro: the therapist's workspace, their clients by alias, and their profile. */
export function WorkspacePage() {
  usePageTitle('Star Chart');
  return <RequireTherapist>{(user) => <Workspace user={user} />}</RequireTherapist>;
}

function Workspace({ user }: { user: TherapistUser }) {
  const text = usePlainText();
  const area = starChartPaths(useLocation().pathname);
  const clients = useClients(user.id);
  const returnCounts = useLiveQuery(() => readReturnCounts(user.id), [user.id]);
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
            {active.map((client) => {
              const returned = returnCounts?.get(client.id);
              return (
                <li key={client.id}>
                  <Link to={area.client(client.id)}>{client.alias}</Link>
                  {returned ? (
                    <span className="sc-muted" data-testid="client-return-count">
                      {' '}
                      · {returned.count === 1 ? '1 return' : `${returned.count} returns`}, the newest {new Date(returned.newest).toLocaleString()}
                    </span>
                  ) : null}
                </li>
              );
            })}
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
      <section className="sc-card">
        <ProfileForm key={user.therapistProfile.updatedAt} user={user} />
      </section>
      <DirectoryListingPanel user={user} />
    </article>
  );
}

export default WorkspacePage;
