import type { RouteObject } from 'react-router-dom';
import { loadToolContent } from '@/features/insight/data/load-tool-content';
import { lazyScreen } from '@/lib/lazy-with-timeout';
import { importInStages } from '@/lib/staged-import';
import { NarrationOutlet } from './narration';

const Trails = lazyScreen(() => import('@/features/insight/components/TrailsPage'), 'TrailsPage', 'trails');
const Trail = lazyScreen(() => import('@/features/insight/components/TrailPage'), 'TrailPage', 'trail');
const Tools = lazyScreen(() => import('@/features/insight/components/ToolsPage'), 'ToolsPage', 'tools');
/**
 * The tool page's chunk imports some 18 chunks of its own; Chromium requests every static import of a module in the
 * task that parses it, and 18 requests were one task of 44 to 65 ms (36 to 57 ms of thread time) at 6x CPU slowdown on
 * a returning phone (traced with every category: `ResourceFetcher::requestResource` about 2.8 ms each, with each
 * chunk's compilation inside). The measure and safety plan parts, with their chunks, load first, each in a task of
 * its own, so no one task requests them all (decision 0050).
 */
const Tool = lazyScreen(
  () =>
    importInStages(
      [() => import('@/features/insight/components/MeasureTool'), () => import('@/features/insight/components/tool-page/SafetyPlanTool')],
      () => import('@/features/insight/components/ToolPage'),
    ),
  'ToolPage',
  'tool',
  ({ toolId = '' }) => loadToolContent(toolId),
);
const Journeys = lazyScreen(() => import('@/features/insight/components/JourneysPage'), 'JourneysPage', 'journeys');
const Imaginarium = lazyScreen(() => import('@/features/insight/components/ImaginariumPage'), 'ImaginariumPage', 'imaginarium');
const Activity = lazyScreen(() => import('@/features/insight/components/ActivityPage'), 'ActivityPage', 'activity');
const Flow = lazyScreen(() => import('@/features/insight/components/FlowPage'), 'FlowPage', 'flow');
const Reminders = lazyScreen(() => import('./reminders-screen'), 'RemindersPage', 'reminders');
const Reflections = lazyScreen(() => import('./reflections-screen'), 'ReflectionsScreen', 'reflections');

/** Insight and guided flows: every screen its own lazy chunk; breathing cues and imagery are narrated in audio mode. */
export const insightRoutes: RouteObject[] = [
  {
    element: <NarrationOutlet />,
    children: [
      { path: 'insight/trails', element: <Trails /> },
      { path: 'insight/trails/:trail', element: <Trail /> },
      { path: 'insight/tools', element: <Tools /> },
      { path: 'insight/tools/:toolId', element: <Tool /> },
      { path: 'insight/journeys', element: <Journeys /> },
      { path: 'insight/imaginarium', element: <Imaginarium /> },
      { path: 'insight/imaginarium/:activityId', element: <Activity /> },
      { path: 'insight/reflections', element: <Reflections /> },
      { path: 'insight/reminders', element: <Reminders /> },
      { path: 'flow/:flowId', element: <Flow /> },
    ],
  },
];
