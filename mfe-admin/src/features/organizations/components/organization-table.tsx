import { Button, VisuallyHidden } from '@x4i/shared';
import { SUBSCRIPTION_LABELS, subscriptionsFromFlags } from '@x4i/shared/domain';
import { ADMIN_PATHS, type ManagedOrganization } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { DataTable, RowActions, TableScroller } from '../../kit/components/data-table';

export interface OrganizationTableProps {
  organizations: readonly ManagedOrganization[];
  onEdit(organization: ManagedOrganization): void;
  onDelete(organization: ManagedOrganization): void;
}

/** The ORGS list: name, subscriptions, counts, and per row Rules, Edit and Delete (named with the organisation). */
export function OrganizationTable({ organizations, onEdit, onDelete }: OrganizationTableProps) {
  return (
    <TableScroller tabIndex={0} role="region" aria-label="Organizations table">
      <DataTable>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Subscriptions</th>
            <th scope="col" className="number">
              Rules
            </th>
            <th scope="col" className="number">
              Members
            </th>
            <th scope="col" className="number">
              Solutions
            </th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {organizations.map((organization) => {
            const subscriptions = subscriptionsFromFlags(organization.subscriptions).map((subscription) => SUBSCRIPTION_LABELS[subscription]);
            return (
              <tr key={organization.id}>
                <th scope="row">{organization.name}</th>
                <td data-label="Subscriptions">{subscriptions.length > 0 ? subscriptions.join(', ') : 'None'}</td>
                <td className="number" data-label="Rules">{organization.ruleCount}</td>
                <td className="number" data-label="Members">{organization.memberCount}</td>
                <td className="number" data-label="Solutions">{organization.solutionCount}</td>
                <td>
                  <RowActions>
                    <Link to={ADMIN_PATHS.rules(organization.id)}>
                      Rules<VisuallyHidden> of {organization.name}</VisuallyHidden>
                    </Link>
                    <Button variant="text" onClick={() => onEdit(organization)}>
                      Edit<VisuallyHidden> {organization.name}</VisuallyHidden>
                    </Button>
                    <Button variant="text" onClick={() => onDelete(organization)}>
                      Delete<VisuallyHidden> {organization.name}</VisuallyHidden>
                    </Button>
                  </RowActions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </TableScroller>
  );
}
