import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorView } from '@/components/errors/RouteErrorView';
import { lazyScreen } from '@/lib/lazy-with-timeout';
import { BareLayout, RootLayout } from './layout/RootLayout';
import { adminRoutes } from './routes/admin';
import { insightRoutes } from './routes/insight';

/* Every screen is its own lazy chunk, loaded with the 120 s timeout. */
const Home = lazyScreen(() => import('@/features/home/components/HomePage'), 'default', 'home');
const Brand = lazyScreen(() => import('@/features/info/components/BrandPage'), 'default', 'brand');
const About = lazyScreen(() => import('@/features/info/components/AboutPage'), 'default', 'about');
const WhoWeAre = lazyScreen(() => import('@/features/info/components/WhoWeArePage'), 'default', 'who-we-are');
const NotFound = lazyScreen(() => import('@/features/info/components/NotFoundPage'), 'NotFoundPage', 'not-found');
const CrisisHelp = lazyScreen(() => import('@/features/crisis/components/CrisisHelpPage'), 'default', 'crisis-help');
const InsightHome = lazyScreen(() => import('@/features/info/components/AreaHomePage'), 'InsightHomePage', 'insight');
const PresenceHome = lazyScreen(() => import('@/features/info/components/AreaHomePage'), 'PresenceHomePage', 'presence');
const ResonanceHome = lazyScreen(() => import('@/features/info/components/AreaHomePage'), 'ResonanceHomePage', 'resonance');
const Systems = lazyScreen(() => import('@/features/systems/components/SystemsPage'), 'SystemsPage', 'systems');

const Codex = lazyScreen(() => import('./routes/planned/CodexPage'), 'CodexPage', 'codex');
const Forge = lazyScreen(() => import('./routes/planned/ForgePage'), 'ForgePage', 'forge');
const ForgeWizard = lazyScreen(() => import('./routes/planned/ForgeWizardPage'), 'ForgeWizardPage', 'forge-wizard');
const Hearthlink = lazyScreen(() => import('./routes/planned/HearthlinkPage'), 'HearthlinkPage', 'hearthlink');
const SubmitBook = lazyScreen(() => import('./routes/planned/SubmitBookPage'), 'SubmitBookPage', 'submit-book');
const Library = lazyScreen(() => import('./routes/planned/LibraryPage'), 'LibraryPage', 'library');
const Community = lazyScreen(() => import('./routes/planned/CommunityPage'), 'CommunityPage', 'community');
const Plans = lazyScreen(() => import('./routes/planned/PlansPage'), 'PlansPage', 'plans');
const SubscriptionSuccess = lazyScreen(
  () => import('./routes/planned/SubscriptionSuccessPage'),
  'SubscriptionSuccessPage',
  'subscription-success',
);
const Chart = lazyScreen(() => import('./routes/planned/ChartPage'), 'ChartPage', 'chart');
const ChartNew = lazyScreen(() => import('./routes/planned/ChartNewPage'), 'ChartNewPage', 'chart-new');
const Directory = lazyScreen(() => import('./routes/planned/DirectoryPage'), 'DirectoryPage', 'directory');
const ChartLogin = lazyScreen(() => import('./routes/planned/ChartLoginPage'), 'ChartLoginPage', 'chart-login');
const JourneyShare = lazyScreen(() => import('./routes/planned/JourneySharePage'), 'JourneySharePage', 'journey-share');

/** The spec's route table (section 2); aliases share one element. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          { index: true, element: <Home /> },
          { path: 'brand-v1', element: <Brand /> },
          { path: 'insight', element: <InsightHome /> },
          ...insightRoutes,
          { path: 'presence', element: <PresenceHome /> },
          { path: 'presence/codex', element: <Codex /> },
          { path: 'presence/forge', element: <Forge /> },
          { path: 'presence/forge/wizard', element: <ForgeWizard /> },
          { path: 'presence/forge/hearthlink', element: <Hearthlink /> },
          { path: 'resonance', element: <ResonanceHome /> },
          { path: 'resonance/submit', element: <SubmitBook /> },
          { path: 'resonance/library', element: <Library /> },
          { path: 'resonance/community', element: <Community /> },
          { path: 'plans', element: <Plans /> },
          { path: 'subscription/success', element: <SubscriptionSuccess /> },
          { path: 'crisis-help', element: <CrisisHelp /> },
          { path: 'about', element: <About /> },
          { path: 'who-we-are', element: <WhoWeAre /> },
          { path: 'chart', element: <Chart /> },
          { path: 'pro', element: <Chart /> },
          { path: 'chart/new', element: <ChartNew /> },
          { path: 'pro/prescription/new', element: <ChartNew /> },
          { path: 'directory', element: <Directory /> },
          ...adminRoutes,
          { path: 'chart/login', element: <ChartLogin /> },
          { path: 'pro/login', element: <ChartLogin /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  {
    element: <BareLayout />,
    errorElement: <RouteErrorView />,
    children: [
      { path: 'systems', element: <Systems /> },
      { path: 'journey/:shareCode', element: <JourneyShare /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
