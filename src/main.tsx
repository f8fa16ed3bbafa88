import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadFallbackStylesheet } from './app/fallback-stylesheet';
import { createAppRouter } from './app/router';
import { watchForPersistentStorageMoments } from './features/pwa/data/persistent-storage';
import './styles/tokens.css';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);

void loadFallbackStylesheet();
watchForPersistentStorageMoments();
