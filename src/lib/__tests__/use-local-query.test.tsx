// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Dexie, type EntityTable } from 'dexie';
import { FIRST_VISIT_ATTRIBUTE, FIRST_VISIT_EVENT } from '../first-visit';
import { useLocalQuery } from '../use-local-query';

interface Note {
  id: string;
  text: string;
}

class NotesDb extends Dexie {
  notes!: EntityTable<Note, 'id'>;
  constructor() {
    super(`local-query-${crypto.randomUUID()}`);
    this.version(1).stores({ notes: 'id' });
  }
}

function Notes({ db }: { db: NotesDb }) {
  const notes = useLocalQuery(() => db.notes.toArray(), [], [] as Note[]);
  if (notes === undefined) return <p>Loading…</p>;
  return <p>{notes.length === 0 ? 'No notes yet.' : notes.map((note) => note.text).join(', ')}</p>;
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute(FIRST_VISIT_ATTRIBUTE);
});

describe('useLocalQuery', () => {
  it('answers the empty state at once on a first visit, before the database has answered, then follows what is saved', async () => {
    const db = new NotesDb();
    document.documentElement.setAttribute(FIRST_VISIT_ATTRIBUTE, '');
    render(<Notes db={db} />);
    // Synchronously, in the first render: no database read has answered yet.
    expect(screen.getByText('No notes yet.')).toBeTruthy();
    await act(() => db.notes.add({ id: '1', text: 'a first note' }));
    expect(await screen.findByText('a first note')).toBeTruthy();
  });

  it('shows the empty state once the page is marked a first visit after the first render (boot.js answers later)', async () => {
    const db = new NotesDb();
    // Never answers: only the mark can replace "Loading…".
    const slow = { ...db, notes: { toArray: () => new Promise<Note[]>(() => {}) } } as unknown as NotesDb;
    render(<Notes db={slow} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    act(() => {
      document.documentElement.setAttribute(FIRST_VISIT_ATTRIBUTE, '');
      window.dispatchEvent(new Event(FIRST_VISIT_EVENT));
    });
    expect(screen.getByText('No notes yet.')).toBeTruthy();
  });

  it('waits for the database where something may be stored (not a first visit)', async () => {
    const db = new NotesDb();
    await db.notes.add({ id: '1', text: 'kept' });
    render(<Notes db={db} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('kept')).toBeTruthy();
  });
});
