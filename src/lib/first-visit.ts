import { useSyncExternalStore } from 'react';

/** Set by public/boot.js on <html> when the browser had no local database as the page loaded: a first visit. */
export const FIRST_VISIT_ATTRIBUTE = 'data-first-visit';
/** Dispatched on window by public/boot.js once it has set the attribute (its answer is asynchronous). */
export const FIRST_VISIT_EVENT = 'better-minds:first-visit';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(FIRST_VISIT_EVENT, onChange);
  return () => window.removeEventListener(FIRST_VISIT_EVENT, onChange);
}

function isMarkedFirstVisit(): boolean {
  return document.documentElement.hasAttribute(FIRST_VISIT_ATTRIBUTE);
}

/**
 * Whether this page was loaded with nothing stored on the device (no local database), so that a screen reading the
 * person's data can show its empty state at once instead of "Loading..." while the database is created. False on the
 * server and during hydration (the prerendered HTML shows both, one hidden by CSS: components/ui/Pending.tsx), and
 * false where the browser cannot tell (no `indexedDB.databases()`): those screens wait for the database as before.
 */
export function useFirstVisit(): boolean {
  return useSyncExternalStore(subscribe, isMarkedFirstVisit, () => false);
}
