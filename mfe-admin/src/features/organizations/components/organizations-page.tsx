import { PageHeading, usePageTitle } from '@x4i/shared';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { AdminLayout } from '../../kit/components/admin-layout';
import { OrganizationList } from './organization-list';

/** /admin/organizations (SPEC 2.8): the admin dashboard's ORGS list. */
export function OrganizationsPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  return (
    <AdminLayout>
      <PageHeading>Organizations</PageHeading>
      <OrganizationList />
    </AdminLayout>
  );
}
