// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NarrationProvider, useReadAloud, type Narrator } from '../narration';
import { blockShowing, mainBlocksOf, outlineReading, textOfBlock } from '../reading-outline';

function outlined(): string[] {
  return [...document.querySelectorAll('[data-reading-aloud]')].map((block) => block.textContent ?? '');
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  outlineReading(null);
  cleanup();
  document.body.innerHTML = '';
});

describe('mainBlocksOf', () => {
  it("reads a page's main text in order, once per block", () => {
    const main = document.createElement('main');
    main.innerHTML = '<h1>Title</h1><p>First.</p><ul><li><p>Inner.</p></li><li>Item</li></ul><p hidden>Hidden</p>';
    expect(mainBlocksOf(main).map(textOfBlock)).toEqual(['Title', 'First.', 'Inner.', 'Item']);
    expect(mainBlocksOf(main).map((block) => block.tagName)).toEqual(['H1', 'P', 'P', 'LI']);
  });
});

describe('blockShowing', () => {
  function page(html: string): HTMLElement {
    const main = document.createElement('main');
    main.innerHTML = html;
    document.body.append(main);
    return main;
  }

  it('finds the block showing exactly the text, whatever its spacing', () => {
    const main = page('<h1>Title</h1><p>A  line\n that wraps.</p><p>A line that wraps. And more.</p>');
    expect(blockShowing(main, 'A line that wraps.', null)?.textContent).toBe('A  line\n that wraps.');
    expect(blockShowing(main, 'A line', null)).toBeNull();
    expect(blockShowing(main, 'Words made for speech only.', null)).toBeNull();
  });

  it('finds a repeated line after the last one read first, then from the top', () => {
    const main = page('<p>Breathe in.</p><p>Breathe out.</p><p>Breathe in.</p>');
    const [first, second, third] = [...main.querySelectorAll('p')] as HTMLElement[];
    expect(blockShowing(main, 'Breathe in.', null)).toBe(first);
    expect(blockShowing(main, 'Breathe in.', second!)).toBe(third);
    expect(blockShowing(main, 'Breathe in.', third!)).toBe(first);
  });

  it('skips hidden blocks and a list item read through its own paragraphs', () => {
    const main = page('<p hidden>Hidden.</p><ul><li><p>Inner.</p></li></ul>');
    expect(blockShowing(main, 'Hidden.', null)).toBeNull();
    expect(blockShowing(main, 'Inner.', null)?.tagName).toBe('P');
  });
});

describe('outlineReading', () => {
  it('outlines one block at a time, keeps it in view, and clears with null', () => {
    document.body.innerHTML = '<p id="a">A</p><p id="b">B</p>';
    outlineReading(document.getElementById('a'));
    outlineReading(document.getElementById('b'));
    expect(outlined()).toEqual(['B']);
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    outlineReading(null);
    expect(outlined()).toEqual([]);
  });
});

describe('useReadAloud outlines what it reads', () => {
  /** A narrator that holds each piece until the test finishes it, as a real engine does while it speaks. */
  function heldNarrator() {
    const pending: Array<{ text: string; done: (spoken: boolean) => void }> = [];
    const narrator: Narrator = {
      enabled: true,
      available: true,
      speak: (text) => new Promise((done) => pending.push({ text, done })),
      stop: () => pending.splice(0).forEach((piece) => piece.done(false)),
    };
    return { narrator, pending };
  }

  function Reader({ texts }: { texts: string[] }) {
    const { reading, read, stop } = useReadAloud();
    return (
      <button type="button" onClick={() => (reading ? stop() : read(texts))}>
        {reading ? 'Stop' : 'Read'}
      </button>
    );
  }

  async function finishPiece(pending: ReturnType<typeof heldNarrator>['pending']): Promise<void> {
    await act(async () => {
      pending.shift()?.done(true);
      await Promise.resolve();
    });
  }

  it('outlines the block showing each text in turn, nothing for a text made for speech, and nothing at the end', async () => {
    const { narrator, pending } = heldNarrator();
    render(
      <NarrationProvider value={narrator}>
        <main id="main">
          <h1>The story</h1>
          <p>First part.</p>
          <p>Second part.</p>
        </main>
        <Reader texts={['The story', 'First part.', 'The guide has 2 short parts.', 'Second part.']} />
      </NarrationProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Read' }));
      await Promise.resolve();
    });
    expect(outlined()).toEqual(['The story']);
    await finishPiece(pending);
    expect(outlined()).toEqual(['First part.']);
    await finishPiece(pending);
    expect(pending[0]?.text).toBe('The guide has 2 short parts.');
    expect(outlined()).toEqual([]);
    await finishPiece(pending);
    expect(outlined()).toEqual(['Second part.']);
    await finishPiece(pending);
    expect(outlined()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Read' })).toBeTruthy();
  });

  it('takes the outline away when stopped or unmounted', async () => {
    const { narrator } = heldNarrator();
    // The page stays when the reader goes, as when a screen's read-aloud control unmounts.
    render(
      <main id="main">
        <p>First part.</p>
      </main>,
    );
    const view = render(
      <NarrationProvider value={narrator}>
        <Reader texts={['First part.']} />
      </NarrationProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Read' }));
      await Promise.resolve();
    });
    expect(outlined()).toEqual(['First part.']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
      await Promise.resolve();
    });
    expect(outlined()).toEqual([]);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Read' }));
      await Promise.resolve();
    });
    expect(outlined()).toEqual(['First part.']);
    view.unmount();
    expect(outlined()).toEqual([]);
  });
});
