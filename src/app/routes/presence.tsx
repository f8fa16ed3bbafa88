import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';

const PresenceHome = lazyScreen(() => import('@/features/presence/components/home/PresenceHomePage'), 'PresenceHomePage', 'presence');
const Forge = lazyScreen(() => import('@/features/presence/components/forge/ForgePage'), 'ForgePage', 'forge');
const ForgeWizard = lazyScreen(() => import('@/features/presence/components/forge/ForgeWizardPage'), 'ForgeWizardPage', 'forge-wizard');
const Hearthlink = lazyScreen(() => import('@/features/presence/components/hearthlink/HearthlinkPage'), 'HearthlinkPage', 'hearthlink');

/** Presence: support right now with the AI tools (the area home), the forge, its wizard and Hearthlink. */
export const presenceRoutes: RouteObject[] = [
  { path: 'presence', element: <PresenceHome /> },
  { path: 'presence/forge', element: <Forge /> },
  { path: 'presence/forge/wizard', element: <ForgeWizard /> },
  { path: 'presence/forge/hearthlink', element: <Hearthlink /> },
];
