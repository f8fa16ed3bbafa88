import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';
import { paths } from '@/lib/paths';

/** A screen of the spec whose capability is not built yet. */
export interface PlannedScreenEntry {
  /** Route patterns, relative to the layout (aliases share the entry). */
  paths: readonly string[];
  title: string;
  /** One honest line: what this screen will hold. */
  description: string;
  back: { to: string; label: string };
  /** `bare`: outside the main layout (a page a visitor reaches from outside the app). */
  layout: 'main' | 'bare';
}

/**
 * Every screen not built yet, in one table. When an area lands, its entry is deleted here and its real route is
 * added to the router.
 */
export const plannedScreens: readonly PlannedScreenEntry[] = [
  {
    paths: ['presence/codex'],
    title: 'Codex',
    description: 'Short learning sections about how minds work, each with a quiz, that you can take at your own pace.',
    back: { to: paths.presence, label: 'Back to Presence' },
    layout: 'main',
  },
  {
    paths: ['presence/forge'],
    title: 'Forge',
    description: 'A workshop for building your own support: your plan, your people and the tools that help you.',
    back: { to: paths.presence, label: 'Back to Presence' },
    layout: 'main',
  },
  {
    paths: ['presence/forge/wizard'],
    title: 'Forge wizard',
    description: 'A step-by-step guide through the forge, one question at a time.',
    back: { to: paths.forge, label: 'Back to the forge' },
    layout: 'main',
  },
  {
    paths: ['presence/forge/hearthlink'],
    title: 'Hearthlink',
    description: 'Your trusted people, with call and text links and ready-made messages for when words are hard.',
    back: { to: paths.presence, label: 'Back to Presence' },
    layout: 'main',
  },
  {
    paths: ['resonance/submit'],
    title: 'Submit a book',
    description: 'A form to recommend a book to the Resonance library.',
    back: { to: paths.resonance, label: 'Back to Resonance' },
    layout: 'main',
  },
  {
    paths: ['resonance/library'],
    title: 'Library',
    description: 'Books and stories chosen for people working on their mental wellbeing.',
    back: { to: paths.resonance, label: 'Back to Resonance' },
    layout: 'main',
  },
  {
    paths: ['resonance/community'],
    title: 'Community',
    description: 'Stories shared by people in the Better Minds community, moderated before they appear.',
    back: { to: paths.resonance, label: 'Back to Resonance' },
    layout: 'main',
  },
];

/* One lazy chunk for every planned screen: the component is shared, only the table's text differs. */
const PlannedScreen = lazyScreen(() => import('@/components/ui/PlannedScreen'), 'PlannedScreen', 'planned');

/** The routes of the table's entries for one layout, each alias its own route with the same screen. */
export function plannedRoutes(layout: PlannedScreenEntry['layout']): RouteObject[] {
  return plannedScreens
    .filter((screen) => screen.layout === layout)
    .flatMap(({ paths: patterns, title, description, back }) =>
      patterns.map((path) => ({
        path,
        element: <PlannedScreen title={title} description={description} back={back} />,
      })),
    );
}
