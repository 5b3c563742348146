import { Button, TextField } from '@x4i/shared';
import { isDeleteConfirmed } from '@x4i/shared/domain';
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Dialog, DialogActions } from '@x4i/shared';
import { useConfirmCall } from '../hooks/use-confirm-call';

export interface TypedConfirmationDialogProps {
  title: string;
  /** What deleting does, said before the user confirms. */
  children: ReactNode;
  /** The text to type: the organisation's name or the rule's value (SPEC 5). */
  expected: string;
  /** Resolves when the call is over; the dialog stays open (and usable) until then. */
  onConfirm(): Promise<void>;
  onClose(): void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** A delete dialog (SPEC 4): 'Delete' stays disabled until the expected text is typed. */
export function TypedConfirmationDialog({ title, children, expected, onConfirm, onClose, returnFocus }: TypedConfirmationDialogProps) {
  const [typed, setTyped] = useState('');
  const { busy, confirm } = useConfirmCall(onConfirm);
  const confirmed = isDeleteConfirmed(typed, expected);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) await confirm();
  };

  return (
    <Dialog title={title} onClose={onClose} returnFocus={returnFocus}>
      <form onSubmit={submit} noValidate>
        {children}
        <TextField
          label={`Type “${expected}” to confirm`}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!confirmed} loading={busy}>
            Delete
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
