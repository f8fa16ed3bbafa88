/**
 * While the lock is on and locked, every screen but crisis help shows the lock screen instead of its content (docs
 * app-lock.md, section 7). The header, with its crisis link, and the accessibility button stay around it.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/LoadingScreen';
import { refreshAppLockStatus, useAppLockStatus } from '@/domains/app-lock/lock-status';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { paths } from '@/lib/paths';
import { whenPageSettled } from '@/lib/when-idle';

const LockScreen = lazy(() => importWithTimeout(() => import('./LockScreen'), 'lock-screen').then((module) => ({ default: module.LockScreen })));

/** Paths that open while locked: content, never the person's data. */
const OPEN_WHILE_LOCKED: readonly string[] = [paths.crisisHelp];

export function AppLockGate({ children, crisisCard }: { children: ReactNode; crisisCard: ReactNode }) {
  const status = useAppLockStatus();
  const { pathname } = useLocation();
  useEffect(
    // The database's own word, once the page has settled (a device whose mirror was cleared still locks).
    () => whenPageSettled(() => void refreshAppLockStatus().catch((error: unknown) => console.warn('Could not read the app lock', error))),
    [],
  );
  if (status !== 'locked' || OPEN_WHILE_LOCKED.includes(pathname)) return <>{children}</>;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LockScreen crisisCard={crisisCard} />
    </Suspense>
  );
}
