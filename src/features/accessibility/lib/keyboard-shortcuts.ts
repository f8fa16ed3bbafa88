/**
 * The panel's keyboard shortcuts: Alt+A or Ctrl+Shift+A opens it, Alt+C toggles high contrast, Alt+V toggles voice
 * navigation. Keys are matched by their physical position (event.code), so Alt+A works on a Mac, where Option+A
 * types 'å'. Every shortcut needs a modifier, and all of them can be turned off (WCAG 2.1.4).
 */
type ShortcutAction = 'open-panel' | 'toggle-high-contrast' | 'toggle-voice';

export interface ShortcutKeyEvent {
  code: string;
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

/** The ARIA form of the panel's shortcuts (aria-keyshortcuts). */
export const PANEL_ARIA_SHORTCUTS = 'Alt+A Control+Shift+A';

const ALT_KEYS: Readonly<Record<string, ShortcutAction>> = {
  KeyA: 'open-panel',
  KeyC: 'toggle-high-contrast',
  KeyV: 'toggle-voice',
};

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  }
  return false;
}

/**
 * The action for a key press, or null. While typing in a text field, an Alt combination that types a character
 * (Option+C types 'ç' on a Mac) is left alone, so shortcuts never eat what someone is writing.
 */
export function shortcutFor(event: ShortcutKeyEvent, target: EventTarget | null = null): ShortcutAction | null {
  if (event.metaKey) return null;
  let action: ShortcutAction | null = null;
  if (event.altKey && !event.ctrlKey && !event.shiftKey) action = ALT_KEYS[event.code] ?? null;
  else if (event.ctrlKey && event.shiftKey && !event.altKey && event.code === 'KeyA') action = 'open-panel';
  if (action && event.altKey && isEditable(target)) {
    const letter = event.code.slice(3).toLowerCase();
    if (event.key.length === 1 && event.key.toLowerCase() !== letter) return null;
  }
  return action;
}
