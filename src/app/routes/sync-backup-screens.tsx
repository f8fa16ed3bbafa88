/**
 * The screens that carry the sync and backup section (src/features/encrypted-sync): /systems and Your reflections'
 * data settings. Features never import each other, so the app places the section in each. It loads in its own chunk
 * once the page has hydrated: its cryptography and QR drawing stay out of the prerendered page's first load.
 */
import { lazy, Suspense } from 'react';
import { ReflectionsPage } from '@/features/insight/components/ReflectionsPage';
import { SystemsPage } from '@/features/systems/components/SystemsPage';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { useHydrated } from '@/lib/use-hydrated';

const SyncBackupSection = lazy(() =>
  importWithTimeout(() => import('@/features/encrypted-sync/components/SyncBackupSection'), 'sync-backup').then((module) => ({ default: module.SyncBackupSection })),
);

function SyncBackup({ headingLevel }: { headingLevel: 2 | 3 }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SyncBackupSection headingLevel={headingLevel} />
    </Suspense>
  );
}

export function SystemsScreen() {
  return <SystemsPage syncBackup={<SyncBackup headingLevel={2} />} />;
}

export function ReflectionsScreen() {
  return <ReflectionsPage syncBackup={<SyncBackup headingLevel={3} />} />;
}
