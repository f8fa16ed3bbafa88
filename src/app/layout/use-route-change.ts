import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { getSessionId } from '@/db/session';

/**
 * On every route change: scroll to the top, move focus to the main region (so screen-reader and keyboard users
 * start at the new content, not at the link they left), and record the path in this session's history.
 */
export function useRouteChange(): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
    } else {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    // Dexie loads after the first paint, keeping it out of the initial bundle.
    void import('@/db/navigation-history').then(({ recordNavigation }) => recordNavigation(getSessionId(), pathname));
  }, [pathname]);
}
