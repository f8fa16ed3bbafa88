import { Link } from 'react-router-dom';
import { Plain, usePlainText } from '@/lib/plain-language';
import { paths } from '@/lib/paths';
import { formatWhen } from '@/sync/sync-status';
import { useSyncStatus } from '@/sync/use-sync-status';

/**
 * Where the workspace's data is, in the words the rest of the app uses (the storage indicator and sync status of
 * the accessibility panel and /systems): on this device always; sent on when a database is configured.
 */
export function WorkspaceStatus() {
  const status = useSyncStatus();
  const text = usePlainText();
  return (
    <p className="sc-muted" data-testid="workspace-sync-status">
      <span className="sc-badge">{status.storageLabel}</span>{' '}
      {status.mode === 'local' ? (
        <Plain
          standard="Your clients, prescriptions and notes are kept in this browser and work offline."
          plain="Your clients, prescriptions and notes are kept in this browser. They work offline."
        />
      ) : (
        <>
          <Plain
            standard="Kept on this device first and synced to your own database tables."
            plain="Kept on this device first, then sent to your own database."
          />{' '}
          {status.loaded
            ? status.waiting > 0
              ? text(
                  `${status.waiting} waiting to be sent${status.online ? '' : ' when you are back online'}.`,
                  `${status.waiting} waiting to send${status.online ? '' : ' when you are online again'}.`,
                )
              : status.lastSuccessAt
                ? text(`Last synced ${formatWhen(status.lastSuccessAt)}.`, `Last sent ${formatWhen(status.lastSuccessAt)}.`)
                : null
            : null}{' '}
          {status.deadLetters > 0 ? <Link to={paths.systems}>{text('Some records were not accepted: see System status', 'Some records were not taken: see System status')}</Link> : null}
        </>
      )}
    </p>
  );
}
