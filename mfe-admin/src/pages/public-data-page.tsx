import { ErrorState, PageHeading, Spinner, usePageTitle } from '@x4i/shared';
import type { RemotePageProps } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { AdminLayout } from '../app/admin-layout';
import { useAdminData } from '../features/public-data/api/public-data-api';
import { RefreshActions } from '../features/public-data/components/refresh-actions';
import { RefreshHistory } from '../features/public-data/components/refresh-history';
import { RefreshProgress } from '../features/public-data/components/refresh-progress';
import { SourceFiles } from '../features/public-data/components/source-files';

const Lead = styled.p`
  max-width: 46rem;
  margin: 0 0 24px;
`;

/** /admin/data: the public data the product fetches from its publishers, its refreshes, and what they changed. */
export function PublicDataPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  const admin = useAdminData();
  const changed = () => void admin.mutate();
  return (
    <AdminLayout>
      <PageHeading>Public Data</PageHeading>
      <Lead>
        Each file is asked for with a conditional request, so a file that has not changed is not read again. A new file is checked before anything
        changes: its header, every row, and its rows against the file in use (a drop of more than 10% is held here for a team member to confirm). The
        files that pass are switched in at once, in one transaction, and the data they replace is kept for a rollback.
      </Lead>
      {admin.error && !admin.data ? <ErrorState message="The public data could not be loaded. Please try again." onRetry={changed} /> : null}
      {!admin.data && !admin.error ? <Spinner label="Loading the public data" /> : null}
      {admin.data ? (
        <>
          <RefreshActions data={admin.data} onChanged={changed} />
          {admin.data.running ? <RefreshProgress refresh={admin.data.running} /> : null}
          {admin.data.sources.map((source) => (
            <SourceFiles key={source.id} source={source} running={Boolean(admin.data!.running)} onChanged={changed} />
          ))}
          <RefreshHistory history={admin.data.history} />
        </>
      ) : null}
    </AdminLayout>
  );
}
