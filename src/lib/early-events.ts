import { flushSync } from 'react-dom';

/**
 * What the person did on a prerendered page before the app had hydrated it (issue 40). public/boot.js records each
 * click, letter typed, answer picked and form sent, keeps it from the app until then, and puts the list on window;
 * the app takes it once hydrated and replays it here, so each acts exactly once, through the app's own handlers.
 */

/** How boot.js names an element: by id, a radio by its group and value, anything else by its path from #root. */
export interface EarlyTarget {
  id?: string;
  name?: string;
  value?: string;
  steps?: number[];
}

/** One event as boot.js recorded it, with the state of its control just after (a box ticked, a field's text). */
export interface EarlyEvent {
  type: 'click' | 'input' | 'change' | 'keydown' | 'submit';
  node: Element;
  target: EarlyTarget;
  event: Event;
  checked?: boolean;
  value?: string;
}

declare global {
  interface Window {
    __bmEarlyEvents?: { events: EarlyEvent[]; take: () => EarlyEvent[] };
  }
}

/** The events boot.js recorded, oldest first, ending its recording; [] after the first call or without boot.js. */
export function takeEarlyEvents(): EarlyEvent[] {
  const early = window.__bmEarlyEvents;
  return early ? early.take() : [];
}

/** The element now: the same node (hydration keeps it), or the one in its place if React drew the page again. */
function resolve(recorded: EarlyEvent, root: Element): Element | null {
  if (recorded.node.isConnected) return recorded.node;
  const { id, name, value, steps } = recorded.target;
  if (id !== undefined) return document.getElementById(id);
  if (name !== undefined) return [...document.getElementsByName(name)].find((node) => (node as HTMLInputElement).value === value) ?? null;
  let node: Element | undefined = root;
  for (const step of steps ?? []) node = node?.children[step];
  return node ?? null;
}

function isCheckable(node: Element): node is HTMLInputElement {
  return node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio');
}

function isTextField(node: Element): node is HTMLInputElement | HTMLTextAreaElement {
  if (node instanceof HTMLTextAreaElement) return true;
  return node instanceof HTMLInputElement && node.type !== 'checkbox' && node.type !== 'radio' && node.type !== 'file';
}

/** A letter typed into a field: what it did is in the field's value, replayed with its input event. */
function isTyping(recorded: EarlyEvent, node: Element): boolean {
  const key = recorded.event as KeyboardEvent;
  return isTextField(node) && key.key.length === 1 && !key.ctrlKey && !key.metaKey && !key.altKey;
}

/**
 * Sets a field's value so that React sees a change. React keeps, on the element, the value it last knew (set when it
 * hydrated, from what the person had already typed) and ignores an input event that does not change it: the value is
 * first set through React's own property (that value becomes the one React knows), then to the real value through the
 * element's native setter, which React does not see.
 */
function setValueReactSees(node: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(node) as object, 'value');
  node.value = `${value}\u0000`;
  native?.set?.call(node, value);
}

function replayInput(node: Element, recorded: EarlyEvent, final: string | undefined): void {
  if (!isTextField(node)) return;
  const value = final ?? recorded.value ?? node.value;
  const focused = document.activeElement === node;
  let selection: [number | null, number | null] = [null, null];
  try {
    selection = [node.selectionStart, node.selectionEnd];
  } catch {
    // A number or email field has no selection to keep.
  }
  setValueReactSees(node, value);
  node.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && selection[0] !== null) {
    try {
      node.setSelectionRange(selection[0], selection[1]);
    } catch {
      // As above: no selection on this kind of field.
    }
  }
}

function replayClick(node: Element, recorded: EarlyEvent): void {
  if (isCheckable(node)) {
    // The browser has already ticked it; React, hydrated since, knows the ticked state. The box goes back through
    // React's property (so React sees the click as a change) and the click ticks it again, through the app's handlers.
    const checked = recorded.checked ?? node.checked;
    node.checked = !checked;
    node.click();
    return;
  }
  if (node instanceof HTMLElement) node.click();
  else node.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/** `final`: the field's value as the person left it, for the last of its events (undefined for the others). */
function replayOne(recorded: EarlyEvent, node: Element, final: string | undefined): void {
  switch (recorded.type) {
    case 'click':
      replayClick(node, recorded);
      return;
    case 'input':
      replayInput(node, recorded, final);
      return;
    case 'change':
      if (node instanceof HTMLSelectElement) node.value = final ?? recorded.value ?? node.value;
      node.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    case 'submit':
      if (node instanceof HTMLFormElement) node.requestSubmit();
      return;
    case 'keydown': {
      if (isTyping(recorded, node)) return;
      const key = recorded.event as KeyboardEvent;
      const { code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = key;
      node.dispatchEvent(new KeyboardEvent('keydown', { key: key.key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey, bubbles: true, cancelable: true, composed: true }));
      return;
    }
  }
}

/**
 * Replays the events, in order, each through React and committed before the next (flushSync), so that a form sent
 * after its answers sees them. Typing is replayed as the field's value: consecutive input events of one field become
 * one, and a field's last one gives it the value the person left in it, read before anything is replayed (the first
 * replayed answer re-renders the form, and React then puts back into each field the value it knows, the empty one).
 * Call it from a task of its own, not from React's render or effects (flushSync cannot flush there).
 */
export function replayEarlyEvents(events: readonly EarlyEvent[], root: Element | null = document.getElementById('root')): number {
  if (!root) return events.length;
  const resolved = events.map((recorded) => resolve(recorded, root));
  const lastOfField = new Map<Element, number>();
  const leftAs = new Map<Element, string>();
  resolved.forEach((node, index) => {
    const type = events[index]?.type;
    if (!node || (type !== 'input' && type !== 'change')) return;
    lastOfField.set(node, index);
    if (isTextField(node) || node instanceof HTMLSelectElement) leftAs.set(node, node.value);
  });
  for (const [index, recorded] of events.entries()) {
    const node = resolved[index];
    if (!node) continue;
    if (recorded.type === 'input') {
      const next = events[index + 1];
      // Typing goes on in the same field: only the last of the run is replayed.
      if (next && resolved[index + 1] === node && (next.type === 'input' || (next.type === 'keydown' && isTyping(next, node)))) continue;
    }
    flushSync(() => replayOne(recorded, node, lastOfField.get(node) === index ? leftAs.get(node) : undefined));
    if (recorded.type === 'click' && isCheckable(node) && !reactAgrees(node, recorded.checked ?? node.checked)) return index;
  }
  return events.length;
}

/**
 * Whether React's props for a controlled box say what the replayed click set: a click on an element whose part of
 * the page React was still hydrating (its nodes marked, not yet committed) reaches no handler.
 */
function reactAgrees(node: Element, checked: boolean): boolean {
  const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
  const props = key ? (node as unknown as Record<string, { checked?: unknown } | undefined>)[key] : undefined;
  return typeof props?.checked !== 'boolean' || props.checked === checked;
}

const HYDRATION_CHECK_MS = 50;
const HYDRATION_WAIT_MS = 5000;

/**
 * Whether React has adopted the element. React marks each node it hydrates with a `__reactFiber$…` property (an
 * internal name, stable since React 17); a part of the page React hydrates later (a Suspense boundary whose content
 * was not ready) has none yet. An event replayed there would have React hydrate it first, from the state the replay
 * had just set, and see no change: the answer would be lost.
 */
function isHydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Once every element the recorded events name has been hydrated (checked every 50 ms, for at most 5 s), takes the
 * events, replays them and calls `done`, in a task of its own. A replay React did not receive (see reactAgrees) is
 * tried again, with the events after it, 50 ms later. Returns a function that cancels the wait.
 */
export function replayEarlyEventsWhenHydrated(done: () => void): () => void {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout>;
  const attempt = (delay: number) => {
    timer = setTimeout(() => {
      const root = document.getElementById('root');
      const pending = [...held, ...(window.__bmEarlyEvents?.events ?? [])];
      const waiting = root !== null && pending.some((recorded) => {
        const node = resolve(recorded, root);
        return node !== null && !isHydrated(node);
      });
      if (waiting && performance.now() - started < HYDRATION_WAIT_MS) {
        attempt(HYDRATION_CHECK_MS);
        return;
      }
      const events = [...held, ...takeEarlyEvents()];
      const stopped = replayEarlyEvents(events, root);
      held = events.slice(stopped);
      if (held.length > 0 && performance.now() - started < HYDRATION_WAIT_MS) {
        attempt(HYDRATION_CHECK_MS);
        return;
      }
      done();
    }, delay);
  };
  let held: EarlyEvent[] = [];
  attempt(0);
  return () => clearTimeout(timer);
}
