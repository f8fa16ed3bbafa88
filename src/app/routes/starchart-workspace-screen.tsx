/** Star Chart's workspace with the sync and backup section (one account per device: the person's data and the charts). */
import { WorkspacePage } from '@/features/starchart/components/WorkspacePage';
import { SyncBackup } from './sync-backup-slot';

export function StarChartWorkspaceScreen() {
  return <WorkspacePage syncBackup={<SyncBackup headingLevel={2} />} />;
}
