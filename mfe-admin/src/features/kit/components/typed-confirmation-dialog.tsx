import { Button, TextField } from '@x4i/shared';
import { isDeleteConfirmed } from '@x4i/shared/domain';
import { type ReactNode, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
  const { register, control, handleSubmit } = useForm({
    defaultValues: { typed: '' },
    // No message: 'Delete' is disabled until the text matches, and a submit before that does nothing, focus included.
    shouldFocusError: false,
  });
  const { busy, confirm } = useConfirmCall(onConfirm);
  const typed = useWatch({ control, name: 'typed' });
  const confirmed = isDeleteConfirmed(typed, expected);
  const submit = handleSubmit(() => confirm());

  return (
    <Dialog title={title} onClose={onClose} returnFocus={returnFocus}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {children}
        <TextField
          label={`Type “${expected}” to confirm`}
          autoComplete="off"
          spellCheck={false}
          {...register('typed', { validate: (typed) => isDeleteConfirmed(typed, expected) })}
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
