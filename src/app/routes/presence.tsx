import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';
import { importInStages } from '@/lib/staged-import';

/** The area home evaluates the local database with Dexie, zod and the crisis lines besides its own code: one module
 * per task before it (in one task, 170-180 ms at 6x). */
const PresenceHome = lazyScreen(
  () =>
    importInStages(
      [() => import('@/db/database'), () => import('@contract/json-values'), () => import('@/content/crisis-lines')],
      () => import('@/features/presence/components/home/PresenceHomePage'),
    ),
  'PresenceHomePage',
  'presence',
);
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
