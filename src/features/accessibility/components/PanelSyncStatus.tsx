import { Link } from 'react-router-dom';
import { Plain, usePlainText } from '@/lib/plain-language';
import { paths } from '@/lib/paths';
import { formatWhen } from '@/sync/sync-status';
import { useSyncStatus } from '@/sync/use-sync-status';

function count(value: number, one: string, many: string): string {
  return `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;
}

interface PanelSyncStatusProps {
  /** Called when the person follows the link to /systems, so the dialog gets out of the way. */
  onNavigate?: () => void;
}

/**
 * The sync status beside the storage indicator (issue 5, item 7): records waiting, the last successful sync, and
 * any records the server did not accept, with the way to the System status page where they can be retried or
 * discarded. Read live from Dexie, so it is the same in every tab; calm, without blame.
 */
export function PanelSyncStatus({ onNavigate }: PanelSyncStatusProps) {
  const status = useSyncStatus();
  const text = usePlainText();
  if (!status.loaded) {
    return (
      <p className="a11y-sync" data-testid="panel-sync-status">
        <Plain standard="Reading the sync status..." plain="Checking what is waiting..." />
      </p>
    );
  }
  const sendable = status.waiting - status.waitingForSignIn;
  return (
    <div className="a11y-sync" data-testid="panel-sync-status">
      <dl className="a11y-sync__list" aria-label={text('Sync status', 'What is sent and what is waiting')}>
        <div>
          <dt>
            <Plain standard="Waiting to be sent" plain="Waiting to send" />
          </dt>
          <dd data-sync="waiting">
            {status.waiting === 0 ? text('Nothing', 'Nothing') : count(status.waiting, 'record', 'records')}
            {sendable > 0 && !status.online ? (
              <>
                {' '}
                <Plain standard="(sent when you are back online)" plain="(sent when you are online again)" />
              </>
            ) : null}
            {status.waitingForSignIn > 0 ? (
              <>
                {' '}
                <Plain
                  standard={`(${count(status.waitingForSignIn, 'waits', 'wait')} for you to sign in)`}
                  plain={`(${count(status.waitingForSignIn, 'waits', 'wait')} until you sign in)`}
                />
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <Plain standard="Last successful sync" plain="Last sent" />
          </dt>
          <dd data-sync="last-success">
            {status.lastSuccessAt
              ? formatWhen(status.lastSuccessAt)
              : text('Not yet on this device', 'Not yet')}
          </dd>
        </div>
        <div>
          <dt>
            <Plain standard="Not accepted by the server" plain="Not taken by the server" />
          </dt>
          <dd data-sync="dead-letters">
            {status.deadLetters === 0 ? text('None', 'None') : count(status.deadLetters, 'record', 'records')}
          </dd>
        </div>
      </dl>
      {status.deadLetters > 0 ? (
        <p className="a11y-sync__dead-letters">
          <Plain
            standard="They are kept on this device. "
            plain="They are still on this device. "
          />
          <Link to={paths.systems} onClick={onNavigate}>
            {text('Retry or discard them on the System status page', 'Try again or remove them on the System status page')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
