import { useId, useState } from 'react';
import type { LibraryShelf } from '@/db/library-types';
import { usePlainText } from '@/lib/plain-language';
import { isLibraryShelf, LIBRARY_SHELVES } from '../../data/library/library-state-row';
import { shelveReading } from '../../data/library/shelve-reading';
import { SHELF_LABELS } from '../../lib/library/shelves';

interface ShelfSelectProps {
  readingId: string;
  title: string;
  shelf: LibraryShelf | null;
  /** Until the device's shelves are read (and before hydration), the control shows but cannot change. */
  disabled?: boolean;
}

const NO_SHELF = 'none';

/** Chooses the shelf a reading sits on (or none), saved on this device at once. */
export function ShelfSelect({ readingId, title, shelf, disabled = false }: ShelfSelectProps) {
  const id = useId();
  const text = usePlainText();
  const [failed, setFailed] = useState(false);

  async function choose(value: string) {
    const next = isLibraryShelf(value) ? value : null;
    setFailed(!(await shelveReading(readingId, next)));
  }

  return (
    <div className="library-shelf">
      <label htmlFor={id} className="library-shelf__label">
        {text('Shelf', 'Shelf')}{' '}
        <span className="visually-hidden">for {title}</span>
      </label>
      <select
        id={id}
        value={shelf ?? NO_SHELF}
        disabled={disabled}
        onChange={(event) => void choose(event.target.value)}
        aria-describedby={failed ? `${id}-error` : undefined}
      >
        <option value={NO_SHELF}>{text('Not on a shelf', 'No shelf')}</option>
        {LIBRARY_SHELVES.map((value) => (
          <option key={value} value={value}>
            {text(SHELF_LABELS[value].standard, SHELF_LABELS[value].plain)}
          </option>
        ))}
      </select>
      {failed ? (
        <p id={`${id}-error`} className="library-error" role="alert">
          {text('The shelf could not be saved on this device. Please try again.', 'We could not save this. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
