import { createElement, isValidElement, use, type ComponentProps, type ComponentType } from 'react';
import type { Params } from 'react-router-dom';

export const CHUNK_TIMEOUT_MS = 120_000;

/** The error a lazy chunk raises when it cannot be loaded (offline and not cached, server error, or timeout). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    override readonly cause?: unknown,
  ) {
    super(`Loading chunk ${chunk} failed`);
  }
}

/** Races a dynamic import against a timeout; any failure becomes a ChunkLoadError naming the chunk. */
export function importWithTimeout<Module>(
  load: () => Promise<Module>,
  chunk: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, new Error(`timed out after ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, error));
      },
    );
  });
}

/** What a screen loads besides its chunk for the route's parameters (a tool's own content), undefined for none. */
type ScreenDataLoader = (params: Params) => Promise<unknown> | undefined;

/** A lazily loaded screen that can also be loaded ahead of its first render. */
type LazyScreen<Props> = ComponentType<Props> & {
  /**
   * Starts (or joins) the chunk's load, and with the route's parameters the screen's data load; once they resolve,
   * the screen renders without suspending.
   */
  preload: (params?: Params) => Promise<unknown>;
};

/**
 * A screen in its own chunk, with the chunk timeout, like React.lazy over a named export. Unlike React.lazy it can be
 * loaded before its first render (`preload`), and once loaded it renders synchronously: the app loads the chunks of
 * the prerendered route before `hydrateRoot`, so hydration adopts the server's HTML in one pass. A failed load stays
 * failed, as with React.lazy (the route's error view offers the reload).
 */
export function lazyScreen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  exportName: Name,
  chunk: string,
  loadData?: ScreenDataLoader,
): LazyScreen<ComponentProps<Module[Name] & ComponentType>> {
  type Props = ComponentProps<Module[Name] & ComponentType>;
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadScreen = () =>
    (loading ??= importWithTimeout(load, chunk).then((module) => {
      loaded = module[exportName] as ComponentType<Props>;
      return loaded;
    }));
  const preload = (params?: Params) => Promise.all([loadScreen(), params && loadData ? loadData(params) : undefined]);
  function Screen(props: Props) {
    const Loaded = loaded ?? use(loadScreen());
    return createElement(Loaded, props);
  }
  Screen.displayName = `LazyScreen(${chunk})`;
  return Object.assign(Screen, { preload });
}

/** The preload of a route element's screen, when the element is a lazy screen. */
export function preloadOf(element: unknown): ((params?: Params) => Promise<unknown>) | null {
  if (!isValidElement(element)) return null;
  const type: unknown = element.type;
  if (typeof type !== 'function') return null;
  const preload: unknown = (type as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as (params?: Params) => Promise<unknown>) : null;
}
