import { use } from 'react';
import { loadToolContent } from '../data/load-tool-content';
import type { ToolContent } from '@/content/insight/types';

/**
 * One tool's content, from its own chunk; undefined for an id that names no tool. Until the chunk has loaded the
 * screen suspends (the prerender waits for it; src/main.tsx loads it with the route's chunk before hydrating, so
 * hydration does not suspend). `use()` is called on every render of a known tool, loaded or not, as React requires
 * of a component that suspended with it.
 */
export function useToolContent(id: string): ToolContent | undefined {
  const load = loadToolContent(id);
  return load ? use(load) : undefined;
}
