import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';

const Community = lazyScreen(() => import('@/features/resonance/components/community/CommunityPage'), 'CommunityPage', 'community');

/** Resonance's moderated community: posts and replies under pseudonyms, written offline too. */
export const communityRoutes: RouteObject[] = [{ path: 'resonance/community', element: <Community /> }];
