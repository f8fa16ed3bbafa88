import { useId, useState } from 'react';
import type { LibraryReaderPreferences, ReaderLineSpacing, ReaderTextSize } from '@/db/library-types';
import { usePlainText } from '@/lib/plain-language';
import { READER_LINE_SPACINGS, READER_TEXT_SIZES, saveReaderPreferences } from '../../data/library/reader-preferences';

const SIZE_LABELS: Record<ReaderTextSize, string> = { standard: 'Standard', larger: 'Larger', largest: 'Largest' };
const SPACING_LABELS: Record<ReaderLineSpacing, string> = { standard: 'Standard', relaxed: 'Relaxed', loose: 'Loose' };

/**
 * The reader's own text size and line spacing, saved on this device. They add to the accessibility settings (text
 * size, dyslexia-friendly font, high contrast), which apply here as everywhere.
 */
export function ReaderSettings({ preferences, disabled = false }: { preferences: LibraryReaderPreferences; disabled?: boolean }) {
  const id = useId();
  const text = usePlainText();
  const [failed, setFailed] = useState(false);

  async function change(next: Partial<LibraryReaderPreferences>) {
    setFailed(!(await saveReaderPreferences({ ...preferences, ...next })));
  }

  return (
    <div className="library-settings">
      <div className="library-settings__field">
        <label htmlFor={`${id}-size`}>{text('Reading text size', 'Text size')}</label>
        <select
          id={`${id}-size`}
          value={preferences.textSize}
          disabled={disabled}
          onChange={(event) => void change({ textSize: READER_TEXT_SIZES.find((size) => size === event.target.value) ?? 'standard' })}
        >
          {READER_TEXT_SIZES.map((size) => (
            <option key={size} value={size}>
              {SIZE_LABELS[size]}
            </option>
          ))}
        </select>
      </div>
      <div className="library-settings__field">
        <label htmlFor={`${id}-spacing`}>{text('Line spacing', 'Space between lines')}</label>
        <select
          id={`${id}-spacing`}
          value={preferences.lineSpacing}
          disabled={disabled}
          onChange={(event) =>
            void change({ lineSpacing: READER_LINE_SPACINGS.find((spacing) => spacing === event.target.value) ?? 'standard' })
          }
        >
          {READER_LINE_SPACINGS.map((spacing) => (
            <option key={spacing} value={spacing}>
              {SPACING_LABELS[spacing]}
            </option>
          ))}
        </select>
      </div>
      <p className="library-settings__hint">
        {text(
          'These apply to readings only, on top of the text size, dyslexia-friendly font and contrast in the accessibility settings.',
          'These change readings only. The accessibility settings still apply too.',
        )}
      </p>
      {failed ? (
        <p className="library-error" role="alert">
          {text('This could not be saved on this device. Please try again.', 'We could not save this. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
