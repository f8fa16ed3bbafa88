// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Dexie, type EntityTable } from 'dexie';

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
  const [{ useLazyLiveQuery }, whenIdle] = await Promise.all([import('../use-lazy-live-query'), import('../when-idle')]);
  return { useLazyLiveQuery, ...whenIdle };
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
