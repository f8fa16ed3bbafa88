import type { ReactElement } from 'react';
import { silentNarrator, type Narrator } from '@/lib/narration';
import { renderApp } from './render-app';

export interface ReadingScreenOptions {
  plain?: boolean;
  /** Silent unless a test listens to what is read aloud. */
  narrator?: Narrator;
}

/**
 * Renders a reading screen test's routes at `path` through renderApp, Plain Language off and narration silent unless
 * asked. Shared here because the library's and the stories' tests render the same way, and features never import
 * each other.
 */
export function renderRoutesAt(
  path: string,
  routes: Readonly<Record<string, ReactElement>>,
  { plain = false, narrator = silentNarrator }: ReadingScreenOptions = {},
) {
  return renderApp({ route: path, routes, plain, narrator });
}
