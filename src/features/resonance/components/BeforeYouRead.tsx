import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Plain, type PlainVariant, usePlainText } from '@/lib/plain-language';

interface BeforeYouReadProps {
  notes: readonly string[];
  /** The section's class, and its heading's id with `-title`: a library reading and a story each style their own. */
  className: 'library-notes' | 'stories-notes';
  listClassName?: string;
  /** The line before the notes, naming what they are about. */
  intro: PlainVariant;
  /** The start of the closing line, up to the link to crisis help. */
  stopAdvice: PlainVariant;
}

/**
 * Content notes, shown before a reading or a story so a reader can decide whether to read it now, later or not at
 * all; the crisis help link is always beside them. One block for both, so what a reader is told stays the same.
 */
export function BeforeYouRead({ notes, className, listClassName, intro, stopAdvice }: BeforeYouReadProps) {
  const text = usePlainText();
  const titleId = `${className}-title`;
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId}>{text('Before you read', 'Before you read')}</h2>
      <p>{text(intro.standard, intro.plain)}</p>
      <ul className={listClassName}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p>
        <Plain standard={stopAdvice.standard} plain={stopAdvice.plain} />
        <Link to={paths.crisisHelp}>crisis help</Link>
        <Plain standard=" is one step away, offline too." plain=" is one step away." />
      </p>
    </section>
  );
}
