import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';

/** A screen of the spec whose capability is not built yet. */
export interface PlannedScreenEntry {
  /** The route pattern, relative to the layout. */
  path: string;
  title: string;
  /** One honest line: what this screen will hold. */
  description: string;
  back: { to: string; label: string };
}

/* One lazy chunk for every planned screen: the component is shared, only the text differs. */
const PlannedScreen = lazyScreen(() => import('@/components/ui/PlannedScreen'), 'PlannedScreen', 'planned');

/** The route of a screen not built yet: its heading and an honest line, nothing that pretends to work. */
export function plannedRoute({ path, title, description, back }: PlannedScreenEntry): RouteObject {
  return { path, element: <PlannedScreen title={title} description={description} back={back} /> };
}
