import { useEffect, useState, type DependencyList } from 'react';
import { useFirstVisit } from './first-visit';
import { whenIdle } from './when-idle';

/** What a screen reads: a query over the local database, run (and re-run on every change) by Dexie's liveQuery. */
type LiveQuerier<T> = () => Promise<T>;

/**
 * Once the first read has loaded the data layer, later ones (another entry, "show more") start at once: Dexie is
 * evaluated by then and the modules are cached, so waiting for an idle moment again would only delay the answer.
 */
let dataLayerLoaded = false;

type LazyLiveQueryState<T> = { failed: false; value: T | undefined } | { failed: true; error: unknown };

/**
 * Like dexie-react-hooks' `useLiveQuery`, for a screen whose chunk must not import the local database: `load` brings
 * the data module with `import()` and returns the querier. Until the first answer the result is undefined, as on the
 * server, so a prerendered page hydrates without a mismatch and shows its placeholder. The load waits for the
 * deferred work (`whenIdle`: after the first screen, the load event and Dexie's own idle moment, or at once when the
 * person starts writing), so evaluating Dexie never lands inside hydration or the page's load. As with
 * `useLiveQuery`, a change of `deps` keeps the previous answer on screen until the new one arrives, and a failure
 * (the chunk cannot load, the database refuses) is thrown to the screen's error boundary.
 */
export function useLazyLiveQuery<T>(load: () => Promise<LiveQuerier<T>>, deps: DependencyList): T | undefined {
  const [state, setState] = useState<LazyLiveQueryState<T>>({ failed: false, value: undefined });

  useEffect(() => {
    let active = true;
    let unsubscribe: () => void = () => {};
    const fail = (error: unknown) => {
      if (active) setState({ failed: true, error });
    };
    const start = () => {
      Promise.all([import('dexie'), load()]).then(([{ liveQuery }, querier]) => {
        dataLayerLoaded = true;
        if (!active) return;
        const subscription = liveQuery(querier).subscribe({
          next: (value) => {
            if (active) setState({ failed: false, value });
          },
          error: fail,
        });
        unsubscribe = () => subscription.unsubscribe();
      }, fail);
    };
    let cancelWait: () => void = () => {};
    if (dataLayerLoaded) start();
    else cancelWait = whenIdle(start);
    return () => {
      active = false;
      cancelWait();
      unsubscribe();
    };
    // The caller's deps stand for what `load` reads, as with useLiveQuery; `load` itself is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  if (state.failed) throw state.error;
  return state.value;
}

/**
 * `useLazyLiveQuery`, answering `nothingStored` at once on a first visit (as `useLocalQuery`, src/lib/use-local-query.ts):
 * with no database yet nothing of the person's can be in it, so waiting for the data layer to load and the database to
 * be created only kept "Loading..." on screen. The query still runs and, live, replaces the answer once it has one.
 */
export function useLazyLocalQuery<T>(load: () => Promise<LiveQuerier<T>>, deps: DependencyList, nothingStored: T): T | undefined {
  const live = useLazyLiveQuery(load, deps);
  const firstVisit = useFirstVisit();
  if (live !== undefined) return live;
  return firstVisit ? nothingStored : undefined;
}
