/**
 * "Lock now", one tap from every screen while the lock is on and open (placed in the header by the app), and the idle
 * lock that runs with it. Nothing shows while the lock is off, so the header is unchanged for everyone else.
 */
import { useCallback } from 'react';
import { useAppLockStatus } from '@/domains/app-lock/lock-status';
import { useIdleLock } from '../lib/use-idle-lock';
import '../styles/app-lock.css';

function lockNow(): void {
  // Loaded on demand: the header must not pull the database into the first load.
  void import('../lib/lock-actions').then(({ lockNowAndReload }) => lockNowAndReload());
}

export function LockNowButton() {
  const unlocked = useAppLockStatus() === 'unlocked';
  const lock = useCallback(lockNow, []);
  useIdleLock(unlocked, lock);
  if (!unlocked) return null;
  return (
    <button type="button" className="app-lock-now" onClick={lock}>
      <span aria-hidden="true">🔒</span> Lock now
    </button>
  );
}
