import { useLiveQuery } from 'dexie-react-hooks';
import { useFirstVisit } from './first-visit';

/**
 * dexie-react-hooks' `useLiveQuery`, answering `nothingStored` at once on a first visit (src/lib/first-visit.ts):
 * there is no database yet, so nothing of the person's can be in it, and waiting for its creation (hundreds of
 * milliseconds on a fresh profile) only kept "Loading..." on screen. The query still runs and, live, replaces the
 * answer as soon as it has one, so what the person saves on this screen shows as before. Undefined while loading
 * otherwise (and on the server and during hydration, as `useLiveQuery`).
 */
export function useLocalQuery<T>(query: () => Promise<T> | T, deps: unknown[], nothingStored: T): T | undefined {
  const live = useLiveQuery(query, deps);
  const firstVisit = useFirstVisit();
  if (live !== undefined) return live;
  return firstVisit ? nothingStored : undefined;
}
