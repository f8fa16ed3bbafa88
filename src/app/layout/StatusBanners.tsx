import { useSyncExternalStore } from 'react';
import { clearStorageProblem, getStorageProblem, subscribeStorageProblem } from '@/db/storage-health';
import { useOnline } from '@/lib/use-online';

/** Calm, single place for connection and storage state. */
export function StatusBanners() {
  const online = useOnline();
  const problem = useSyncExternalStore(subscribeStorageProblem, getStorageProblem, () => null);
  return (
    <div className="status-banners">
      <div role="status" className="status-banner status-banner--offline" hidden={online}>
        {online ? null : 'You are offline. Everything still works, and what you do is saved on this device.'}
      </div>
      {problem ? (
        <div role="alert" className="status-banner status-banner--storage">
          <p>{problem.message}</p>
          <button type="button" onClick={clearStorageProblem}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
