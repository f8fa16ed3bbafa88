import type { ReactNode } from 'react';

/**
 * What a screen shows while the person's data is not read yet: `loading`, or, on a first visit (html[data-first-visit]
 * set by public/boot.js before the app starts), `nothingStored`, the same empty state the screen shows once it has
 * read an empty database. Both are in the HTML (prerendered pages included) and CSS shows one (src/styles/global.css),
 * so a first visit answers as soon as the page paints, before the app has loaded.
 */
export function Pending({ loading, nothingStored, inline = false }: { loading: ReactNode; nothingStored: ReactNode; inline?: boolean }) {
  // Inline (within a sentence or a <p>): spans, as a <div> there would end the paragraph in the HTML parser.
  const Box = inline ? 'span' : 'div';
  return (
    <>
      <Box className="pending-loading">{loading}</Box>
      <Box className="pending-nothing-stored">{nothingStored}</Box>
    </>
  );
}
