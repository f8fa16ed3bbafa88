import { useMemo } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { useAudioMode } from '@/features/accessibility/audio/audio-mode';
import { NarrationProvider, type Narrator } from '@/features/insight/narration';
import { lazyScreen } from '@/lib/lazy-with-timeout';

const Trails = lazyScreen(() => import('@/features/insight/components/TrailsPage'), 'TrailsPage', 'trails');
const Trail = lazyScreen(() => import('@/features/insight/components/TrailPage'), 'TrailPage', 'trail');
const Tools = lazyScreen(() => import('@/features/insight/components/ToolsPage'), 'ToolsPage', 'tools');
const Tool = lazyScreen(() => import('@/features/insight/components/ToolPage'), 'ToolPage', 'tool');
const Journeys = lazyScreen(() => import('@/features/insight/components/JourneysPage'), 'JourneysPage', 'journeys');
const Imaginarium = lazyScreen(() => import('@/features/insight/components/ImaginariumPage'), 'ImaginariumPage', 'imaginarium');
const Activity = lazyScreen(() => import('@/features/insight/components/ActivityPage'), 'ActivityPage', 'activity');
const Flow = lazyScreen(() => import('@/features/insight/components/FlowPage'), 'FlowPage', 'flow');
const Reflections = lazyScreen(() => import('@/features/insight/components/ReflectionsPage'), 'ReflectionsPage', 'reflections');

/**
 * Insight speaks through the accessibility feature's audio mode (features do not import each other, so the app
 * connects them): breathing cues and imagery are narrated when audio mode is on and the browser can speak.
 */
function InsightNarration() {
  const audioMode = useAudioMode();
  const narrator = useMemo<Narrator>(
    () => ({
      enabled: audioMode && typeof window !== 'undefined' && 'speechSynthesis' in window,
      // The speech code loads on first use, keeping it out of the first bundle.
      speak: (text) =>
        import('@/features/accessibility/audio/audio-settings-store').then(({ speakWithSettings }) => speakWithSettings(text)),
      stop: () => {
        if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
      },
    }),
    [audioMode],
  );
  return (
    <NarrationProvider value={narrator}>
      <Outlet />
    </NarrationProvider>
  );
}

/** Insight and guided flows: every screen its own lazy chunk. */
export const insightRoutes: RouteObject[] = [
  {
    element: <InsightNarration />,
    children: [
      { path: 'insight/trails', element: <Trails /> },
      { path: 'insight/trails/:trail', element: <Trail /> },
      { path: 'insight/tools', element: <Tools /> },
      { path: 'insight/tools/:toolId', element: <Tool /> },
      { path: 'insight/journeys', element: <Journeys /> },
      { path: 'insight/imaginarium', element: <Imaginarium /> },
      { path: 'insight/imaginarium/:activityId', element: <Activity /> },
      { path: 'insight/reflections', element: <Reflections /> },
      { path: 'flow/:flowId', element: <Flow /> },
    ],
  },
];
