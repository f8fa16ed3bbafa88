import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { config } from '@/config/env';
import { flagNames, flagVariableName } from '@/config/flags';
import { useStorageMode } from '@/config/use-storage-mode';
import { requestPersistentStorage } from '@/db/persistent-storage';
import { usePageTitle } from '@/lib/use-page-title';
import { useSyncStatus } from '@/sync/use-sync-status';
import { formatBytes, readDiagnostics, type Diagnostics } from '../data/read-diagnostics';
import { SyncStatusSection } from './SyncStatusSection';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}

/**
 * /systems, outside the main layout: what this device's copy of Better Minds is doing. `syncBackup` is the sync and
 * backup section, another feature's, placed here by the app (features do not import each other).
 */
export function SystemsPage({ syncBackup = null }: { syncBackup?: ReactNode } = {}) {
  usePageTitle('System status');
  const { label } = useStorageMode();
  const [diagnostics, setDiagnostics] = useState<Diagnostics | null>(null);

  const refresh = useCallback(() => {
    void readDiagnostics().then(setDiagnostics);
  }, []);
  useEffect(refresh, [refresh]);

  // Live, like the sync section below: the count follows the replay instead of the moment the page opened.
  const { waiting } = useSyncStatus();

  return (
      <article className="systems">
        <h1>System status</h1>
        <p>What this copy of Better Minds is doing on this device. Nothing on this page is sent anywhere.</p>
        {diagnostics === null ? (
          <p role="status">Loading...</p>
        ) : (
          <>
            <table className="systems__table" aria-label="App and storage">
              <tbody>
                <Row label="App version" value={`${diagnostics.version} (built ${diagnostics.buildTime})`} />
                <Row label="Service worker" value={diagnostics.serviceWorker} />
                <Row
                  label="Precache (for offline use)"
                  value={
                    diagnostics.precache
                      ? `${diagnostics.precache.entries} files, ${formatBytes(diagnostics.precache.bytes)}`
                      : 'not available in this browser'
                  }
                />
                <Row
                  label="Storage used"
                  value={
                    diagnostics.storage
                      ? `${formatBytes(diagnostics.storage.usage)} of ${formatBytes(diagnostics.storage.quota)} available`
                      : 'not reported by this browser'
                  }
                />
                <Row
                  label="Persistent storage"
                  value={
                    diagnostics.persisted === null
                      ? 'not supported'
                      : diagnostics.persisted
                        ? 'yes: the browser will not clear this data on its own'
                        : 'no: the browser may clear this data when the device runs low on space'
                  }
                />
                <Row label="Storage mode" value={label} />
                <Row label="Unsynced records" value={String(waiting)} />
              </tbody>
            </table>
            <div className="systems__actions">
              <button type="button" className="button" onClick={refresh}>
                Refresh
              </button>
              {diagnostics.persisted === false ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => void requestPersistentStorage().then(refresh)}
                >
                  Ask the browser to keep my data
                </button>
              ) : null}
            </div>
          </>
        )}
        <SyncStatusSection />
        {syncBackup}
        <h2>Feature flags</h2>
        <table className="systems__table" aria-label="Feature flags">
          <thead>
            <tr>
              <th scope="col">Flag</th>
              <th scope="col">Build variable</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {flagNames.map((name) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <code>REACT_APP_{flagVariableName(name)}</code>
                </td>
                <td>{config.flags[name] ? 'on' : 'off'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </article>
  );
}
