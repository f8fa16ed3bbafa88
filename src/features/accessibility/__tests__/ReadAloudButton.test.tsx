// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { ReadAloudButton } from '../components/ReadAloudButton';

/** A speech engine that holds each utterance until the test ends it, as a real one does while it speaks. */
class HeldUtterance {
  rate = 1;
  pitch = 1;
  volume = 1;
  lang = '';
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

const held: HeldUtterance[] = [];

async function finishSpeaking(): Promise<void> {
  await act(async () => {
    held.shift()?.onend?.();
    await Promise.resolve();
  });
}

function outlined(): string[] {
  return [...document.querySelectorAll('[data-reading-aloud]')].map((block) => block.textContent ?? '');
}

function renderPage() {
  return renderApp({
    routes: {
      '*': (
        <>
          <main id="main">
            <h1>Title</h1>
            <p>First paragraph.</p>
            <p>Second paragraph.</p>
          </main>
          <ReadAloudButton />
        </>
      ),
    },
  });
}

beforeEach(() => {
  held.length = 0;
  vi.stubGlobal('SpeechSynthesisUtterance', HeldUtterance);
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: HeldUtterance) => held.push(utterance),
    cancel: () => held.splice(0).forEach((utterance) => utterance.onerror?.({ error: 'interrupted' })),
    getVoices: () => [],
  });
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReadAloudButton', () => {
  it('outlines each block while it is read, keeps it in view, and leaves no outline at the end', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Read this page aloud' }));
    expect(outlined()).toEqual(['Title']);
    expect(held.map((utterance) => utterance.text)).toEqual(['Title']);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    await finishSpeaking();
    expect(outlined()).toEqual(['First paragraph.']);
    await finishSpeaking();
    expect(outlined()).toEqual(['Second paragraph.']);
    await finishSpeaking();
    expect(outlined()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Read this page aloud' })).toBeTruthy();
  });

  it('takes the outline away when the person stops the reading', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Read this page aloud' }));
    await finishSpeaking();
    expect(outlined()).toEqual(['First paragraph.']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop reading aloud' }));
      await Promise.resolve();
    });
    expect(outlined()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Read this page aloud' })).toBeTruthy();
  });

  it('outlines nothing more once it is gone, even if the engine goes on speaking', async () => {
    const { unmount } = render(
      <main id="main">
        <p>First paragraph.</p>
        <p>Second paragraph.</p>
      </main>,
    );
    const button = await renderApp({ routes: { '*': <ReadAloudButton /> } });
    fireEvent.click(screen.getByRole('button', { name: 'Read this page aloud' }));
    expect(outlined()).toEqual(['First paragraph.']);
    button.unmount();
    expect(outlined()).toEqual([]);
    await finishSpeaking();
    expect(held.map((utterance) => utterance.text)).toEqual(['Second paragraph.']);
    expect(outlined()).toEqual([]);
    unmount();
  });
});
