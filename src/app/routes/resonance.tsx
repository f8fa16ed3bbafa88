import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';
import { NarrationOutlet } from './narration';

const ResonanceHome = lazyScreen(() => import('@/features/resonance/components/home/ResonanceHomePage'), 'ResonanceHomePage', 'resonance');
const Story = lazyScreen(() => import('@/features/resonance/components/stories/StoryPage'), 'StoryPage', 'resonance-story');
const Library = lazyScreen(() => import('@/features/resonance/components/library/LibraryPage'), 'LibraryPage', 'library');
const LibraryReading = lazyScreen(() => import('@/features/resonance/components/library/ReadingPage'), 'ReadingPage', 'library-reading');

/** Resonance: stories (the area home) and the library, whose readings can be read aloud. */
export const resonanceRoutes: RouteObject[] = [
  { path: 'resonance', element: <ResonanceHome /> },
  { element: <NarrationOutlet />, children: [{ path: 'resonance/stories/:storyId', element: <Story /> }] },
  {
    element: <NarrationOutlet />,
    children: [
      { path: 'resonance/library', element: <Library /> },
      { path: 'resonance/library/:readingId', element: <LibraryReading /> },
    ],
  },
];
