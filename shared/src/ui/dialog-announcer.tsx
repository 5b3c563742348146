import { useAtomValue } from 'jotai';
import { snackbarQueueAtom } from '../session/overlays.js';
import { VisuallyHidden } from './visually-hidden.js';

/**
 * While a modal dialog is open the rest of the page is inert, and the shell's message regions with it: a screen
 * reader would not hear a message shown then (the snackbar is drawn above the dialog, but drawn is all). So each
 * modal repeats the current message in live regions of its own, polite for the default, assertive for errors; the
 * shell's regions are out of the accessibility tree meanwhile, so nothing is said twice. No role: the regions are
 * not the dialog's own status or alert, which its content may have.
 */
export function DialogAnnouncer() {
  const current = useAtomValue(snackbarQueueAtom).at(-1);
  return (
    <>
      <VisuallyHidden aria-live="polite" data-testid="dialog-announcer-default">
        {current?.variant === 'default' ? current.message : null}
      </VisuallyHidden>
      <VisuallyHidden aria-live="assertive" data-testid="dialog-announcer-error">
        {current?.variant === 'error' ? current.message : null}
      </VisuallyHidden>
    </>
  );
}
