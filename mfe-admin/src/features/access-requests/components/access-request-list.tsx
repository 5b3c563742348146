import { Button, ErrorState, ExternalLink, Spinner, TableDownloads, useSnackbar, VisuallyHidden } from '@x4i/shared';
import { declineAccessRequest, useAccessRequests } from '../hooks/roles';
import { type AccessRequest } from '@x4i/shared/contracts';
import { dateTimeFormat } from '@x4i/shared/domain';
import { useState } from 'react';
import { styled } from 'styled-components';
import { ListDownloads } from '../../kit/components/list-downloads';
import { isoToday } from '../../kit/domain/admin-records';
import { accessRequestsExport } from '../domain/access-requests-export';
import { ACCESS_REQUEST_FAILED_MESSAGE, ACCESS_REQUEST_STATUS_LABELS, accessDeclinedMessage } from '../domain/access-request-messages';
import { requesterName } from '../domain/grant-defaults';
import { GrantDialog } from './grant-dialog';

const Section = styled.section`
  & + & {
    margin-top: 40px;
  }

  h2 {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.375rem;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Request = styled.article`
  padding: 20px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;

  h3 {
    margin: 0 0 8px;
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }

  blockquote {
    margin: 12px 0 0;
    padding-left: 12px;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat({ dateStyle: 'medium' }).format(date);
}

interface RequestItemProps {
  request: AccessRequest;
  onGrant(request: AccessRequest): void;
  onDecline(request: AccessRequest): void;
  declining: boolean;
}

function RequestItem({ request, onGrant, onDecline, declining }: RequestItemProps) {
  const name = requesterName(request);
  return (
    <Request aria-labelledby={`request-${request.id}`}>
      <h3 id={`request-${request.id}`}>{name}</h3>
      <Facts>
        <dt>E-mail</dt>
        <dd>{request.requester.email ?? 'Unknown'}</dd>
        <dt>Organization</dt>
        <dd>
          {request.orgName} (<ExternalLink href={request.orgUrl}>{request.orgUrl}</ExternalLink>)
        </dd>
        <dt>Sent</dt>
        <dd>{formatDate(request.createdAt)}</dd>
        <dt>Status</dt>
        <dd>
          {ACCESS_REQUEST_STATUS_LABELS[request.status]}
          {request.decidedAt && ` on ${formatDate(request.decidedAt)}`}
          {request.decidedBy && ` by ${request.decidedBy}`}
        </dd>
      </Facts>
      <blockquote>{request.actionText}</blockquote>
      {request.status === 'PENDING' && (
        <Actions>
          <Button onClick={() => onGrant(request)}>
            Grant<VisuallyHidden> the request of {name}</VisuallyHidden>
          </Button>
          <Button variant="secondary" loading={declining} onClick={() => onDecline(request)}>
            Decline<VisuallyHidden> the request of {name}</VisuallyHidden>
          </Button>
        </Actions>
      )}
    </Request>
  );
}

/** The access requests sent from the permissions modal: pending ones to grant or decline, then the decided ones. */
export function AccessRequestList() {
  const snackbar = useSnackbar();
  const { data, error, isLoading, mutate } = useAccessRequests();
  const [granting, setGranting] = useState<AccessRequest | null>(null);
  const [declining, setDeclining] = useState<string | null>(null);
  const reload = () => void mutate();

  const decline = async (request: AccessRequest) => {
    if (declining) return;
    setDeclining(request.id);
    const result = await declineAccessRequest(request.id);
    setDeclining(null);
    if (result.error) {
      snackbar.show(ACCESS_REQUEST_FAILED_MESSAGE, { variant: 'error' });
      return;
    }
    snackbar.show(accessDeclinedMessage(requesterName(request)));
    reload();
  };

  if (error && !data) return <ErrorState message="The access requests could not be loaded. Please try again." onRetry={reload} />;
  if (isLoading && !data) return <Spinner label="Loading the access requests" />;

  const requests = data?.requests ?? [];
  const pending = requests.filter((request) => request.status === 'PENDING');
  const decided = requests.filter((request) => request.status !== 'PENDING');
  const item = (request: AccessRequest) => (
    <li key={request.id}>
      <RequestItem request={request} onGrant={setGranting} onDecline={(one) => void decline(one)} declining={declining === request.id} />
    </li>
  );

  return (
    <>
      {requests.length > 0 && (
        <ListDownloads>
          <TableDownloads table={accessRequestsExport(requests, isoToday())} fileStem="admin-access-requests" />
        </ListDownloads>
      )}
      <Section aria-labelledby="pending-requests">
        <h2 id="pending-requests">Waiting for an answer ({pending.length})</h2>
        {pending.length > 0 ? <List>{pending.map(item)}</List> : <Muted>No request is waiting for an answer.</Muted>}
      </Section>
      {decided.length > 0 && (
        <Section aria-labelledby="decided-requests">
          <h2 id="decided-requests">Answered</h2>
          <List>{decided.map(item)}</List>
        </Section>
      )}
      {granting && <GrantDialog request={granting} onClose={() => setGranting(null)} onChanged={reload} />}
    </>
  );
}
