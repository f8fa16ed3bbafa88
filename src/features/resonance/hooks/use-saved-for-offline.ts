import { useEffect, useState } from 'react';

type OfflineState = 'checking' | 'saved' | 'not-yet' | 'unsupported';

/**
 * Whether this page is in the service worker's precache, which holds every prerendered page with the app's code and
 * is installed all at once (a page in it means everything it needs is there). Asked of the Cache API, so the screen
 * says what is true on this device, not what should be.
 */
async function isPageSavedForOffline(pathname: string): Promise<boolean> {
  // The precache keeps /a/b as a/b.html, with a revision in the query.
  const match = await caches.match(`${pathname}.html`, { ignoreSearch: true });
  return match !== undefined;
}

export function useSavedForOffline(pathname: string): OfflineState {
  const [state, setState] = useState<OfflineState>('checking');

  useEffect(() => {
    if (!('caches' in window) || !('serviceWorker' in navigator)) {
      setState('unsupported');
      return;
    }
    let cancelled = false;
    const check = () =>
      isPageSavedForOffline(pathname).then(
        (saved) => {
          if (!cancelled) setState(saved ? 'saved' : 'not-yet');
        },
        () => {
          if (!cancelled) setState('not-yet');
        },
      );
    void check();
    // The first visit installs the service worker while the person reads: look again once it is in control.
    void navigator.serviceWorker.ready.then(check);
    navigator.serviceWorker.addEventListener('controllerchange', check);
    return () => {
      cancelled = true;
      navigator.serviceWorker.removeEventListener('controllerchange', check);
    };
  }, [pathname]);

  return state;
}
