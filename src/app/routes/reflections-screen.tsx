/** Your reflections with the sync and backup section in its data settings (its own chunk, apart from /systems). */
import { AppLockSettings } from '@/features/app-lock/components/AppLockSettings';
import { ReflectionsPage } from '@/features/insight/components/ReflectionsPage';
import { SyncBackup } from './sync-backup-slot';

export function ReflectionsScreen() {
  return (
    <ReflectionsPage
      syncBackup={
        <>
          <AppLockSettings headingLevel={3} />
          <SyncBackup headingLevel={3} />
        </>
      }
    />
  );
}
