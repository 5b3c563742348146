import { ErrorState, PageHeading, Spinner, usePageTitle } from '@x4i/shared';
import { useNewsletterOverview } from '../hooks/newsletter';
import { ADMIN_PATHS, type RemotePageProps } from '@x4i/shared/contracts';
import { useState } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { AdminLayout } from '../../kit/components/admin-layout';
import { NewsletterForm } from './newsletter-form';
import { SentNewslettersTable } from './sent-newsletters-table';
import { plural, subscribersText } from '../domain/newsletter-text';

const Lead = styled.p`
  max-width: 46rem;
  margin: 0 0 16px;
`;

const Sent = styled.p`
  max-width: 46rem;
  margin: 0 0 24px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};

  a {
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const SectionHeading = styled.h2`
  margin: 40px 0 16px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.25rem;
`;

/** /admin/newsletter: the team writes the newsletter and sends it to every member who turned it on. */
export function NewsletterPage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  const { data, error, isLoading, mutate } = useNewsletterOverview();
  const [sent, setSent] = useState<{ subject: string; recipients: number } | null>(null);

  return (
    <AdminLayout>
      <PageHeading>Newsletter</PageHeading>
      {error && !data ? (
        <ErrorState message="The newsletter could not be loaded. Please try again." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Spinner label="Loading the newsletter" />
      ) : (
        <>
          <Lead>{subscribersText(data.subscribers)}</Lead>
          <div role="status">
            {sent && (
              <Sent>
                “{sent.subject}” was handed on as {plural(sent.recipients, 'e-mail', 'e-mails')}, one to each subscriber. They are in the{' '}
                <Link to={ADMIN_PATHS.outbox}>outbox</Link>, which says whether each one was sent.
              </Sent>
            )}
          </div>
          <NewsletterForm
            subscribers={data.subscribers}
            onSent={(result) => {
              setSent(result);
              void mutate();
            }}
          />
          <SectionHeading>Newsletters sent</SectionHeading>
          <SentNewslettersTable sent={data.sent} />
        </>
      )}
    </AdminLayout>
  );
}
