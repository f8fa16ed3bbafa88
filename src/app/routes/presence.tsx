import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';
import { paths } from '@/lib/paths';
import { plannedRoute } from './planned';

const PresenceHome = lazyScreen(() => import('@/features/info/components/AreaHomePage'), 'PresenceHomePage', 'presence');
// TEMPORARY (h-ai branch, for its browser test): the AI tools after the existing home, in their own chunk; the
// rewritten Presence home mounts them at merge.
const AiTools = lazyScreen(() => import('@/features/presence/components/ai/AiTools'), 'AiTools', 'presence-ai-tools');
// Both chunks load (in parallel) before hydration, like any route's screen, so the prerendered page is adopted as is.
const PresenceHomeWithAiTools = Object.assign(
  function PresenceHomeWithAiTools() {
    return (
      <>
        <PresenceHome />
        <AiTools />
      </>
    );
  },
  { preload: () => Promise.all([PresenceHome.preload(), AiTools.preload()]) },
);

const Forge = lazyScreen(() => import('@/features/presence/components/forge/ForgePage'), 'ForgePage', 'forge');
const ForgeWizard = lazyScreen(() => import('@/features/presence/components/forge/ForgeWizardPage'), 'ForgeWizardPage', 'forge-wizard');

/** Presence: support right now (the area home), the forge, its wizard and Hearthlink. */
export const presenceRoutes: RouteObject[] = [
  { path: 'presence', element: <PresenceHomeWithAiTools /> },
  { path: 'presence/forge', element: <Forge /> },
  { path: 'presence/forge/wizard', element: <ForgeWizard /> },
  plannedRoute({
    path: 'presence/forge/hearthlink',
    title: 'Hearthlink',
    description: 'Your trusted people, with call and text links and ready-made messages for when words are hard.',
    back: { to: paths.presence, label: 'Back to Presence' },
  }),
];
