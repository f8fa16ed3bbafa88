import { useStorageMode } from '@/config/use-storage-mode';
import { Plain } from '@/lib/plain-language';
import { PanelSyncStatus } from '../PanelSyncStatus';

/** The panel's 'Storage and sync' group: where the settings are kept, and the sync status (its links close the panel). */
export function StorageSettings({ titleId, onNavigate }: { titleId: string; onNavigate: () => void }) {
  const { label: storageLabel, mode: storageMode } = useStorageMode();
  return (
    <section className="a11y-panel__group" aria-labelledby={`${titleId}-storage`}>
      <h3 id={`${titleId}-storage`}>
        <Plain standard="Storage and sync" plain="Where things are kept and sent" />
      </h3>
      <p className="a11y-storage">
        <strong className="a11y-storage__mode" data-storage-mode={storageMode}>
          {storageLabel}
        </strong>{' '}
        {storageMode === 'database' ? (
          <Plain
            standard="Saved in this browser and copied to this site's database. Audio settings stay on this device."
            plain="Saved on this device and on this site's database. Audio settings stay on this device."
          />
        ) : (
          <Plain standard="Saved in this browser, on this device only." plain="Saved only on this device." />
        )}
      </p>
      <PanelSyncStatus onNavigate={onNavigate} />
    </section>
  );
}
