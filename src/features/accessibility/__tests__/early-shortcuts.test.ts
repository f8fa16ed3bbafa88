// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeEarlyShortcuts } from '../lib/early-shortcuts';

/** public/boot.js keeps the shortcuts pressed before the app starts; takeEarlyShortcuts hands them over once. */
function runBootScript(): void {
  type NodeFs = { readFileSync(path: string, encoding: 'utf8'): string };
  const nodeProcess = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process;
  // Through a variable: Vite rewrites `new URL('literal', import.meta.url)` into an asset URL.
  const testFile = import.meta.url;
  const path = decodeURIComponent(new URL('../../../../public/boot.js', testFile).pathname);
  new Function(nodeProcess.getBuiltinModule('node:fs').readFileSync(path, 'utf8'))();
}

function press(init: KeyboardEventInit, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('shortcuts pressed before the app starts', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    takeEarlyShortcuts();
    document.body.replaceChildren();
  });

  it('keeps Alt+A, Ctrl+Shift+A, Alt+C and Alt+V in order, stops them, and ignores other keys', () => {
    runBootScript();
    const kept = [
      press({ code: 'KeyA', key: 'a', altKey: true }),
      press({ code: 'KeyA', key: 'A', ctrlKey: true, shiftKey: true }),
      press({ code: 'KeyC', key: 'c', altKey: true }),
      press({ code: 'KeyV', key: 'v', altKey: true }),
    ];
    const ignored = [press({ code: 'KeyA', key: 'a' }), press({ code: 'KeyB', key: 'b', altKey: true }), press({ code: 'KeyA', key: 'a', altKey: true, metaKey: true })];
    expect(kept.every((event) => event.defaultPrevented)).toBe(true);
    expect(ignored.some((event) => event.defaultPrevented)).toBe(false);
    expect(takeEarlyShortcuts()).toEqual(kept);
  });

  it('hands them over once, and stops listening then, so the app alone handles later keys', () => {
    runBootScript();
    press({ code: 'KeyA', key: 'a', altKey: true });
    expect(takeEarlyShortcuts()).toHaveLength(1);
    const later = press({ code: 'KeyA', key: 'a', altKey: true });
    expect(later.defaultPrevented).toBe(false);
    expect(takeEarlyShortcuts()).toEqual([]);
  });

  it('lets an Alt key type in a text field (the app decides), and keeps nothing when shortcuts are off', () => {
    runBootScript();
    const field = document.body.appendChild(document.createElement('input'));
    const typed = press({ code: 'KeyC', key: 'ç', altKey: true }, field);
    expect(typed.defaultPrevented).toBe(false);
    expect(takeEarlyShortcuts()).toEqual([typed]);

    localStorage.setItem('better-minds:accessibility-settings', JSON.stringify({ keyboard_shortcuts: false }));
    runBootScript();
    expect(press({ code: 'KeyA', key: 'a', altKey: true }).defaultPrevented).toBe(false);
    expect(takeEarlyShortcuts()).toEqual([]);
  });
});
