import type { ReactNode } from 'react';

/**
 * What a screen shows while the person's data is not read yet: `loading`, or, on a first visit (html[data-first-visit]
 * set by public/boot.js before the app starts), `nothingStored`, the same empty state the screen shows once it has
 * read an empty database. Both are in the HTML (prerendered pages included) and CSS shows one (src/styles/global.css),
 * so a first visit answers as soon as the page paints, before the app has loaded.
 */
export function Pending({
  loading,
  nothingStored,
  inline = false,
  settled = false,
}: {
  loading: ReactNode;
  nothingStored: ReactNode;
  inline?: boolean;
  /**
   * The data is read and the answer is `nothingStored` (or a form that lives in the same place): it shows on every
   * visit. A screen that renders its form both while pending and once settled keeps one tree, so the form is not
   * remounted (and what was typed into it kept) when the answer arrives.
   */
  settled?: boolean;
}) {
  // Inline (within a sentence or a <p>): spans, as a <div> there would end the paragraph in the HTML parser.
  const Box = inline ? 'span' : 'div';
  return (
    <>
      <Box className="pending-loading">{settled ? null : loading}</Box>
      <Box className={settled ? 'pending-settled' : 'pending-nothing-stored'}>{nothingStored}</Box>
    </>
  );
}
