import { useState } from 'react';
import type { DeadLetterRow } from '@/db/outbox-types';
import { discardDeadLetter, retryAllDeadLetters, retryDeadLetter } from '@/sync/dead-letters';
import { kindLabel } from '@/sync/outbox-kinds';
import { requestReplay } from '@/sync/start-sync';
import { describeSyncStatus, formatWhen } from '@/sync/sync-status';
import { useDeadLetters } from '@/sync/use-dead-letters';
import { useSyncStatus } from '@/sync/use-sync-status';
import '../styles/systems.css';

function DeadLetter({ letter }: { letter: DeadLetterRow }) {
  const [confirming, setConfirming] = useState(false);
  const id = letter.id;
  if (id === undefined) return null;
  const label = kindLabel(letter.kind);
  return (
    <li className="systems-sync__letter">
      <h3>{label}</h3>
      <p>
        Saved {formatWhen(letter.createdAt)}; not accepted {formatWhen(letter.failedAt)}
        {letter.status ? ` (server answer ${letter.status})` : ''}.
      </p>
      <p className="systems-sync__error">What the server said: {letter.error}</p>
      {confirming ? (
        <div className="systems-sync__actions" role="group" aria-label={`Discard this ${label.toLowerCase()} record?`}>
          <p>It stays on this device, but it will not be sent again. Discard it?</p>
          <button type="button" className="button" onClick={() => void discardDeadLetter(id)}>
            Yes, discard
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <div className="systems-sync__actions">
          <button
            type="button"
            className="button"
            onClick={() => void retryDeadLetter(id).then((moved) => moved && requestReplay())}
          >
            Retry
          </button>
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            Discard
          </button>
        </div>
      )}
    </li>
  );
}

/** The sync engine's status on /systems: records waiting, the last successful sync, and any dead letters. */
export function SyncStatusSection() {
  const status = useSyncStatus();
  const letters = useDeadLetters();
  const byKind = Object.entries(status.waitingByKind) as [string, number][];
  return (
    <section aria-labelledby="systems-sync-heading">
      <h2 id="systems-sync-heading">Sync</h2>
      {!status.loaded ? (
        <p>Loading...</p>
      ) : (
        <>
          <div className="systems-sync__summary">
            {describeSyncStatus(status).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <table className="systems__table" aria-label="Sync">
            <tbody>
              <tr>
                <th scope="row">Storage</th>
                <td>{status.storageLabel}</td>
              </tr>
              <tr>
                <th scope="row">Records waiting</th>
                <td>{status.waiting.toLocaleString('en-US')}</td>
              </tr>
              {byKind.map(([kind, count]) => (
                <tr key={kind}>
                  <th scope="row">{`Waiting: ${kindLabel(kind)}`}</th>
                  <td>{count.toLocaleString('en-US')}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Last successful sync</th>
                <td>{status.lastSuccessAt ? formatWhen(status.lastSuccessAt) : 'not yet'}</td>
              </tr>
              <tr>
                <th scope="row">Not accepted (dead letters)</th>
                <td>{status.deadLetters.toLocaleString('en-US')}</td>
              </tr>
            </tbody>
          </table>
          <div className="systems__actions">
            <button type="button" className="button" onClick={requestReplay} disabled={status.waiting === 0 || !status.online}>
              Send now
            </button>
            {letters && letters.length > 1 ? (
              <button type="button" className="button" onClick={() => void retryAllDeadLetters().then(requestReplay)}>
                Retry all not accepted
              </button>
            ) : null}
          </div>
          {letters && letters.length > 0 ? (
            <>
              <h2>Records the server did not accept</h2>
              <p>
                These are kept on this device. Retry sends one again (for example after an update of the app);
                Discard stops trying, and the record stays here.
              </p>
              <ul className="systems-sync__letters">
                {letters.map((letter) => (
                  <DeadLetter key={letter.id} letter={letter} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
