import { PageHeading, usePageTitle } from '@x4i/shared';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { AdminLayout } from '../../kit/components/admin-layout';
import { ContentList } from './content-list';
import { RemovedContentTable } from './removed-content-table';

const Lead = styled.p`
  max-width: 46rem;
  margin: 0 0 24px;
`;

const Section = styled.section`
  margin-top: 40px;
`;

/** /admin/content: the team takes test or spam listings off the directory (unpublish, publish again, delete). */
export function ContentPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  return (
    <AdminLayout>
      <PageHeading>Content</PageHeading>
      <Lead>
        Unpublish an item to hide it from every listing, search, count and page; only the team can still open it, and publish it again. Delete removes it
        with its votes, follows and shares, once its title is typed; a record of it stays below.
      </Lead>
      <ContentList />
      <Section aria-labelledby="deleted-content-heading">
        <h2 id="deleted-content-heading">Deleted content</h2>
        <RemovedContentTable />
      </Section>
    </AdminLayout>
  );
}
