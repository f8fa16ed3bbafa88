import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';
import { paths } from '@/lib/paths';
import { plannedRoute } from './planned';

const PresenceHome = lazyScreen(() => import('@/features/presence/components/home/PresenceHomePage'), 'PresenceHomePage', 'presence');
const Hearthlink = lazyScreen(() => import('@/features/presence/components/hearthlink/HearthlinkPage'), 'HearthlinkPage', 'hearthlink');

/** Presence: support right now (the area home), the forge, its wizard and Hearthlink. */
export const presenceRoutes: RouteObject[] = [
  { path: 'presence', element: <PresenceHome /> },
  plannedRoute({
    path: 'presence/forge',
    title: 'Forge',
    description: 'A workshop for building your own support: your plan, your people and the tools that help you.',
    back: { to: paths.presence, label: 'Back to Presence' },
  }),
  plannedRoute({
    path: 'presence/forge/wizard',
    title: 'Forge wizard',
    description: 'A step-by-step guide through the forge, one question at a time.',
    back: { to: paths.forge, label: 'Back to the forge' },
  }),
  { path: 'presence/forge/hearthlink', element: <Hearthlink /> },
];
