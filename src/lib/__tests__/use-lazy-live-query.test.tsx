// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Dexie, type EntityTable } from 'dexie';
import { FIRST_VISIT_ATTRIBUTE } from '../first-visit';

interface Note {
  id: string;
  text: string;
}

class NotesDb extends Dexie {
  notes!: EntityTable<Note, 'id'>;
  constructor() {
    super(`lazy-live-query-${crypto.randomUUID()}`);
    this.version(1).stores({ notes: 'id' });
  }
}

// The hook and when-idle keep module state (the first screen, whether the data layer has loaded): a fresh copy each.
async function freshModules() {
  vi.resetModules();
  const [{ useLazyLiveQuery, useLazyLocalQuery }, whenIdle] = await Promise.all([import('../use-lazy-live-query'), import('../when-idle')]);
  return { useLazyLiveQuery, useLazyLocalQuery, ...whenIdle };
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {String(this.state.error)}</p> : this.props.children;
  }
}

afterEach(() => {
  cleanup();
  vi.resetModules();
  document.documentElement.removeAttribute(FIRST_VISIT_ATTRIBUTE);
});

describe('useLazyLiveQuery', () => {
  it('answers undefined until the first screen is shown, then the live answer, following every change', async () => {
    const { useLazyLiveQuery, markFirstScreenShown } = await freshModules();
    const db = new NotesDb();
    await db.notes.add({ id: 'a', text: 'first' });
    const load = vi.fn(async () => () => db.notes.get('a'));
    function Note() {
      const note = useLazyLiveQuery(load, []);
      return <p>{note === undefined ? 'Loading…' : note.text}</p>;
    }
    render(<Note />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    act(() => markFirstScreenShown());
    await screen.findByText('first');
    await act(() => db.notes.put({ id: 'a', text: 'changed' }));
    await screen.findByText('changed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the previous answer while new deps load, and loads at once after the first load', async () => {
    const { useLazyLiveQuery, markFirstScreenShown } = await freshModules();
    markFirstScreenShown();
    const db = new NotesDb();
    await db.notes.bulkAdd([
      { id: 'a', text: 'note a' },
      { id: 'b', text: 'note b' },
    ]);
    function Note({ id }: { id: string }) {
      const note = useLazyLiveQuery(async () => () => db.notes.get(id), [id]);
      return <p>{note === undefined ? 'Loading…' : note.text}</p>;
    }
    const { rerender } = render(<Note id="a" />);
    await screen.findByText('note a');
    rerender(<Note id="b" />);
    expect(screen.getByText('note a')).toBeTruthy();
    await screen.findByText('note b');
  });

  it('throws a failed load to the error boundary', async () => {
    const { useLazyLiveQuery, markFirstScreenShown } = await freshModules();
    markFirstScreenShown();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Note() {
      const note = useLazyLiveQuery<string>(() => Promise.reject(new Error('chunk missing')), []);
      return <p>{note ?? 'Loading…'}</p>;
    }
    render(
      <Boundary>
        <Note />
      </Boundary>,
    );
    await waitFor(() => expect(screen.getByText('Failed: Error: chunk missing')).toBeTruthy());
  });
});

describe('useLazyLocalQuery', () => {
  function Notes({ useNotes }: { useNotes: () => Note[] | undefined }) {
    const notes = useNotes();
    if (notes === undefined) return <p>Loading…</p>;
    return <p>{notes.length === 0 ? 'No notes yet.' : notes.map((note) => note.text).join(', ')}</p>;
  }

  it('answers the empty state at once on a first visit, before the data layer has loaded, then what is saved', async () => {
    const { useLazyLocalQuery, markFirstScreenShown } = await freshModules();
    const db = new NotesDb();
    const load = vi.fn(async () => () => db.notes.toArray());
    document.documentElement.setAttribute(FIRST_VISIT_ATTRIBUTE, '');
    render(<Notes useNotes={() => useLazyLocalQuery(load, [], [] as Note[])} />);
    // In the first render, and while the load waits for the first screen.
    expect(screen.getByText('No notes yet.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('No notes yet.')).toBeTruthy();

    act(() => markFirstScreenShown());
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(() => db.notes.add({ id: '1', text: 'a first note' }));
    expect(await screen.findByText('a first note')).toBeTruthy();
  });

  it('waits for the database where something may be stored (not a first visit)', async () => {
    const { useLazyLocalQuery, markFirstScreenShown } = await freshModules();
    const db = new NotesDb();
    await db.notes.add({ id: '1', text: 'kept' });
    render(<Notes useNotes={() => useLazyLocalQuery(async () => () => db.notes.toArray(), [], [] as Note[])} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    act(() => markFirstScreenShown());
    expect(await screen.findByText('kept')).toBeTruthy();
  });
});
