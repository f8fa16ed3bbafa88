import { useId } from 'react';
import type { LibraryBookmark } from '@/db/library-types';
import { usePlainText } from '@/lib/plain-language';

interface BookmarksProps {
  bookmarks: readonly LibraryBookmark[];
  paragraphCount: number;
  /** The opening words of a paragraph, as shown. */
  openingOf: (paragraph: number) => string;
  onGo: (paragraph: number) => void;
  onRemove: (paragraph: number) => void;
}

/** The reading's bookmarks in reading order: go to one (focus moves to its paragraph) or remove it. */
export function Bookmarks({ bookmarks, paragraphCount, openingOf, onGo, onRemove }: BookmarksProps) {
  const headingId = useId();
  const text = usePlainText();
  const inRange = bookmarks.filter((bookmark) => bookmark.paragraph < paragraphCount);
  return (
    <section className="library-bookmarks" aria-labelledby={headingId}>
      <h3 id={headingId}>{text('Bookmarks', 'Bookmarks')}</h3>
      {inRange.length === 0 ? (
        <p>
          {text(
            'No bookmarks yet. While you read, “Bookmark this paragraph” marks the paragraph in view.',
            'No bookmarks yet. Use “Bookmark this paragraph” while you read.',
          )}
        </p>
      ) : (
        <ul className="library-bookmarks__list">
          {inRange.map(({ paragraph }) => (
            <li key={paragraph} className="library-bookmarks__item">
              <button type="button" className="button library-bookmarks__go" onClick={() => onGo(paragraph)}>
                {text(`Go to paragraph ${paragraph + 1}`, `Go to part ${paragraph + 1}`)}
              </button>
              <span className="library-bookmarks__words">“{openingOf(paragraph)}”</span>
              <button type="button" className="button" onClick={() => onRemove(paragraph)}>
                {text('Remove', 'Remove')}{' '}
                <span className="visually-hidden">{text(`the bookmark on paragraph ${paragraph + 1}`, `bookmark ${paragraph + 1}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
