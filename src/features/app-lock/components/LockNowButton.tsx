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
      <svg className="app-lock-now__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="app-lock-now__label">Lock now</span>
    </button>
  );
}
