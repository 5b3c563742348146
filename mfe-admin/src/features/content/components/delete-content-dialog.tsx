import { TextField, useSnackbar } from '@x4i/shared';
import { deleteContent } from '../hooks/content-removal';
import { type ManagedContentItem } from '@x4i/shared/contracts';
import { useState, type RefObject } from 'react';
import { styled } from 'styled-components';
import { TypedConfirmationDialog } from '../../kit/components/typed-confirmation-dialog';
import { CONTENT_REQUEST_FAILED_MESSAGE, contentDeletedMessage, deletionConsequences } from '../domain/content-messages';

const Consequences = styled.ul`
  margin: 0 0 20px;
  padding-left: 1.25rem;

  li + li {
    margin-top: 6px;
  }
`;

export interface DeleteContentDialogProps {
  item: ManagedContentItem;
  onClose(): void;
  onChanged(): void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Says what a delete takes with it; the title must be typed to delete, and the reason is kept in the record. */
export function DeleteContentDialog({ item, onClose, onChanged, returnFocus }: DeleteContentDialogProps) {
  const snackbar = useSnackbar();
  const [reason, setReason] = useState('');
  const confirm = async () => {
    const result = await deleteContent(item.id, { title: item.title, reason: reason.trim() || undefined });
    if (result.error) {
      // The server's message says what to fix (a title that no longer matches); anything else is the generic one.
      snackbar.show(result.error.status === 400 ? result.error.message : CONTENT_REQUEST_FAILED_MESSAGE, { variant: 'error' });
      return;
    }
    snackbar.show(contentDeletedMessage(item.title));
    onChanged();
    onClose();
  };
  return (
    <TypedConfirmationDialog title={`Delete ${item.title}`} expected={item.title} onConfirm={confirm} onClose={onClose} returnFocus={returnFocus}>
      <Consequences>
        {deletionConsequences(item.title).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Consequences>
      <TextField label="Reason (optional, kept in the record)" autoComplete="off" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
    </TypedConfirmationDialog>
  );
}
