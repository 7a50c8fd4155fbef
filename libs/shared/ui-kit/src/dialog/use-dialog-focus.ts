import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** What can take focus with Tab inside a dialog. */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements of `root` that Tab reaches, in order (hidden ones left out). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !element.closest('[hidden], [aria-hidden="true"], [inert]'),
  );
}

/**
 * Focus handling of a modal dialog whose element is `ref`: on open it remembers the element that
 * had focus (the opener) and focuses the dialog's first field (or its first tabbable element, or
 * the dialog itself); Tab and Shift+Tab wrap inside the dialog; Escape calls `onClose` (when
 * given); on close focus goes back to the opener if it is still on the page.
 */
export function useDialogFocus(
  ref: RefObject<HTMLElement | null>,
  onClose?: (() => void) | undefined,
): void {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const items = tabbableIn(dialog);
    const first = items.find((element) => element.matches('input, textarea, select')) ?? items[0];
    if (first) first.focus();
    else {
      dialog.tabIndex = -1;
      dialog.focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && close.current) {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const outside = !(active instanceof Node) || !dialog.contains(active);
      if (event.shiftKey && (active === firstItem || outside)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || outside)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
