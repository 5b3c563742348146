import { PageHeading, usePageTitle } from '@x4i/shared';
import type { RemotePageProps } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { AdminLayout } from '../../kit/components/admin-layout';
import { PublicDataView } from './public-data-view';

const Lead = styled.p`
  max-width: 46rem;
  margin: 0 0 24px;
`;

/** /admin/data: the public data the product fetches from its publishers, its refreshes, and what they changed. */
export function PublicDataPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  return (
    <AdminLayout>
      <PageHeading>Public data</PageHeading>
      <Lead>
        Each file is asked for with a conditional request, so a file the publisher says has not changed is not downloaded again. A new file is checked
        before anything changes: its header, its bad rows, and its row count against the file in use (a drop of more than 10% is held here for a team
        member to confirm); a file that fails, is held or is missing leaves its region’s file in use. The files that pass go into a new snapshot, which
        is switched in at once, in one transaction; the previous snapshot is kept for a rollback.
      </Lead>
      <PublicDataView />
    </AdminLayout>
  );
}
