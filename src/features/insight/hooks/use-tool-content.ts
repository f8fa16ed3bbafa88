import { use } from 'react';
import { loadedToolContent, loadToolContent } from '@/content/insight/tools/load-tool';
import type { ToolContent } from '@/content/insight/types';

/**
 * One tool's content, from its own chunk; undefined for an id that names no tool. Until the chunk has loaded the
 * screen suspends (the prerender waits for it; src/main.tsx loads it with the route's chunk before hydrating, so
 * hydration does not suspend).
 */
export function useToolContent(id: string): ToolContent | undefined {
  const ready = loadedToolContent(id);
  if (ready) return ready;
  const loading = loadToolContent(id);
  return loading ? use(loading) : undefined;
}
