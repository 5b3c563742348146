import { useSnackbar } from '@x4i/shared';
import { deleteOrganization } from '../hooks/organizations';
import { type ManagedOrganization } from '@x4i/shared/contracts';
import type { RefObject } from 'react';
import { styled } from 'styled-components';
import { TypedConfirmationDialog } from '../../kit/components/typed-confirmation-dialog';
import { deletionConsequences } from '../domain/deletion-consequences';
import { ORGANIZATION_REQUEST_FAILED_MESSAGE, organizationDeletedMessage } from '../domain/organization-messages';

const Consequences = styled.ul`
  margin: 0 0 20px;
  padding-left: 1.25rem;

  li + li {
    margin-top: 6px;
  }
`;

export interface DeleteOrganizationDialogProps {
  organization: ManagedOrganization;
  onClose(): void;
  onChanged(): void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** SPEC 4 DELETE: says what happens to the rules, members and solutions; the name must be typed to delete. */
export function DeleteOrganizationDialog({ organization, onClose, onChanged, returnFocus }: DeleteOrganizationDialogProps) {
  const snackbar = useSnackbar();
  const confirm = async () => {
    const result = await deleteOrganization(organization.id);
    if (result.error) {
      snackbar.show(ORGANIZATION_REQUEST_FAILED_MESSAGE, { variant: 'error' });
      return;
    }
    snackbar.show(organizationDeletedMessage(organization.name));
    onChanged();
    onClose();
  };
  return (
    <TypedConfirmationDialog title={`Delete ${organization.name}`} expected={organization.name} onConfirm={confirm} onClose={onClose} returnFocus={returnFocus}>
      <Consequences>
        {deletionConsequences(organization).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Consequences>
    </TypedConfirmationDialog>
  );
}
