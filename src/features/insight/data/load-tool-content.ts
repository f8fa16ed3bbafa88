import type { ReactPromise } from 'react';
import type { ToolContent } from '@/content/insight/types';
import { toolContentLoaders } from '@/content/insight/tools/load-tool';
import { importWithTimeout } from '@/lib/lazy-with-timeout';

/**
 * A load that says, once it has settled, what it settled with, in the fields React's `use()` reads: a settled load
 * renders at once instead of suspending for one more tick (hydration adopts the page in one pass).
 */
export type ToolContentLoad = Promise<ToolContent> & ReactPromise<ToolContent>;

const loading = new Map<string, ToolContentLoad>();

/** Starts (or joins) the load of one tool's content; undefined for an id that names no tool. */
export function loadToolContent(id: string): ToolContentLoad | undefined {
  const load = Object.hasOwn(toolContentLoaders, id) ? toolContentLoaders[id] : undefined;
  if (!load) return undefined;
  let promise = loading.get(id);
  if (!promise) {
    // A promise with no status yet is what React calls an untracked promise.
    const started: ToolContentLoad = importWithTimeout(load, `tool-${id}`);
    started.then(
      (tool) => {
        Object.assign(started, { status: 'fulfilled', value: tool });
      },
      (error: unknown) => {
        Object.assign(started, { status: 'rejected', reason: error });
        // Forgotten, so that the next render (after the error view's Reload, or another visit) tries again.
        loading.delete(id);
      },
    );
    loading.set(id, started);
    promise = started;
  }
  return promise;
}

/** The tool's content if it has loaded already. */
export function loadedToolContent(id: string): ToolContent | undefined {
  const load = loading.get(id);
  return load?.status === 'fulfilled' ? load.value : undefined;
}
