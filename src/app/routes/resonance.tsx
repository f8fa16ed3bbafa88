import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';
import { paths } from '@/lib/paths';
import { plannedRoute } from './planned';

const ResonanceHome = lazyScreen(() => import('@/features/info/components/AreaHomePage'), 'ResonanceHomePage', 'resonance');

/** Resonance: stories (the area home) and the library. */
export const resonanceRoutes: RouteObject[] = [
  { path: 'resonance', element: <ResonanceHome /> },
  plannedRoute({
    path: 'resonance/library',
    title: 'Library',
    description: 'Books and stories chosen for people working on their mental wellbeing.',
    back: { to: paths.resonance, label: 'Back to Resonance' },
  }),
];
