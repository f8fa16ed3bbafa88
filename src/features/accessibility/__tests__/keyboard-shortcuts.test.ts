// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shortcutFor, type ShortcutKeyEvent } from '../lib/keyboard-shortcuts';

function key(code: string, modifiers: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent {
  return { code, key: code.slice(3).toLowerCase(), altKey: false, ctrlKey: false, shiftKey: false, metaKey: false, ...modifiers };
}

describe('keyboard shortcuts', () => {
  it('open the panel with Alt+A and Ctrl+Shift+A', () => {
    expect(shortcutFor(key('KeyA', { altKey: true }))).toBe('open-panel');
    expect(shortcutFor(key('KeyA', { ctrlKey: true, shiftKey: true }))).toBe('open-panel');
  });

  it('toggle high contrast with Alt+C and voice navigation with Alt+V', () => {
    expect(shortcutFor(key('KeyC', { altKey: true }))).toBe('toggle-high-contrast');
    expect(shortcutFor(key('KeyV', { altKey: true }))).toBe('toggle-voice');
  });

  it('match the key by position, so Option+A on a Mac (which types "å") still opens the panel', () => {
    expect(shortcutFor({ ...key('KeyA', { altKey: true }), key: 'å' })).toBe('open-panel');
  });

  it('ignore plain letters and other modifier combinations', () => {
    expect(shortcutFor(key('KeyA'))).toBeNull();
    expect(shortcutFor(key('KeyA', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('KeyA', { altKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutFor(key('KeyA', { altKey: true, metaKey: true }))).toBeNull();
    expect(shortcutFor(key('KeyB', { altKey: true }))).toBeNull();
  });

  it('leave a typed character alone while someone writes in a text field', () => {
    const field = document.createElement('textarea');
    expect(shortcutFor({ ...key('KeyC', { altKey: true }), key: 'ç' }, field)).toBeNull();
    // Where Alt+C types nothing (Windows, Linux), the shortcut still works in a field.
    expect(shortcutFor(key('KeyC', { altKey: true }), field)).toBe('toggle-high-contrast');
  });
});
