import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

export interface ModalDialog {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Closes the dialog once (Escape, the dialog's cancel event and the close button may all ask). */
  close: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
}

/**
 * A <dialog> shown as a modal when it mounts, with focus on its first control and kept inside it (Tab and Shift+Tab
 * wrap around), Escape closing it. onClose is called once however it is closed.
 */
export function useModalDialog(onClose: () => void): ModalDialog {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closedRef = useRef(false);

  const close = useCallback(() => {
    if (closedRef.current) return;
    closedRef.current = true;
    onClose();
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    focusablesIn(dialog)[0]?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Focus stays inside the dialog: Tab from the last control goes to the first, Shift+Tab from the first to the last.
    const focusables = focusablesIn(dialogRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !dialogRef.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return { dialogRef, close, onKeyDown };
}
