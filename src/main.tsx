import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { loadFallbackStylesheet } from './app/fallback-stylesheet';
import { AppProviders } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { startAccessibility } from './features/accessibility/start';
import { watchForPersistentStorageMoments } from './db/persistent-storage';
import { preloadOf } from './lib/lazy-with-timeout';
import './styles/tokens.css';
import './styles/global.css';

// Before the first render, so React's first paint matches what public/boot.js painted.
startAccessibility();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>
);

if (container.firstElementChild) {
  // A prerendered page (scripts/prerender): its screen's chunk loads first, so hydration adopts the HTML in one pass
  // instead of suspending on the lazy screen. A chunk that fails to load shows its error view once rendered.
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matched.map(({ route }) => preloadOf(route.element)?.().catch(() => undefined)));
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}

void loadFallbackStylesheet();
watchForPersistentStorageMoments();
/**
 * Runs `work` once the first screen's heading is on view and the browser is idle, or after 3 s at the latest. The
 * sync engine waits for this: it brings the local database (Dexie) with it, and nothing on the first screen needs it
 * (every record is already safe in the outbox; the replayer only sends copies).
 */
function afterFirstScreen(work: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    window.clearTimeout(latest);
    // Safari has no requestIdleCallback.
    const idle = (window as Partial<Window>).requestIdleCallback;
    if (idle) idle.call(window, () => work(), { timeout: 1000 });
    else window.setTimeout(work, 0);
  };
  const observer = new MutationObserver(() => {
    if (document.querySelector('main h1')) start();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const latest = window.setTimeout(start, 3000);
}
afterFirstScreen(() => void import('./sync/start-sync').then(({ startSync }) => startSync()));
