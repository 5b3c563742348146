import { SUBSCRIPTION_LABELS, subscriptionsFromFlags, type ExportedTable } from '@x4i/shared/domain';
import type { ManagedOrganization } from '@x4i/shared/contracts';
import { adminRecordsSource } from '../../kit/domain/admin-records';

/** Every organisation of the manage list as a download, whatever the filter on screen shows. */
export function organizationsExport(organizations: readonly ManagedOrganization[], today: string): ExportedTable {
  return {
    title: 'Organizations and their subscriptions',
    header: ['Organization', 'Subscriptions', 'Role rules', 'Members (accounts matching its rules)', 'Solutions listed'],
    rows: organizations.map((organization) => [
      organization.name,
      subscriptionsFromFlags(organization.subscriptions)
        .map((subscription) => SUBSCRIPTION_LABELS[subscription])
        .join('; '),
      organization.ruleCount,
      organization.memberCount,
      organization.solutionCount,
    ]),
    sources: [adminRecordsSource(today)],
  };
}
