import { PageHeading, ServerDownloads, TextField, usePageTitle } from '@x4i/shared';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { styled } from 'styled-components';
import { AdminLayout } from '../../kit/components/admin-layout';
import { ListDownloads } from '../../kit/components/list-downloads';
import { GrantForm } from './grant-form';
import { LedgerTable } from './ledger-table';

const Lead = styled.p`
  max-width: 46rem;
  margin: 0 0 24px;
`;

const Filter = styled.div`
  max-width: 24rem;
  margin: 0 0 16px;
`;

/** /admin/credits: grant IRS-letter credits, and the ledger of grants and uses (a member's balance is its sum). */
export function CreditsPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  const { mutate } = useSWRConfig();
  const [email, setEmail] = useState('');
  // The ledger of one member once the address is whole; every member's until then.
  const shown = /^\S+@\S+\.\S+$/.test(email.trim()) ? email.trim() : null;
  return (
    <AdminLayout>
      <PageHeading>Credits</PageHeading>
      <Lead>
        IRS-letter credits pay for the NTEE Code Changer’s letters, one credit a letter. Grant them after an access request; every grant and every use
        stays in the ledger.
      </Lead>
      <GrantForm
        onGranted={(granted) => {
          setEmail(granted);
          void mutate((key) => Array.isArray(key) && key[0] === '/admin/credits');
        }}
      />
      <Filter>
        <TextField label="Show the ledger of" type="email" placeholder="All members" value={email} onChange={(event) => setEmail(event.target.value)} />
      </Filter>
      <ListDownloads>
        <ServerDownloads path="/admin/credits/export" params={{ email: shown }} title={shown ? `the whole credit ledger of ${shown}` : 'the whole credit ledger'} />
      </ListDownloads>
      <LedgerTable email={shown} />
    </AdminLayout>
  );
}
