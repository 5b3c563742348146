import { PageHeading, usePageTitle } from '@x4i/shared';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { AdminLayout } from '../../kit/components/admin-layout';
import { AccessRequestList } from './access-request-list';

const Lead = styled.p`
  max-width: 46rem;
  margin: 0 0 24px;
`;

/** /admin/access-requests: the editing-access requests sent from the permissions modal, for the team to answer. */
export function AccessRequestsPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  return (
    <AdminLayout>
      <PageHeading>Access requests</PageHeading>
      <Lead>Granting a request adds a role rule for the requester, which takes effect at their next session load. We promise an answer within 2 business days.</Lead>
      <AccessRequestList />
    </AdminLayout>
  );
}
