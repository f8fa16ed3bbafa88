import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadFallbackStylesheet } from './app/fallback-stylesheet';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startAccessibility } from './features/accessibility/start';
import { watchForPersistentStorageMoments } from './features/pwa/data/persistent-storage';
import './styles/tokens.css';
import './styles/global.css';

// Before the first render, so React's first paint matches what public/boot.js painted.
startAccessibility();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);

void loadFallbackStylesheet();
watchForPersistentStorageMoments();
// The sync engine (src/sync) replays the outbox. It starts at once, in its own chunk; it brings the local database
// with it before the first screen is shown (README, bench figures: moving it after the first screen is open work).
void import('./sync/start-sync').then(({ startSync }) => startSync());
