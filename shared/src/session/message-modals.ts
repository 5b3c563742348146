import { atom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { breakpoints } from '../ui/theme.js';

/** SPEC 5, 8: what the desktop-only modal says. */
export const DESKTOP_ONLY_MESSAGE = 'Creating content can only be done on desktop.';

export interface SimpleMessage {
  title: string;
  message: string;
}

export interface ModalOption<T extends string = string> {
  label: string;
  value: T;
}

export interface OptionsRequest {
  title: string;
  message: string;
  options: readonly ModalOption[];
  /** Called once: with the chosen value, or null when the modal is dismissed. */
  resolve(value: string | null): void;
}

/** The simple message modal's content (SPEC 2.6); null: closed. */
export const simpleMessageAtom = atom<SimpleMessage | null>(null);

/** The options modal's request (SPEC 2.6); null: closed. */
export const optionsModalAtom = atom<OptionsRequest | null>(null);

/** Whether the desktop-only message modal (SPEC 2.6) is open. */
export const desktopOnlyOpenAtom = atom(false);

/** Shows a message in the shell's simple message modal (an alert dialog with OK). */
export function useSimpleMessage(): { show(message: SimpleMessage): void } {
  const set = useSetAtom(simpleMessageAtom);
  const show = useCallback((message: SimpleMessage) => set({ ...message }), [set]);
  return useMemo(() => ({ show }), [show]);
}

/**
 * Asks the user to choose one of `options` in the shell's options modal. Resolves with the chosen value, or null
 * when the modal is closed without a choice (or replaced by another request).
 */
export function useOptionsModal(): {
  show<T extends string>(request: { title: string; message: string; options: readonly ModalOption<T>[] }): Promise<T | null>;
} {
  const set = useSetAtom(optionsModalAtom);
  const show = useCallback(
    <T extends string>(request: { title: string; message: string; options: readonly ModalOption<T>[] }) =>
      new Promise<T | null>((resolve) => {
        let settled = false;
        const next: OptionsRequest = {
          ...request,
          resolve: (value) => {
            if (settled) return;
            settled = true;
            resolve(value as T | null);
          },
        };
        set((previous) => {
          previous?.resolve(null);
          return next;
        });
      }),
    [set],
  );
  return useMemo(() => ({ show }), [show]);
}

/** Whether the window is narrower than the desktop breakpoint (SPEC 9: xs 768). */
export function isBelowDesktop(win: Pick<Window, 'innerWidth'> = window): boolean {
  return win.innerWidth < breakpoints.xs;
}

/**
 * SPEC 5: creating content is desktop only. The returned guard runs its argument on desktop; under 768 px it
 * shows the desktop-only modal ('Creating content can only be done on desktop.') instead.
 */
export function useDesktopOnly(): (run: () => void) => void {
  const setOpen = useSetAtom(desktopOnlyOpenAtom);
  return useCallback(
    (run: () => void) => {
      if (isBelowDesktop()) setOpen(true);
      else run();
    },
    [setOpen],
  );
}
