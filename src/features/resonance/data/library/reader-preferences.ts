import { useLiveQuery } from 'dexie-react-hooks';
import type { LibraryReaderPreferences, ReaderLineSpacing, ReaderTextSize } from '@/db/library-types';
import { readSetting, saveSetting } from '@/db/settings';

export const READER_TEXT_SIZES: readonly ReaderTextSize[] = ['standard', 'larger', 'largest'];
export const READER_LINE_SPACINGS: readonly ReaderLineSpacing[] = ['standard', 'relaxed', 'loose'];

export const DEFAULT_READER_PREFERENCES: Readonly<LibraryReaderPreferences> = Object.freeze({ textSize: 'standard', lineSpacing: 'standard' });

/** A stored value as the reader may use it: anything unknown falls back to the default, field by field. */
export function parseReaderPreferences(value: unknown): LibraryReaderPreferences {
  const stored = typeof value === 'object' && value !== null ? (value as Partial<Record<keyof LibraryReaderPreferences, unknown>>) : {};
  const textSize = READER_TEXT_SIZES.find((size) => size === stored.textSize) ?? DEFAULT_READER_PREFERENCES.textSize;
  const lineSpacing = READER_LINE_SPACINGS.find((spacing) => spacing === stored.lineSpacing) ?? DEFAULT_READER_PREFERENCES.lineSpacing;
  return { textSize, lineSpacing };
}

export async function readReaderPreferences(): Promise<LibraryReaderPreferences> {
  return parseReaderPreferences(await readSetting('libraryReader'));
}

/** Saves the reader's text size and line spacing on this device; false when the device could not save them. */
export function saveReaderPreferences(preferences: LibraryReaderPreferences): Promise<boolean> {
  return saveSetting('libraryReader', parseReaderPreferences(preferences));
}

/** Live: the reader's preferences; undefined while loading. */
export function useReaderPreferences(): LibraryReaderPreferences | undefined {
  return useLiveQuery(readReaderPreferences, []);
}
