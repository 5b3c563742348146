import { Button, ErrorState, Spinner, TableDownloads, TextField } from '@x4i/shared';
import { useOrganizationManageList } from '../hooks/organizations';
import { filterOrganizations } from '@x4i/shared/domain';
import { type ManagedOrganization } from '@x4i/shared/contracts';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ListDownloads } from '../../kit/components/list-downloads';
import { isoToday } from '../../kit/domain/admin-records';
import { organizationsExport } from '../domain/organizations-export';
import { DeleteOrganizationDialog } from './delete-organization-dialog';
import { OrganizationDialog } from './organization-dialog';
import { OrganizationTable } from './organization-table';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;

  & > :first-child {
    flex: 1 1 280px;
    max-width: 420px;
  }
`;

const Status = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

/** SPEC 4: ADD, EDIT or DELETE, each on one organisation (none for ADD). */
type DialogState = { action: 'ADD' } | { action: 'EDIT' | 'DELETE'; organization: ManagedOrganization } | null;

function statusText(shown: number, total: number, filter: string): string {
  if (total === 0) return 'There are no organizations yet.';
  if (shown === 0) return `No organization matches “${filter.trim()}”.`;
  if (shown === total) return `${total} ${total === 1 ? 'organization' : 'organizations'}.`;
  return `Showing ${shown} of ${total} organizations.`;
}

/** The ORGS list of SPEC 2.8: the filter, the table and the add, edit and delete dialogs; it reloads after each change. */
export function OrganizationList() {
  const { data, error, isLoading, mutate } = useOrganizationManageList();
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const reload = () => void mutate();
  const close = () => setDialog(null);

  const organizations = data?.organizations ?? [];
  const shown = filterOrganizations(organizations, filter);

  return (
    <>
      <Toolbar>
        <TextField label="Filter organizations" type="search" autoComplete="off" value={filter} onChange={(event) => setFilter(event.target.value)} />
        <Button ref={addButton} onClick={() => setDialog({ action: 'ADD' })}>
          Add organization
        </Button>
      </Toolbar>

      {error && !data ? (
        <ErrorState message="The organizations could not be loaded. Please try again." onRetry={reload} />
      ) : isLoading && !data ? (
        <Centered>
          <Spinner label="Loading organizations" />
        </Centered>
      ) : (
        <>
          <Status role="status">{statusText(shown.length, organizations.length, filter)}</Status>
          {organizations.length > 0 && (
            <ListDownloads>
              <TableDownloads table={organizationsExport(organizations, isoToday())} fileStem="admin-organizations" />
            </ListDownloads>
          )}
          {shown.length > 0 && (
            <OrganizationTable
              organizations={shown}
              onEdit={(organization) => setDialog({ action: 'EDIT', organization })}
              onDelete={(organization) => setDialog({ action: 'DELETE', organization })}
            />
          )}
        </>
      )}

      {dialog?.action === 'ADD' && <OrganizationDialog action="ADD" onClose={close} onChanged={reload} />}
      {dialog?.action === 'EDIT' && <OrganizationDialog action="EDIT" organization={dialog.organization} onClose={close} onChanged={reload} />}
      {dialog?.action === 'DELETE' && (
        <DeleteOrganizationDialog organization={dialog.organization} onClose={close} onChanged={reload} returnFocus={addButton} />
      )}
    </>
  );
}
