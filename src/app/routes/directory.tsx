import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';

const Directory = lazyScreen(() => import('@/features/directory/components/DirectoryPage'), 'DirectoryPage', 'directory');

/** The public therapist directory (spec section 3): verified listings, readable offline from the device's copy. */
export const directoryRoutes: RouteObject[] = [{ path: 'directory', element: <Directory /> }];
