import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { plannedRoute } from './planned';

/** The codex: psychoeducation sections with quizzes and spaced review. */
export const codexRoutes: RouteObject[] = [
  plannedRoute({
    path: 'presence/codex',
    title: 'Codex',
    description: 'Short learning sections about how minds work, each with a quiz, that you can take at your own pace.',
    back: { to: paths.presence, label: 'Back to Presence' },
  }),
];
