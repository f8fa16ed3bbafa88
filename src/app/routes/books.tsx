import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { plannedRoute } from './planned';

/** Book submission, and its status by receipt code. */
export const bookRoutes: RouteObject[] = [
  plannedRoute({
    path: 'resonance/submit',
    title: 'Submit a book',
    description: 'A form to recommend a book to the Resonance library.',
    back: { to: paths.resonance, label: 'Back to Resonance' },
  }),
];
