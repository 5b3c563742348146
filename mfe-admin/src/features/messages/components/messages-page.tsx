import { PageHeading, ServerDownloads, usePageTitle } from '@x4i/shared';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { AdminLayout } from '../../kit/components/admin-layout';
import { ListDownloads } from '../../kit/components/list-downloads';
import { MessageTable } from './message-table';

const Lead = styled.p`
  max-width: 46rem;
  margin: 0 0 24px;
`;

/** /admin/messages: the team's inbox of Contact Us messages and support tickets. */
export function MessagesPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  return (
    <AdminLayout>
      <PageHeading>Messages</PageHeading>
      <Lead>Messages sent with Contact Us and support tickets. Open one to read it and reply by e-mail; mark it handled when it is answered.</Lead>
      <ListDownloads>
        <ServerDownloads path="/admin/messages/export" params={{}} title="every contact message" />
      </ListDownloads>
      <MessageTable />
    </AdminLayout>
  );
}
