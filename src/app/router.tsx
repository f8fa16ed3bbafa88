import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/RouteErrorBoundary';
import { lazyScreen } from '@/lib/lazy-with-timeout';
import { importInStages } from '@/lib/staged-import';
import { BareLayout, RootLayout } from './layout/RootLayout';
import { adminRoutes } from './routes/admin';
import { directoryRoutes } from './routes/directory';
import { insightRoutes } from './routes/insight';
import { bookRoutes } from './routes/books';
import { codexRoutes } from './routes/codex';
import { communityRoutes } from './routes/community';
import { presenceRoutes } from './routes/presence';
import { resonanceRoutes } from './routes/resonance';
import { starChartRoutes } from './routes/starchart';

/* Every screen is its own lazy chunk, loaded with the 120 s timeout. */
const Home = lazyScreen(() => import('@/features/home/components/HomePage'), 'default', 'home');
const Brand = lazyScreen(() => import('@/features/info/components/BrandPage'), 'default', 'brand');
const About = lazyScreen(() => import('@/features/info/components/AboutPage'), 'default', 'about');
const WhoWeAre = lazyScreen(() => import('@/features/info/components/WhoWeArePage'), 'default', 'who-we-are');
const NotFound = lazyScreen(() => import('@/features/info/components/NotFoundPage'), 'NotFoundPage', 'not-found');
/** The crisis page's own card reads this device's database. Dexie is evaluated in a task of its own first: with the
 * page's chunk it made one task of 28 to 47 ms at 6x CPU slowdown on a returning phone, 24 ms of it Dexie's. */
const CrisisHelp = lazyScreen(
  () => importInStages([() => import('dexie')], () => import('@/features/crisis/components/CrisisHelpPage')),
  'default',
  'crisis-help',
);
const InsightHome = lazyScreen(() => import('@/features/info/components/AreaHomePage'), 'InsightHomePage', 'insight');
const SharedJourney = lazyScreen(() => import('@/features/journey/components/SharedJourneyPage'), 'default', 'shared-journey');
const Systems = lazyScreen(() => import('./routes/systems-screen'), 'SystemsScreen', 'systems');

/**
 * The spec's route table (section 2); aliases share one element. Rendered by `AppRoutes` inside a declarative router
 * (BrowserRouter in the page, StaticRouter in the prerender): no route has a loader, and the data router's code was
 * 17 KB gzip of the first load. A screen's error is caught by the layout's RouteErrorBoundary.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, element: <Home /> },
          { path: 'brand-v1', element: <Brand /> },
          { path: 'insight', element: <InsightHome /> },
          ...insightRoutes,
          ...presenceRoutes,
          ...codexRoutes,
          ...resonanceRoutes,
          ...communityRoutes,
          ...bookRoutes,
          { path: 'crisis-help', element: <CrisisHelp /> },
          { path: 'about', element: <About /> },
          { path: 'who-we-are', element: <WhoWeAre /> },
          ...adminRoutes,
          ...starChartRoutes,
          ...directoryRoutes,
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  {
    element: <BareLayout />,
    children: [
      { path: 'systems', element: <Systems /> },
      // A prescription a therapist shared by link or code: opened from outside the app, so no main layout.
      { path: 'journey/:shareCode', element: <SharedJourney /> },
    ],
  },
];

/** The app's screens for the location of the router around it; an error of a layout itself shows the error view. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
