import { Button, contentDetailKey, DemoBadge, ExternalLink, isApiError, PageContainer, PageHeading, Spinner, ToggleButton, useContentDetail, usePageTitle, useWizard } from '@x4i/shared';
import { formatCount, formatCurrency, toExternalUrl } from '@x4i/shared/domain';
import { type ContentDetail } from '@x4i/shared/contracts';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { formatDate, isClosed } from '../../kit/domain/dates';
import { ContentLogo } from '../../kit/components/content-logo';
import { GoalChips } from '../../kit/components/goal-chips';
import { LoadError } from '../../kit/components/load-error';
import { NotFoundPage } from '../../kit/components/not-found-page';
import { UnpublishedNotice } from '../../kit/components/unpublished-notice';
import { useContentActions, type ActionCounters } from '../../kit/hooks/use-content-actions';
import { useCanonicalUrl, useViewItem } from '../../kit/hooks/use-detail-page';

const Header = styled.header`
  display: flex;
  gap: 20px;
  align-items: flex-start;
  margin-bottom: 16px;
`;

const Kind = styled.p`
  margin: 0 0 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  font-size: 0.875rem;
`;

const Byline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

const Summary = styled.p`
  max-width: 72ch;
  margin: 16px 0;
  font-size: 1.125rem;
  font-weight: 600;
`;

const Body = styled.div`
  max-width: 72ch;

  p {
    margin: 0 0 16px;
    line-height: 1.6;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: 8px 24px;
  margin: 24px 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 24px 0;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const KIND_LABELS: Record<string, string> = {
  'social-challenge-idea': 'Social challenge',
  'grants-funding': 'Grant',
  'knowledge-base': 'Article',
};

const ELIGIBILITY: Record<NonNullable<ContentDetail['eligibility']>, string> = {
  NON_PROFIT: 'Nonprofits can apply',
  OTHERS: 'Organizations other than nonprofits can apply',
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A challenge, grant or article page (SPEC 2.4); an unknown slug shows the not-found message. */
export function ContentDetailPage({ slug }: { slug: string }) {
  const { data, error, mutate } = useContentDetail(slug);
  usePageTitle(data?.title ?? (isApiError(error) && error.status === 404 ? 'Page not found' : 'Explore'));
  // The item's own URL is canonical (its title or goals may have changed since the link was made).
  useCanonicalUrl(data?.url);
  useViewItem(data);

  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  if (error && !data) {
    return (
      <PageContainer>
        <LoadError error={error} onRetry={() => void mutate()} />
      </PageContainer>
    );
  }
  if (!data) {
    return (
      <PageContainer>
        <Spinner label="Loading" />
      </PageContainer>
    );
  }
  return <ContentDetailView detail={data} cacheSlug={slug} />;
}

function ContentDetailView({ detail, cacheSlug }: { detail: ContentDetail; cacheSlug: string }) {
  const { mutate } = useSWRConfig();
  const wizard = useWizard();
  const isChallenge = detail.contentType === 'social-challenge-idea';
  const isGrant = detail.contentType === 'grants-funding';
  const initial: ActionCounters = {
    votes: detail.votes,
    follows: detail.follows,
    orgsUseSolution: detail.orgsUseSolution,
    shares: 0,
    followed: detail.followed,
    userAssociated: detail.userAssociated,
    stateVotes: [],
  };
  const { counters, pending, toggleVote, toggleFollow } = useContentActions(detail, initial, {
    onUpdate: ({ votes, follows, followed, userAssociated }) =>
      void mutate(contentDetailKey(cacheSlug), (current?: ContentDetail) => (current ? { ...current, votes, follows, followed, userAssociated } : current), {
        revalidate: false,
      }),
  });
  const by = isGrant ? (detail.fundingName ?? detail.organization) : detail.organization;
  const closes = formatDate(detail.expirationDate);
  const closed = isClosed(detail.expirationDate);

  return (
    <PageContainer>
      <Header>
        <ContentLogo src={detail.logo ?? detail.fundingLogo} name={by ?? detail.title} />
        <div>
          <Kind>{KIND_LABELS[detail.contentType] ?? 'Content'}</Kind>
          <PageHeading>{detail.title}</PageHeading>
          {by && <Byline>{isGrant ? `Funded by ${by}` : `by ${by}`}</Byline>}
        </div>
      </Header>
      <UnpublishedNotice unpublishedAt={detail.unpublishedAt} />
      {detail.demo && <DemoBadge explained />}
      <GoalChips categories={detail.categories} />
      {detail.summary && <Summary>{detail.summary}</Summary>}

      {(isChallenge || isGrant) && (
        <Actions role="group" aria-label="Actions">
          {isChallenge && (
            <>
              <Count>
                {counters.votes === 1 ? '1 organization has this challenge' : `${formatCount(counters.votes)} organizations have this challenge`}
              </Count>
              <ToggleButton pressed={counters.userAssociated} loading={pending === 'vote'} onClick={() => void toggleVote()}>
                We have this challenge
              </ToggleButton>
            </>
          )}
          <ToggleButton pressed={counters.followed} loading={pending === 'follow'} onClick={() => void toggleFollow()}>
            Follow
          </ToggleButton>
          {detail.canEdit && (
            <Button variant="secondary" onClick={() => wizard.open({ workflow: isChallenge ? 'ChallengeWorkflow' : 'GrantWorkflow', slug: detail.slug })}>
              Edit
            </Button>
          )}
        </Actions>
      )}

      <Facts>
        {isGrant && detail.fundingName && <Fact term="Funder">{detail.fundingName}</Fact>}
        {!isGrant && detail.organization && <Fact term="Organization">{detail.organization}</Fact>}
        {isGrant && detail.opportunityId && <Fact term="Opportunity">{detail.opportunityId}</Fact>}
        {detail.grantAmount !== null && <Fact term="Amount">{formatCurrency(detail.grantAmount)}</Fact>}
        {closes && <Fact term="Closing date">{closed ? `${closes} (closed)` : `${closes} (open)`}</Fact>}
        {detail.eligibility && <Fact term="Eligibility">{ELIGIBILITY[detail.eligibility]}</Fact>}
        {isChallenge && <Fact term="Ideas">{formatCount(detail.ideas)}</Fact>}
        {detail.sourceUrl && (
          <Fact term="Source">
            <ExternalLink href={toExternalUrl(detail.sourceUrl)}>{isGrant ? 'Apply or read the call' : 'Read the source'}</ExternalLink>
          </Fact>
        )}
        {detail.modifiedAt && <Fact term="Last updated">{formatDate(detail.modifiedAt)}</Fact>}
      </Facts>

      {detail.body.length > 0 && (
        <Body>
          {detail.body.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Body>
      )}
    </PageContainer>
  );
}
