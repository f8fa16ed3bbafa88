import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { plannedRoute } from './planned';

/** Resonance's moderated community. */
export const communityRoutes: RouteObject[] = [
  plannedRoute({
    path: 'resonance/community',
    title: 'Community',
    description: 'Stories shared by people in the Better Minds community, moderated before they appear.',
    back: { to: paths.resonance, label: 'Back to Resonance' },
  }),
];
