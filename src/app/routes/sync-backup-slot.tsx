/**
 * The sync and backup section (src/features/encrypted-sync) as a slot for the screens that carry it: /systems, Your
 * reflections' data settings and Star Chart's workspace (one account per device serves the person's data and the
 * charts). Features never import each other, so the app places the section in each. It loads in its own chunk once
 * the page has hydrated: its cryptography and QR drawing stay out of the prerendered page's first load.
 */
import { lazy, Suspense } from 'react';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { useHydrated } from '@/lib/use-hydrated';

const SyncBackupSection = lazy(() =>
  importWithTimeout(() => import('@/features/encrypted-sync/components/SyncBackupSection'), 'sync-backup').then((module) => ({ default: module.SyncBackupSection })),
);

export function SyncBackup({ headingLevel }: { headingLevel: 2 | 3 }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SyncBackupSection headingLevel={headingLevel} />
    </Suspense>
  );
}
