import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
import { DialogAnnouncer } from './dialog-announcer.js';

const Panel = styled.dialog<{ $maxWidth: number; $compact?: boolean }>`
  box-sizing: border-box;
  width: calc(100% - 32px);
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  max-height: calc(100dvh - 32px);
  margin: auto;
  padding: 0;
  overflow-y: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: rgba(31, 42, 51, 0.5);
  }

  &:focus {
    outline: none;
  }

  /* The browser moves focus inside on opening; wherever it is, it shows. */
  & :where(a[href], button, input, select, textarea, [tabindex]):focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  ${({ theme, $compact }) =>
    $compact
      ? ''
      : `${theme.below.xs} {
    width: 100vw;
    max-width: none;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
  }`}
`;

/** How to bring each open always-on-top dialog back above one that opened after it. */
const raisers = new Set<() => void>();

export interface ModalDialogProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose' | 'role'> {
  /** The id of the element that names the dialog (its heading); or give it an aria-label. */
  labelledBy?: string;
  /** Open by default; a dialog kept mounted while closed (to keep what was typed) says so here. */
  open?: boolean;
  /** Escape, and a click on the backdrop when `closeOnBackdrop`; without it Escape does nothing. */
  onCancel?: () => void;
  closeOnBackdrop?: boolean;
  /** What gets focus on opening; by default the browser's choice, the first control inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing, when the control that opened the dialog may be gone (after a delete). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The panel's width from the small breakpoint up (560 px by default); below it the panel fills the screen unless `compact`. */
  maxWidth?: number;
  compact?: boolean;
  /** Stays above modals opened after it (an alert the user must answer first); the browser stacks by opening order. */
  alwaysOnTop?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * The one modal of the apps: a native `<dialog>` opened with `showModal()` while it is rendered and `open`. The
 * browser keeps focus inside and makes the page behind inert; Escape asks `onCancel` to close it (the owner
 * unmounts it), the page behind does not scroll, and on closing focus goes back to the control that opened it.
 */
export function ModalDialog({
  labelledBy,
  open = true,
  onCancel,
  closeOnBackdrop = false,
  initialFocus,
  returnFocus,
  maxWidth = 560,
  compact,
  alwaysOnTop = false,
  role,
  children,
  ...rest
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  const openerRef = useRef<HTMLElement | null>(null);
  // Read when the dialog opens, as the callbacks are: a new object each render must not reopen it.
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;
  const alwaysOnTopRef = useRef(alwaysOnTop);
  alwaysOnTopRef.current = alwaysOnTop;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const initialFocus = initialFocusRef.current;
    const alwaysOnTop = alwaysOnTopRef.current;
    const active = document.activeElement;
    // The control that opened the dialog (when the effect re-runs, focus may already be inside).
    if (active instanceof HTMLElement && !dialog.contains(active)) openerRef.current = active;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    let closing = false;
    // Closes this dialog itself makes to move back on top, which its 'close' listener must not take for a cancel.
    let ownCloses = 0;
    const raise = () => {
      ownCloses += 1;
      dialog.close();
      dialog.showModal();
      initialFocus?.current?.focus();
    };
    if (alwaysOnTop) raisers.add(raise);
    else raisers.forEach((raiseOther) => raiseOther());
    const cancel = (event: Event) => {
      // The owner decides: it unmounts the dialog, or keeps it open.
      event.preventDefault();
      onCancelRef.current?.();
    };
    const closedByBrowser = () => {
      // A browser may close anyway (a second Escape in a row): the owner hears it as a cancel, or it opens again.
      if (ownCloses > 0) {
        ownCloses -= 1;
        return;
      }
      if (closing) return;
      if (onCancelRef.current) onCancelRef.current();
      else if (dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closedByBrowser);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      closing = true;
      raisers.delete(raise);
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closedByBrowser);
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      const target = returnFocusRef.current?.current ?? openerRef.current;
      // Once React has removed or closed the dialog; one open again means the effect only re-ran (strict mode).
      queueMicrotask(() => {
        if (!dialog.isConnected || !dialog.open) target?.focus();
      });
    };
    // Once per opening.
  }, [open]);

  return (
    <Panel
      {...rest}
      ref={dialogRef}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      $maxWidth={maxWidth}
      $compact={compact}
      onMouseDown={(event) => {
        rest.onMouseDown?.(event);
        // A press on the backdrop lands on the dialog element itself (its content covers the rest).
        if (closeOnBackdrop && event.target === event.currentTarget) onCancelRef.current?.();
      }}
    >
      {children}
      <DialogAnnouncer />
    </Panel>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  min-height: 60px;
  padding: 8px 60px 8px 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.25rem;
  overflow-wrap: anywhere;
`;

/** After the content in the page's order (so focus starts on the first field), drawn in the header's corner. */
const CloseButton = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.secondary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Body = styled.div`
  padding: 24px;
`;

/** The buttons at the end of a dialog's form: Cancel, then the action. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 24px;
`;

export interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** What gets focus on opening; by default the first field or button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing, when the control that opened the dialog may be gone (after a delete). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog with a title and a close button, open while it is rendered: labelled by its title; Escape, the
 * close button or a click on the backdrop closes it, and focus goes back where it was.
 */
export function Dialog({ title, onClose, children, initialFocus, returnFocus }: DialogProps) {
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} onCancel={onClose} closeOnBackdrop initialFocus={initialFocus} returnFocus={returnFocus}>
      <Header>
        <Title id={titleId}>{title}</Title>
      </Header>
      <Body>{children}</Body>
      <CloseButton type="button" aria-label="Close" onClick={onClose}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </CloseButton>
    </ModalDialog>
  );
}
