import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { readings } from '@/content/resonance/readings';
import type { Reading } from '@/content/resonance/types';
import type { LibraryStateRow } from '@/db/library-types';
import { paths } from '@/lib/paths';
import { pickVariant, Plain, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { LIBRARY_SHELVES } from '../../data/library/library-state-row';
import { useLibraryStates } from '../../data/library/read-library-state';
import { clampParagraph } from '../../lib/library/position';
import { filterByShelf, SHELF_LABELS, shelfCounts, type ShelfFilter } from '../../lib/library/shelves';
import { ShelfSelect } from './ShelfSelect';
import '../../styles/library.css';

const ALL_IDS = readings.map((reading) => reading.id);

function ReadingCard({ reading, state, ready }: { reading: Reading; state: LibraryStateRow | undefined; ready: boolean }) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  const position = state ? clampParagraph(state.position, reading.paragraphs.length) : 0;
  return (
    <li className="library-card">
      <h2 className="library-card__title">
        <Link to={paths.libraryReading(reading.id)}>{reading.title}</Link>
      </h2>
      <p className="library-card__meta">
        {reading.author} · {text(`${reading.minutes} min read`, `${reading.minutes} min`)} ·{' '}
        {reading.source.licence === 'own' ? text('Written for Better Minds', 'Written by us') : text('Public domain', 'Free classic text')}
      </p>
      <p>{pickVariant(reading.summary, plain)}</p>
      <p className="library-card__notes">
        <span className="library-card__notes-label">{text('Content notes:', 'Before you read:')}</span> {reading.contentNotes.join('; ')}
      </p>
      {/* The shelf control prerenders (disabled); the person's shelf and place fill it in after hydration. */}
      <div className="library-card__mine">
        <ShelfSelect readingId={reading.id} title={reading.title} shelf={state?.shelf ?? null} disabled={!ready} />
        {ready && position > 0 ? (
              <p className="library-card__place">
                {text(`You stopped at paragraph ${position + 1} of ${reading.paragraphs.length}.`, `You stopped at part ${position + 1} of ${reading.paragraphs.length}.`)}
              </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * /resonance/library: our own short readings and public-domain texts, with shelves (want to read, reading, read)
 * kept on this device and a filter by shelf. The list is our content and prerenders; shelves fill in after hydration.
 */
export function LibraryPage() {
  usePageTitle('Library');
  const hydrated = useHydrated();
  const text = usePlainText();
  const states = useLibraryStates();
  const [filter, setFilter] = useState<ShelfFilter>('all');
  const ready = hydrated && states !== undefined;
  const mine = useMemo(() => states ?? {}, [states]);
  const counts = useMemo(() => shelfCounts(mine, ALL_IDS), [mine]);
  const shown = ready ? filterByShelf(readings, mine, filter) : readings;
  const filterName = filter === 'all' ? '' : text(SHELF_LABELS[filter].standard, SHELF_LABELS[filter].plain);

  return (
    <article className="library-page">
      <header className="library-header">
        <h1>Library</h1>
        <p className="library-lead">
          <Plain
            standard="Short readings for hard days and quiet ones: a few written for Better Minds, and a few public-domain texts with their sources. Put them on your shelves, pick up where you left off, and read without a connection: every reading is saved on this device once the app has installed."
            plain="Short readings for hard days and calm days. Some we wrote. Some are old texts anyone may share. Put them on your shelves. Carry on where you stopped. You can read them offline."
          />
        </p>
        <p className="library-help">
          <Plain standard="If you need to talk to someone now, " plain="If you need help now, " />
          <Link to={paths.crisisHelp}>crisis help</Link>{' '}
          <Plain standard="is one step away, offline too." plain="is one step away." />
        </p>
      </header>

      <fieldset className="library-filter">
        <legend>{text('Show', 'Show')}</legend>
        {(['all', ...LIBRARY_SHELVES] as const).map((value) => (
          <label key={value} className="library-filter__choice">
            <input type="radio" name="library-shelf-filter" value={value} checked={filter === value} onChange={() => setFilter(value)} />
            {value === 'all' ? text('All readings', 'All') : text(SHELF_LABELS[value].standard, SHELF_LABELS[value].plain)}
            {ready && value !== 'all' ? (
              <>
                {' '}
                <span className="library-filter__count">({counts[value]})</span>
              </>
            ) : null}
          </label>
        ))}
      </fieldset>

      <p className="library-filter__status" role="status">
        {ready && filter !== 'all'
          ? shown.length === 0
            ? text(`Nothing on your ${filterName} shelf yet. Choose “All readings” to find one, then pick its shelf.`, `Nothing on your ${filterName} shelf yet. Choose “All” to find a reading.`)
            : text(`${shown.length} ${shown.length === 1 ? 'reading' : 'readings'} on your ${filterName} shelf.`, `${shown.length} on your ${filterName} shelf.`)
          : null}
      </p>

      <ul className="library-list">
        {shown.map((reading) => (
          <ReadingCard key={reading.id} reading={reading} state={mine[reading.id]} ready={ready} />
        ))}
      </ul>
    </article>
  );
}

export default LibraryPage;
