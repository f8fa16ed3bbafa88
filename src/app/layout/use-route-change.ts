import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getSessionId } from '@/db/session';
import { announceRouteChange } from '@/features/accessibility/lib/route-announcement';
import { markFirstScreenShown, whenPageSettled } from '@/lib/when-idle';

// Module-level: the effect's host remounts with every screen (its Suspense boundary is keyed by path). Focus moves
// only once the person has navigated away from the page they landed on, even if that first screen was still loading.
const landingPath = typeof location === 'undefined' ? '/' : location.pathname;
let hasNavigated = false;

/** Focus goes to the screen's main heading (made focusable for this, not a tab stop), else to the main region. */
function focusMainHeading(): void {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  } else main?.focus({ preventScroll: true });
}

/**
 * On every route change (not on the screen landed on): scroll to the top, move focus to the main heading (so screen-reader and keyboard users
 * start at the new content, not at the link they left), announce the new page title politely, and record the path
 * in this session's history. Used inside the Suspense boundary, so it runs when the new screen is actually on view
 * (after the screen's own effects, so document.title is already the new one).
 */
export function useRouteChange(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    markFirstScreenShown();
    // Not on the screen the person landed on: a prerendered page was theirs to scroll before the app started, and a
    // jump to the top then moved what they were tapping from under their finger (issue 40).
    if (hasNavigated || pathname !== landingPath) {
      hasNavigated = true;
      window.scrollTo(0, 0);
      focusMainHeading();
      announceRouteChange(document.title);
    }
    // Not about the screen: Dexie loads once the page has settled, off the first screen's critical path.
    whenPageSettled(() => {
      void import('@/db/navigation-history').then(({ recordNavigation }) => recordNavigation(getSessionId(), pathname));
    });
  }, [pathname]);
}
