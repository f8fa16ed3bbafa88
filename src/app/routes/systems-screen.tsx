/** /systems with the sync and backup section in its slot (its own chunk: /systems loads no Reflections code). */
import { AppLockSettings } from '@/features/app-lock/components/AppLockSettings';
import { SystemsPage } from '@/features/systems/components/SystemsPage';
import { SyncBackup } from './sync-backup-slot';

export function SystemsScreen() {
  return (
    <SystemsPage
      syncBackup={
        <>
          <SyncBackup headingLevel={2} />
          <AppLockSettings headingLevel={2} />
        </>
      }
    />
  );
}
