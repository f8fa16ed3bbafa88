import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';

const CodexLayout = lazyScreen(() => import('@/features/presence/components/codex/CodexLayout'), 'CodexLayout', 'codex-layout');
const Codex = lazyScreen(() => import('@/features/presence/components/codex/CodexPage'), 'CodexPage', 'codex');
const CodexSection = lazyScreen(() => import('@/features/presence/components/codex/CodexSectionPage'), 'CodexSectionPage', 'codex-section');

/** The codex: psychoeducation sections with quizzes and spaced review. */
export const codexRoutes: RouteObject[] = [
  {
    path: 'presence/codex',
    element: <CodexLayout />,
    children: [
      { index: true, element: <Codex /> },
      { path: ':sectionId', element: <CodexSection /> },
    ],
  },
];
