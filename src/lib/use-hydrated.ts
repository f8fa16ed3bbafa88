import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and at once on a screen mounted by client navigation).
 * What depends on this browser or the person's data renders its placeholder while false, so the prerendered HTML
 * and the first client render agree (no hydration mismatch), then fills in.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
