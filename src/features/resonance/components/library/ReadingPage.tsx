import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { findReading } from '@/content/resonance/readings';
import type { Reading } from '@/content/resonance/types';
import type { LibraryReaderPreferences, LibraryStateRow } from '@/db/library-types';
import { useReadAloud } from '@/lib/narration';
import { paths } from '@/lib/paths';
import { pickVariant, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { addBookmark } from '../../data/library/add-bookmark';
import { useLibraryState } from '../../data/library/read-library-state';
import { DEFAULT_READER_PREFERENCES, useReaderPreferences } from '../../data/library/reader-preferences';
import { removeBookmark } from '../../data/library/remove-bookmark';
import { shelveReading } from '../../data/library/shelve-reading';
import { openingWords, paragraphView, textsToSpeak } from '../../lib/library/reading-text';
import { BeforeYouRead } from '../BeforeYouRead';
import { Bookmarks } from './Bookmarks';
import { ReaderSettings } from './ReaderSettings';
import { SavedForOffline } from './SavedForOffline';
import { ShelfSelect } from './ShelfSelect';
import { useReadingPosition } from '../../hooks/use-reading-position';
import '../../styles/library.css';

function ContentNotes({ reading }: { reading: Reading }) {
  return (
    <BeforeYouRead
      notes={reading.contentNotes}
      className="library-notes"
      intro={{ standard: 'Content notes for this reading:', plain: 'This reading touches on:' }}
      stopAdvice={{
        standard: 'You can stop at any point and come back later: your place is kept on this device. If you need to talk to someone now, ',
        plain: 'You can stop at any time. We keep your place. If you need help now, ',
      }}
    />
  );
}

function Source({ reading }: { reading: Reading }) {
  const text = usePlainText();
  const { credit, url, licence } = reading.source;
  return (
    <section className="library-source" aria-labelledby="library-source-title">
      <h2 id="library-source-title">{text('Source', 'Where this text is from')}</h2>
      <p>{credit}</p>
      {licence === 'public-domain' ? (
        <p>
          {text(
            'This text is in the public domain and reproduced here without changes; the plain-language notes beside it are ours.',
            'Anyone may share this old text. We did not change it. The plain notes are ours.',
          )}
          {url ? (
            <>
              {' '}
              <a href={url} target="_blank" rel="noopener noreferrer">
                {text('The full book at Project Gutenberg', 'The whole book at Project Gutenberg')}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

interface ReaderProps {
  reading: Reading;
  state: LibraryStateRow | null | undefined;
  preferences: LibraryReaderPreferences | undefined;
  hydrated: boolean;
}

function Reader({ reading, state, preferences, hydrated }: ReaderProps) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  const readAloud = useReadAloud();
  const [bookmarkFailed, setBookmarkFailed] = useState(false);
  const count = reading.paragraphs.length;
  const ready = hydrated && state !== undefined && preferences !== undefined;
  const { current, restoredTo, textRef, toolbarRef, goTo } = useReadingPosition({
    readingId: reading.id,
    paragraphCount: count,
    saved: hydrated && state !== undefined ? (state?.position ?? 0) : undefined,
    layoutReady: hydrated && preferences !== undefined,
  });
  const shown = preferences ?? DEFAULT_READER_PREFERENCES;
  const bookmarks = state?.bookmarks ?? [];
  const bookmarkedHere = bookmarks.some((bookmark) => bookmark.paragraph === current);
  const views = reading.paragraphs.map((paragraph) => paragraphView(reading, paragraph, plain));

  async function toggleBookmark() {
    const saved = bookmarkedHere ? await removeBookmark(reading.id, current) : await addBookmark(reading.id, current);
    setBookmarkFailed(!saved);
  }

  return (
    <>
      <section className="library-mine" aria-labelledby="library-mine-title">
        <h2 id="library-mine-title">{text('Your reading', 'Your reading')}</h2>
        {/* The controls prerender (disabled, with the defaults); the person's choices fill them in after hydration. */}
        <SavedForOffline pathname={paths.libraryReading(reading.id)} />
        <ShelfSelect readingId={reading.id} title={reading.title} shelf={state?.shelf ?? null} disabled={!ready} />
        <ReaderSettings preferences={shown} disabled={!ready} />
        <div className="library-mine__bookmarks">
          {ready ? (
            <Bookmarks
              bookmarks={bookmarks}
              paragraphCount={count}
              openingOf={(paragraph) => openingWords(views[paragraph]?.text ?? '')}
              onGo={(paragraph) => goTo(paragraph, { focus: true })}
              onRemove={(paragraph) => void removeBookmark(reading.id, paragraph)}
            />
          ) : null}
        </div>
      </section>

      <div className="library-toolbar" ref={toolbarRef}>
        <p className="library-toolbar__where">{text(`Paragraph ${current + 1} of ${count}`, `Part ${current + 1} of ${count}`)}</p>
        {/* Whether the browser can speak is known only after hydration: until then the button shows, disabled. */}
        {readAloud.available || !hydrated ? (
          <button
            type="button"
            className="button"
            disabled={!readAloud.available}
            aria-pressed={readAloud.reading}
            onClick={() => (readAloud.reading ? readAloud.stop() : readAloud.read(textsToSpeak(reading, current, plain)))}
          >
            {readAloud.reading ? text('Stop reading aloud', 'Stop reading') : text('Read aloud from here', 'Read to me from here')}
          </button>
        ) : (
          <p className="library-toolbar__note">{text('Reading aloud is not available in this browser.', 'This browser cannot read aloud.')}</p>
        )}
        <button type="button" className="button" disabled={!ready} aria-pressed={bookmarkedHere} onClick={() => void toggleBookmark()}>
          {bookmarkedHere ? text('Bookmarked: remove', 'Remove bookmark') : text('Bookmark this paragraph', 'Bookmark this part')}
        </button>
        <p className="visually-hidden" role="status">
          {restoredTo !== null
            ? text(`Opened where you left off, at paragraph ${restoredTo + 1} of ${count}.`, `Opened where you stopped: part ${restoredTo + 1}.`)
            : ''}
          {bookmarkFailed ? text(' The bookmark could not be saved on this device.', ' We could not save the bookmark.') : ''}
        </p>
      </div>

      <div className={`library-text library-text--size-${shown.textSize} library-text--spacing-${shown.lineSpacing}`} ref={textRef} lang="en">
        {views.map((view, index) => {
          const marked = bookmarks.some((bookmark) => bookmark.paragraph === index);
          return (
            <div key={index} className={`library-paragraph${marked ? ' library-paragraph--marked' : ''}`} data-paragraph={index} id={`paragraph-${index + 1}`} tabIndex={-1}>
              {/* Told to screen readers here; seen as the paragraph's thick left bar (a shape, not only a colour),
                  and on the toolbar's button when the paragraph is in view. Visible text here would push the
                  paragraph down a line under the reader's eyes. */}
              {marked ? <p className="visually-hidden">{text('Bookmarked paragraph', 'Bookmarked')}</p> : null}
              <p className="library-paragraph__text">{view.text}</p>
              {view.gloss ? (
                <p className="library-paragraph__gloss">
                  <span className="library-paragraph__gloss-label">In plain words:</span> {view.gloss}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {/* At the end, the Read shelf is one step away (never a prompt to finish: a reading may be left at any point). */}
      <p className="library-finish">
        {ready && state?.shelf === 'read' ? (
          text('This reading is on your Read shelf.', 'This is on your Finished shelf.')
        ) : (
          <button type="button" className="button" disabled={!ready} onClick={() => void shelveReading(reading.id, 'read')}>
            {text('Put it on my Read shelf', 'Move to my Finished shelf')}
          </button>
        )}
      </p>
    </>
  );
}

/**
 * /resonance/library/:readingId: one reading, content notes first, then the text with the person's place, bookmarks,
 * shelf, text settings and read aloud. The reading is our content and prerenders; the person's data fills in after
 * hydration.
 */
export function ReadingPage() {
  const { readingId = '' } = useParams();
  const reading = findReading(readingId);
  usePageTitle(reading ? reading.title : 'Reading not found');
  const hydrated = useHydrated();
  const plain = usePlainLanguage();
  const text = usePlainText();
  const state = useLibraryState(reading?.id ?? '');
  const preferences = useReaderPreferences();

  if (!reading) {
    return (
      <article className="library-page">
        <h1>Reading not found</h1>
        <p>{text('There is no reading at this address. It may have moved.', 'We cannot find this reading.')}</p>
        <p>
          <Link to={paths.library}>{text('Back to the library', 'Back to the library')}</Link>
        </p>
      </article>
    );
  }

  return (
    <article className="library-page library-reading">
      <p className="library-back">
        <Link to={paths.library}>{text('Back to the library', 'Back to the library')}</Link>
      </p>
      <header className="library-header">
        <h1>{reading.title}</h1>
        <p className="library-card__meta">
          {reading.author} · {text(`${reading.minutes} min read`, `${reading.minutes} min`)}
        </p>
        <p className="library-lead">{pickVariant(reading.summary, plain)}</p>
      </header>
      <ContentNotes reading={reading} />
      <Reader key={reading.id} reading={reading} state={state} preferences={preferences} hydrated={hydrated} />
      <Source reading={reading} />
    </article>
  );
}

export default ReadingPage;
