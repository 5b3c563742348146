import { atom } from 'jotai';

/** Whether the Contact Us dialog (SPEC 2.6) is open. */
export const contactUsOpenAtom = atom(false);

export type SnackbarVariant = 'default' | 'error';

export interface SnackbarMessage {
  id: number;
  message: string;
  variant: SnackbarVariant;
}

/** Snackbars waiting to be shown; the first is on screen. The shell shows them one at a time. */
export const snackbarQueueAtom = atom<readonly SnackbarMessage[]>([]);

/** Data fetches and other work under way that the loading bar (SPEC 4) reports. */
export const pendingLoadsAtom = atom(0);
