// @vitest-environment jsdom
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyEvents, replayEarlyEventsWhenHydrated, takeEarlyEvents } from '../early-events';

/** public/boot.js records what is done on the page before the app hydrates; replayEarlyEvents hands it to React. */
function runBootScript(): void {
  type NodeFs = { readFileSync(path: string, encoding: 'utf8'): string };
  const nodeProcess = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process;
  // Through a variable: Vite rewrites `new URL('literal', import.meta.url)` into an asset URL.
  const testFile = import.meta.url;
  const path = decodeURIComponent(new URL('../../../public/boot.js', testFile).pathname);
  new Function(nodeProcess.getBuiltinModule('node:fs').readFileSync(path, 'utf8'))();
}

interface Sent {
  answer: string | null;
  note: string;
  agreed: boolean;
}

function Form({ onSend, onPress }: { onSend: (sent: Sent) => void; onPress: () => void }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [agreed, setAgreed] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ answer, note, agreed });
  };
  return (
    <form onSubmit={send}>
      {['a', 'b', 'c'].map((option) => (
        <label key={option}>
          <input type="radio" id={`answer-${option}`} name="answer" value={option} checked={answer === option} onChange={() => setAnswer(option)} />
          {option}
        </label>
      ))}
      <input type="text" aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input type="checkbox" id="agreed" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <button type="button" onClick={onPress}>
        Press
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

function type(field: HTMLInputElement, text: string): void {
  for (const letter of text) {
    field.dispatchEvent(new KeyboardEvent('keydown', { key: letter, bubbles: true, cancelable: true }));
    field.value += letter;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const hydrated: { root: Root | null } = { root: null };
afterEach(() => {
  takeEarlyEvents();
  act(() => hydrated.root?.unmount());
  hydrated.root = null;
  document.body.replaceChildren();
});

describe('what is done before the app hydrates', () => {
  it('is replayed once hydrated: every answer, every letter, one press of each button, and the form sent with them', async () => {
    const onSend = vi.fn();
    const onPress = vi.fn();
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    container.innerHTML = renderToString(<Form onSend={onSend} onPress={onPress} />);
    runBootScript();

    const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
    // The label's click reaches the radio as a click of its own; the second answer replaces the first.
    (byId('answer-a').parentElement as HTMLLabelElement).click();
    byId('answer-c').click();
    type(container.querySelector('input[type=text]') as HTMLInputElement, 'calm');
    byId('agreed').click();
    byId('agreed').click();
    byId('agreed').click();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button[type=button]')?.dispatchEvent(press);
    const sendButton = container.querySelector('button[type=submit]') as HTMLButtonElement;
    sendButton.click();
    // The browser's own part happened: the answer and the box are ticked, the button's action held back.
    expect(byId('answer-c').checked).toBe(true);
    expect(byId('agreed').checked).toBe(true);
    expect(press.defaultPrevented).toBe(true);

    await act(async () => {
      hydrated.root = hydrateRoot(container, <Form onSend={onSend} onPress={onPress} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    replayEarlyEvents(takeEarlyEvents());

    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ answer: 'c', note: 'calm', agreed: true });
    expect(byId('answer-c').checked).toBe(true);
    expect(byId('answer-a').checked).toBe(false);
    expect((container.querySelector('input[type=text]') as HTMLInputElement).value).toBe('calm');
  });

  it('lets the app have the events once taken, and hands over nothing twice', async () => {
    const onPress = vi.fn();
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    container.innerHTML = renderToString(<Form onSend={() => undefined} onPress={onPress} />);
    runBootScript();
    await act(async () => {
      hydrated.root = hydrateRoot(container, <Form onSend={() => undefined} onPress={onPress} />);
    });
    expect(takeEarlyEvents()).toEqual([]);
    act(() => container.querySelector<HTMLButtonElement>('button[type=button]')?.click());
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(takeEarlyEvents()).toEqual([]);
  });

  it('waits for React to have hydrated the element an event names before replaying it (React marks hydrated nodes)', async () => {
    const onSend = vi.fn();
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    container.innerHTML = renderToString(<Form onSend={onSend} onPress={() => undefined} />);
    runBootScript();
    document.getElementById('answer-b')?.click();
    (container.querySelector('button[type=submit]') as HTMLButtonElement).click();

    const done = vi.fn();
    const cancel = replayEarlyEventsWhenHydrated(done);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(done).not.toHaveBeenCalled();
    await act(async () => {
      hydrated.root = hydrateRoot(container, <Form onSend={onSend} onPress={() => undefined} />);
    });
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    cancel();
    expect(onSend).toHaveBeenCalledWith({ answer: 'b', note: '', agreed: false });
  });
});
