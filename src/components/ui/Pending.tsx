import type { ReactNode } from 'react';

/**
 * What a screen shows while the person's data is not read yet: `loading`, or, on a first visit (html[data-first-visit]
 * set by public/boot.js before the app starts), `nothingStored`, the same empty state the screen shows once it has
 * read an empty database. Both are in the HTML (prerendered pages included) and CSS shows one (src/styles/global.css),
 * so a first visit answers as soon as the page paints, before the app has loaded.
 */
export function Pending({ loading, nothingStored }: { loading: ReactNode; nothingStored: ReactNode }) {
  return (
    <>
      <div className="pending-loading">{loading}</div>
      <div className="pending-nothing-stored">{nothingStored}</div>
    </>
  );
}
