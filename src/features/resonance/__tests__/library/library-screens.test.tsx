// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findReading, readings } from '@/content/resonance/readings';
import { db } from '@/db/database';
import type { Narrator } from '@/lib/narration';
import { renderRoutesAt, type ReadingScreenOptions } from '@/testing/render-routes';
import { LibraryPage } from '../../components/library/LibraryPage';
import { ReadingPage } from '../../components/library/ReadingPage';

async function resetDatabase(): Promise<void> {
  await db.open();
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}

function renderAt(path: string, options?: ReadingScreenOptions) {
  return renderRoutesAt(path, { '/resonance/library': <LibraryPage />, '/resonance/library/:readingId': <ReadingPage /> }, options);
}

describe('the library screens', () => {
  beforeEach(async () => {
    await resetDatabase();
    // jsdom does not lay out or scroll: the reader's scrolling is checked in the browser journey.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(cleanup);

  it('lists every reading, and the shelf filter shows only the readings on that shelf', async () => {
    await renderAt('/resonance/library');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Library');
    for (const reading of readings) expect(screen.getByRole('link', { name: reading.title })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Shelf for On rest'), { target: { value: 'read' } });
    await waitFor(async () => expect((await db.libraryState.get('on-rest'))?.shelf).toBe('read'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Read (1)' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['On rest']);
    expect(screen.getByText('1 reading on your Read shelf.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Reading (0)' }));
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getByText(/Nothing on your Reading shelf yet/)).toBeTruthy();
  });

  it('shows content notes before the text, and keeps a public-domain text’s wording with a plain gloss in plain language', async () => {
    const poem = findReading('dickinson-hope-is-the-thing-with-feathers')!;
    await renderAt(`/resonance/library/${poem.id}`, { plain: true });
    const notes = screen.getByRole('region', { name: 'Before you read' });
    expect(notes.textContent).toContain('Storms and hardship, as images');
    const firstStanza = document.getElementById('paragraph-1')!;
    expect(notes.compareDocumentPosition(firstStanza) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(firstStanza.textContent).toContain('Hope is the thing with feathers');
    expect(firstStanza.textContent).toContain(`In plain words: ${poem.paragraphs[0]!.plain}`);
    expect(screen.getByRole('link', { name: /book at Project Gutenberg/ }).getAttribute('href')).toBe('https://www.gutenberg.org/ebooks/12242');
  });

  it('shows our own readings in their plain variant when plain language is on', async () => {
    const own = findReading('on-rest')!;
    await renderAt(`/resonance/library/${own.id}`, { plain: true });
    expect(document.getElementById('paragraph-1')!.textContent).toBe(own.paragraphs[0]!.plain);
    cleanup();
    await renderAt(`/resonance/library/${own.id}`);
    expect(document.getElementById('paragraph-1')!.textContent).toBe(own.paragraphs[0]!.standard);
  });

  it('reads aloud from the paragraph in view through the narrator, and says so when the browser cannot speak', async () => {
    const own = findReading('on-asking-for-help')!;
    const narrator: Narrator = { enabled: false, available: true, speak: vi.fn(async () => true), stop: vi.fn() };
    await renderAt(`/resonance/library/${own.id}`, { narrator });
    fireEvent.click(await screen.findByRole('button', { name: 'Read aloud from here' }));
    await waitFor(() => expect(narrator.speak).toHaveBeenCalled());
    expect(vi.mocked(narrator.speak).mock.calls[0]![0]).toMatch(/^Asking for help is one of the most useful things/);
    cleanup();
    await renderAt(`/resonance/library/${own.id}`);
    expect(await screen.findByText('Reading aloud is not available in this browser.')).toBeTruthy();
  });

  it('bookmarks the paragraph in view, lists it, and removes it', async () => {
    await renderAt('/resonance/library/on-rest');
    const bookmark = screen.getByRole<HTMLButtonElement>('button', { name: 'Bookmark this paragraph' });
    // Shown at once, usable once the device's bookmarks are read.
    await waitFor(() => expect(bookmark.disabled).toBe(false));
    fireEvent.click(bookmark);
    const bookmarks = screen.getByRole('region', { name: 'Bookmarks' });
    await within(bookmarks).findByRole('button', { name: 'Go to paragraph 1' });
    expect((await db.libraryState.get('on-rest'))?.bookmarks).toMatchObject([{ paragraph: 0 }]);
    expect(document.getElementById('paragraph-1')!.textContent).toContain('Bookmarked paragraph');
    fireEvent.click(within(bookmarks).getByRole('button', { name: 'Go to paragraph 1' }));
    expect(document.activeElement).toBe(document.getElementById('paragraph-1'));
    fireEvent.click(within(bookmarks).getByRole('button', { name: 'Remove the bookmark on paragraph 1' }));
    await within(bookmarks).findByText(/No bookmarks yet/);
  });

  it('at the end, puts the reading on the Read shelf in one step', async () => {
    await renderAt('/resonance/library/on-hard-days');
    const finish = screen.getByRole<HTMLButtonElement>('button', { name: 'Put it on my Read shelf' });
    await waitFor(() => expect(finish.disabled).toBe(false));
    fireEvent.click(finish);
    await screen.findByText('This reading is on your Read shelf.');
    expect((await db.libraryState.get('on-hard-days'))?.shelf).toBe('read');
    expect((screen.getByLabelText('Shelf for On hard days') as HTMLSelectElement).value).toBe('read');
  });

  it('says so when a reading does not exist, with the way back', async () => {
    await renderAt('/resonance/library/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reading not found');
    expect(screen.getByRole('link', { name: 'Back to the library' }).getAttribute('href')).toBe('/resonance/library');
    expect(document.querySelector('script')).toBeNull();
  });
});
