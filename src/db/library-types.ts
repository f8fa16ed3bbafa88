export type LibraryShelf = 'want-to-read' | 'reading' | 'read';

export interface LibraryBookmark {
  /** Index of the paragraph the bookmark points at. */
  paragraph: number;
  createdAt: string;
}

/** What this device keeps about one library reading: its shelf, where the person stopped, and their bookmarks. */
export interface LibraryStateRow {
  readingId: string;
  shelf: LibraryShelf | null;
  /** Index of the paragraph the person last read. */
  position: number;
  bookmarks: LibraryBookmark[];
  updatedAt: string;
}

/** The reader's own text size, on top of the accessibility settings' font size (which scales the whole app). */
export type ReaderTextSize = 'standard' | 'larger' | 'largest';
/** The reader's line spacing. */
export type ReaderLineSpacing = 'standard' | 'relaxed' | 'loose';

/** How the library's reader shows text on this device (the `libraryReader` setting). */
export interface LibraryReaderPreferences {
  textSize: ReaderTextSize;
  lineSpacing: ReaderLineSpacing;
}
