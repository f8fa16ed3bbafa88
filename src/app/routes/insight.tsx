import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';

const Trails = lazyScreen(() => import('./planned/TrailsPage'), 'TrailsPage', 'trails');
const Trail = lazyScreen(() => import('./planned/TrailPage'), 'TrailPage', 'trail');
const Tools = lazyScreen(() => import('./planned/ToolsPage'), 'ToolsPage', 'tools');
const Tool = lazyScreen(() => import('./planned/ToolPage'), 'ToolPage', 'tool');
const Journeys = lazyScreen(() => import('./planned/JourneysPage'), 'JourneysPage', 'journeys');
const Imaginarium = lazyScreen(() => import('./planned/ImaginariumPage'), 'ImaginariumPage', 'imaginarium');
const Activity = lazyScreen(() => import('./planned/ActivityPage'), 'ActivityPage', 'activity');
const Flow = lazyScreen(() => import('./planned/FlowPage'), 'FlowPage', 'flow');

/** Insight and guided flows: every screen its own lazy chunk. */
export const insightRoutes: RouteObject[] = [
  { path: 'insight/trails', element: <Trails /> },
  { path: 'insight/trails/:trail', element: <Trail /> },
  { path: 'insight/tools', element: <Tools /> },
  { path: 'insight/tools/:toolId', element: <Tool /> },
  { path: 'insight/journeys', element: <Journeys /> },
  { path: 'insight/imaginarium', element: <Imaginarium /> },
  { path: 'insight/imaginarium/:activityId', element: <Activity /> },
  { path: 'flow/:flowId', element: <Flow /> },
];
