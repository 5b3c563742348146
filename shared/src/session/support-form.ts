import { atom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { contactUsOpenAtom } from './overlays.js';

/** The subject the support ticket form opens with (SPEC 2.6); null: the plain Contact Us form. */
export const supportSubjectAtom = atom<string | null>(null);

/** Opens the support ticket form: the Contact Us dialog with its subject prefilled. */
export function useSupportForm(): { open(subject: string): void } {
  const setSubject = useSetAtom(supportSubjectAtom);
  const setOpen = useSetAtom(contactUsOpenAtom);
  const open = useCallback(
    (subject: string) => {
      setSubject(subject);
      setOpen(true);
    },
    [setSubject, setOpen],
  );
  return useMemo(() => ({ open }), [open]);
}
