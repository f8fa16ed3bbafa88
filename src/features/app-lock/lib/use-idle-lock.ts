/**
 * Locks after the chosen minutes without input, and when the page comes back after being hidden that long (docs
 * app-lock.md, section 6). Timers are throttled in a hidden tab, so the time is checked again when it shows.
 */
import { useEffect } from 'react';
import { readIdleMinutes } from './idle-choice';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_EVERY_MS = 5_000;

export function useIdleLock(active: boolean, lock: () => void): void {
  useEffect(() => {
    if (!active) return;
    let lastInput = Date.now();
    let hiddenAt: number | null = document.hidden ? Date.now() : null;
    const limitMs = () => readIdleMinutes() * 60_000;
    const noteInput = () => {
      lastInput = Date.now();
    };
    const check = () => {
      const now = Date.now();
      if (now - lastInput >= limitMs() || (hiddenAt !== null && now - hiddenAt >= limitMs())) lock();
    };
    const onVisibility = () => {
      if (document.hidden) {
        hiddenAt = Date.now();
        return;
      }
      check();
      hiddenAt = null;
      lastInput = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, noteInput, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, noteInput, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
    };
  }, [active, lock]);
}
