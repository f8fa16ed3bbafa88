/** Your reflections with the sync and backup section in its data settings (its own chunk, apart from /systems). */
import { ReflectionsPage } from '@/features/insight/components/ReflectionsPage';
import { SyncBackup } from './sync-backup-slot';

export function ReflectionsScreen() {
  return <ReflectionsPage syncBackup={<SyncBackup headingLevel={3} />} />;
}
