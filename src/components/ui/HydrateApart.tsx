import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered screen that React hydrates on its own, after what comes before it: a Suspense boundary
 * (which renders nothing different, and never suspends) marks it in the HTML, and React adopts each boundary in a
 * separate, lower-priority pass with its own commit. A long page (the crisis page's every-country list, a tool's
 * guidance) then becomes several short tasks instead of one long one, and a tap or key pressed meanwhile is answered
 * between them. Used around content below the fold.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
