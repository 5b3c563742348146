import { Button, Dialog, DialogActions } from '@x4i/shared';
import { type ReactNode, type RefObject } from 'react';
import { useConfirmCall } from '../hooks/use-confirm-call';

export interface ConfirmationDialogProps {
  title: string;
  /** What the action does, said before the user confirms. */
  children: ReactNode;
  /** The confirming button's words: what it does ('Roll back'). */
  confirmLabel: string;
  /** Resolves when the call is over; the dialog stays open (and usable) until then. */
  onConfirm(): Promise<void>;
  onClose(): void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** A yes-or-no question before an action that cannot be taken back by typing; focus starts on Cancel. */
export function ConfirmationDialog({ title, children, confirmLabel, onConfirm, onClose, returnFocus }: ConfirmationDialogProps) {
  const { busy, confirm } = useConfirmCall(onConfirm);
  return (
    <Dialog title={title} onClose={onClose} returnFocus={returnFocus}>
      {children}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
