import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/LoadingScreen';
import { ReloadPrompt } from '@/features/pwa/components/ReloadPrompt';
import { Footer } from './Footer';
import { Header } from './Header';
import { MinimalShell } from './MinimalShell';
import { StatusBanners } from './StatusBanners';
import { useRouteChange } from './use-route-change';

export function RootLayout() {
  useRouteChange();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <StatusBanners />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ReloadPrompt />
    </div>
  );
}

/** Screens outside the main layout (/systems, /journey/{shareCode}): no footer or widgets, but still one step
 * from home and from crisis help. */
export function BareLayout() {
  useRouteChange();
  return (
    <MinimalShell>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </MinimalShell>
  );
}
