import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getSessionId } from '@/db/session';
import { markFirstScreenShown, whenIdle } from '@/lib/when-idle';

// Module-level: the effect's host remounts with every screen (its Suspense boundary is keyed by path). Focus moves
// only once the person has navigated away from the page they landed on, even if that first screen was still loading.
const landingPath = typeof location === 'undefined' ? '/' : location.pathname;
let hasNavigated = false;

/**
 * On every route change: scroll to the top, move focus to the main region (so screen-reader and keyboard users
 * start at the new content, not at the link they left), and record the path in this session's history.
 * Used inside the Suspense boundary, so it runs when the new screen is actually on view.
 */
export function useRouteChange(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
    markFirstScreenShown();
    if (hasNavigated || pathname !== landingPath) {
      hasNavigated = true;
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    // Dexie loads once the browser is idle, keeping it off the first screen's critical path.
    whenIdle(() => {
      void import('@/db/navigation-history').then(({ recordNavigation }) => recordNavigation(getSessionId(), pathname));
    });
  }, [pathname]);
}
