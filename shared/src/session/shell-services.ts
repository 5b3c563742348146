import { useSetAtom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { contactUsOpenAtom, pendingLoadsAtom, snackbarQueueAtom, type SnackbarVariant } from './overlays.js';

/** Opens and closes the shell's Contact Us dialog. */
export function useContactUs(): { isOpen: boolean; open(): void; close(): void } {
  const isOpen = useAtomValue(contactUsOpenAtom);
  const setOpen = useSetAtom(contactUsOpenAtom);
  return useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen, setOpen]);
}

let nextSnackbarId = 1;

/** Shows a transient message in the shell's snackbar; messages shown together queue up. */
export function useSnackbar(): { show(message: string, options?: { variant?: SnackbarVariant }): void } {
  const setQueue = useSetAtom(snackbarQueueAtom);
  const show = useCallback(
    (message: string, { variant = 'default' }: { variant?: SnackbarVariant } = {}) => {
      setQueue((queue) => [...queue, { id: nextSnackbarId++, message, variant }]);
    },
    [setQueue],
  );
  return useMemo(() => ({ show }), [show]);
}

/**
 * Reports work to the shell's loading bar: `start()` returns the function that ends it (calling it again does
 * nothing). SWR fetches are reported by the shell already.
 */
export function useLoadingBar(): { start(): () => void } {
  const setPending = useSetAtom(pendingLoadsAtom);
  const start = useCallback(() => {
    setPending((count) => count + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      setPending((count) => Math.max(0, count - 1));
    };
  }, [setPending]);
  return useMemo(() => ({ start }), [start]);
}
