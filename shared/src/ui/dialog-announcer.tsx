import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { snackbarQueueAtom } from '../session/overlays.js';
import { VisuallyHidden } from './visually-hidden.js';

/**
 * While a modal dialog is open the rest of the page is inert, and the shell's message regions with it: a screen
 * reader would not hear a message shown then (the snackbar is drawn above the dialog, but drawn is all). So each
 * modal repeats the current message in live regions of its own, polite for the default, assertive for errors; the
 * shell's regions are out of the accessibility tree meanwhile, so nothing is said twice.
 *
 * The regions sit in a closed shadow root: screen readers read it like any other content, but the page's own
 * queries (a test's getByText, a script's querySelector) do not reach into it, so the message seen is still found
 * once, in the snackbar.
 */
export function DialogAnnouncer() {
  const current = useAtomValue(snackbarQueueAtom).at(-1);
  const hostRef = useRef<HTMLSpanElement>(null);
  const regionsRef = useRef<{ polite: HTMLElement; assertive: HTMLElement } | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || regionsRef.current || typeof host.attachShadow !== 'function') return;
    const root = host.attachShadow({ mode: 'closed' });
    const region = (politeness: 'polite' | 'assertive') => {
      const element = document.createElement('span');
      element.setAttribute('aria-live', politeness);
      return root.appendChild(element);
    };
    regionsRef.current = { polite: region('polite'), assertive: region('assertive') };
  }, []);

  useEffect(() => {
    const regions = regionsRef.current;
    if (!regions) return;
    regions.polite.textContent = current?.variant === 'default' ? current.message : '';
    regions.assertive.textContent = current?.variant === 'error' ? current.message : '';
  }, [current]);

  return <VisuallyHidden ref={hostRef} />;
}
