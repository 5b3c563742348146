import { PageHeading, ServerDownloads, usePageTitle } from '@x4i/shared';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { AdminLayout } from '../../kit/components/admin-layout';
import { ListDownloads } from '../../kit/components/list-downloads';
import { OutboxTable } from './outbox-table';

const Lead = styled.p`
  max-width: 46rem;
  margin: 0 0 24px;
`;

/** /admin/outbox: every e-mail the product sent, or kept when no SMTP server is configured. */
export function OutboxPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  return (
    <AdminLayout>
      <PageHeading>Outbox</PageHeading>
      <Lead>
        Every e-mail the product sends is listed here, and whether it was handed to the SMTP server. With no SMTP server configured, no e-mail leaves the product: it is kept here only.
        Links that reset a password or verify an address show WITHHELD in place of their token: only the recipient's
        copy works.
      </Lead>
      <ListDownloads>
        <ServerDownloads path="/admin/outbox/export" params={{}} title="every e-mail in the outbox" />
      </ListDownloads>
      <OutboxTable />
    </AdminLayout>
  );
}
