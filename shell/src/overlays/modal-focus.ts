import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The modal behaviour every shell modal shares: while open, focus starts on
 * `initialFocus`, Escape calls `onEscape` (when given), the page behind does not scroll, and on close focus goes
 * back where it was. Returns the Tab handler that keeps focus inside the panel.
 */
export function useModalFocus({
  open,
  panelRef,
  initialFocus,
  onEscape,
}: {
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  initialFocus: RefObject<HTMLElement | null>;
  onEscape?: () => void;
}): (event: KeyboardEvent<HTMLElement>) => void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    if (!open) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && onEscapeRef.current) onEscapeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      returnFocusTo?.focus();
    };
  }, [open, initialFocus]);

  return (event) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Hidden parts of a panel (a wizard's other steps) are not in the Tab order, so they cannot be the ends.
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isRendered);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

function isRendered(element: HTMLElement): boolean {
  return !element.closest('[hidden], [inert]') && (typeof element.checkVisibility !== 'function' || element.checkVisibility());
}
