import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { loadFallbackStylesheet } from './app/fallback-stylesheet';
import { AppProviders } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { startAccessibility } from './features/accessibility/start';
import { watchForPersistentStorageMoments } from './db/persistent-storage';
import { preloadOf } from './lib/lazy-with-timeout';
import { startDeferredWorkNow, whenIdle } from './lib/when-idle';
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
// The sync engine brings the local database (Dexie) with it, and nothing on the first screen needs it (every record
// is already safe in the outbox; the replayer only sends copies): it starts once the page has loaded and the browser
// is idle, within 3 s, so loading stays free of long tasks, or at once when the person starts writing something.
whenIdle(() => void import('./sync/start-sync').then(({ startSync }) => startSync()), 3000);
const WRITE_EVENTS = ['input', 'change', 'submit'] as const;
const startOnWrite = () => {
  startDeferredWorkNow();
  for (const type of WRITE_EVENTS) document.removeEventListener(type, startOnWrite, true);
};
for (const type of WRITE_EVENTS) document.addEventListener(type, startOnWrite, true);
