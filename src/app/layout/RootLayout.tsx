import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/RouteErrorBoundary';
import { LoadingScreen } from '@/components/ui/LoadingScreen';
import { AppLockGate } from '@/features/app-lock/components/AppLockGate';
import { AccessibilityDock } from '@/features/accessibility/components/AccessibilityDock';
import { LiveAnnouncer } from '@/features/accessibility/components/LiveAnnouncer';
import { BehaviourTracker } from '@/features/feedback/components/BehaviourTracker';
import { FeedbackWidget } from '@/features/feedback/components/FeedbackWidget';
import { ReloadPrompt } from '@/features/pwa/components/ReloadPrompt';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { Footer } from './Footer';
import { Header } from './Header';
import { MinimalShell } from './MinimalShell';
import { StatusBanners } from './StatusBanners';
import { useRouteChange } from './use-route-change';

/**
 * 'Share anonymous usage events' (a feedback setting) sits beside the accessibility settings, as the spec asks.
 * Features never import each other, so the app hands it to the panel; it loads only when the panel opens.
 */
const UsageEventsToggle = lazy(() =>
  importWithTimeout(() => import('@/features/feedback/components/UsageEventsToggle'), 'usage-events-toggle').then(
    (module) => ({ default: module.UsageEventsToggle }),
  ),
);
const usageEventsSetting = <UsageEventsToggle />;
/**
 * The person's crisis card, shown on the lock screen when they chose it (features do not import each other). Loaded
 * when the lock screen shows it: imported here, it brought the database and its readers into every page's start,
 * evaluated in one long task before the page could answer a tap on a slow phone (issue 40). Its own boundary, so the
 * lock screen shows at once and the card a moment later. Should its chunk not load, the lock screen shows without the
 * card (its crisis help link stays) rather than an error in place of the lock screen.
 */
const NO_CARD: { default: ComponentType } = { default: () => null };
const MyCrisisCard = lazy(() =>
  importWithTimeout(() => import('@/features/crisis/components/MyCrisisCard'), 'my-crisis-card').then(
    (module): { default: ComponentType } => ({ default: module.MyCrisisCard }),
    () => NO_CARD,
  ),
);
const lockScreenCrisisCard = (
  <Suspense fallback={null}>
    <MyCrisisCard />
  </Suspense>
);

/** Rendered beside the screen inside its Suspense boundary: it mounts only once the screen itself has loaded. */
function RouteChangeEffects() {
  useRouteChange();
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <StatusBanners />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* Keyed by path: a new boundary shows 'Loading...' even inside the router's transition. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense key={pathname} fallback={<LoadingScreen />}>
            <AppLockGate crisisCard={lockScreenCrisisCard}>
              <Outlet />
              <RouteChangeEffects />
            </AppLockGate>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {/* The feedback invitation's place: in the flow after the screen, so it takes its own space and never covers a
          control or text (the widget puts it here; empty, it takes none). */}
      <div id="feedback-invitation" className="feedback-invitation" />
      <Footer />
      {/* The band the floating buttons sit in: opaque and full width, so on a phone the page scrolls above it, never
          under a button (global.css reserves its height below the footer and in the scroll padding). */}
      <div className="floating-bar" aria-hidden="true" />
      <AccessibilityDock extraSettings={usageEventsSetting} />
      <FeedbackWidget />
      <BehaviourTracker />
      <LiveAnnouncer />
      <ReloadPrompt />
    </div>
  );
}

/** Screens outside the main layout (/systems, /journey/{shareCode}): no footer or widgets, but still one step
 * from home and from crisis help. */
export function BareLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <MinimalShell>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <AppLockGate crisisCard={lockScreenCrisisCard}>
              <Outlet />
              <RouteChangeEffects />
            </AppLockGate>
          </Suspense>
        </RouteErrorBoundary>
      </MinimalShell>
      {/* No floating button here (spec section 2), but the shortcuts, voice navigation and read aloud still work. */}
      <AccessibilityDock withButton={false} extraSettings={usageEventsSetting} />
      <LiveAnnouncer />
      {/* A client's first visit is often a shared journey link: the service worker registers here too, so what they
          add works offline from then on. */}
      <ReloadPrompt />
    </>
  );
}
