import { useSyncExternalStore } from 'react';

/**
 * One polite live region for the whole app (rendered by <LiveAnnouncer />): route changes, setting changes made by
 * shortcut or voice, and voice-command answers. Polite, so it never interrupts what a screen reader is reading.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let message = '';
let pending: ReturnType<typeof setTimeout> | undefined;

function set(next: string): void {
  message = next;
  listeners.forEach((listener) => listener());
}

/** Announces a message politely. The region is emptied first, so the same words said twice are read twice. */
export function announce(text: string): void {
  if (pending !== undefined) clearTimeout(pending);
  set('');
  pending = setTimeout(() => {
    pending = undefined;
    set(text);
  }, 100);
}

function getAnnouncement(): string {
  return message;
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAnnouncement,
    () => '',
  );
}
