import { Button, DemoBadge, ExternalLink, PageContainer, PageHeading, siteOrigin, Spinner, ToggleButton, usePageTitle, useWizard } from '@x4i/shared';
import { solutionKey, useSolution } from '../hooks/solutions';
import { formatCount, toExternalUrl } from '@x4i/shared/domain';
import { type Solution } from '@x4i/shared/contracts';
import { useEffect, useMemo } from 'react';
import { useNavigate } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { associationStates, combinedGeoArea, solutionCounters, withCounters } from '../../kit/domain/solution-view';
import { ContentLogo } from '../../kit/components/content-logo';
import { GoalChips } from '../../kit/components/goal-chips';
import { SectionHeading } from '../../kit/components/section-heading';
import { UnpublishedNotice } from '../../kit/components/unpublished-notice';
import { useContentActions } from '../../kit/hooks/use-content-actions';
import { useCanonicalUrl, useViewItem } from '../../kit/hooks/use-detail-page';
import { ActivityFacts, BadgesAndCertifications, DescriptionLists, MarketingMaterial, OrganizationFacts, References } from './solution-details';
import { ShareMenu } from './share-menu';
import { SolutionGeography } from './solution-geography';
import { StateVote } from './state-vote';

const Header = styled.header`
  display: flex;
  gap: 20px;
  align-items: flex-start;
  margin-bottom: 16px;

  h1 {
    margin-bottom: 4px;
  }
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
`;

const UsedBy = styled.p`
  margin: 24px 0 0;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  margin: 12px 0 40px;
`;

const Sections = styled.div`
  display: grid;
  gap: 40px;
`;

const Section = styled.section`
  display: grid;
  gap: 16px;
`;

/**
 * A solution's page (SPEC 2.4, 3). Its URL is made canonical (replaced, query kept); a solution that cannot be
 * loaded sends the visitor home (SPEC 8).
 */
export function SolutionPage({ slug }: { slug: string }) {
  const { data: solution, error } = useSolution(slug);
  const navigate = useNavigate();
  usePageTitle(solution?.solutionName ?? 'Solution');

  useEffect(() => {
    if (error) navigate('/', { replace: true });
  }, [error, navigate]);

  useCanonicalUrl(solution?.url);
  const viewedItem = useMemo(
    () => solution && { id: solution.id, slug: solution.slug, title: solution.solutionName, contentType: 'tech-solution' },
    [solution],
  );
  useViewItem(viewedItem);

  if (!solution) {
    return (
      <PageContainer>
        <Spinner label="Loading the solution" />
      </PageContainer>
    );
  }
  return <SolutionView solution={solution} cacheSlug={slug} />;
}

function SolutionView({ solution, cacheSlug }: { solution: Solution; cacheSlug: string }) {
  const { mutate } = useSWRConfig();
  const wizard = useWizard();
  const actions = useContentActions(
    { id: solution.id, slug: solution.slug, title: solution.solutionName, contentType: 'tech-solution' },
    solutionCounters(solution),
    {
      // The page reads the solution from the cache: keep it in step with the server's answer.
      onUpdate: (counters) => void mutate(solutionKey(cacheSlug), (current?: Solution) => (current ? withCounters(current, counters) : current), { revalidate: false }),
    },
  );
  const { counters, pending } = actions;
  const pageUrl = new URL(solution.url, siteOrigin()).toString();
  const view = withCounters(solution, counters);

  return (
    <PageContainer>
      <Header>
        <ContentLogo src={solution.logo} name={solution.organization || solution.solutionName} />
        <div>
          <PageHeading>{solution.solutionName}</PageHeading>
          {solution.organization && <Byline>by {solution.organization}</Byline>}
        </div>
      </Header>
      <UnpublishedNotice unpublishedAt={solution.unpublishedAt} />
      {solution.demo && <DemoBadge explained />}
      <GoalChips categories={solution.category} />
      {solution.executiveSummary && <Summary>{solution.executiveSummary}</Summary>}
      {solution.solutionUrl && (
        <p>
          <ExternalLink href={toExternalUrl(solution.solutionUrl)}>Visit the {solution.solutionName} website</ExternalLink>
        </p>
      )}

      <UsedBy>
        Used by {formatCount(counters.orgsUseSolution)} {counters.orgsUseSolution === 1 ? 'organization' : 'organizations'}
      </UsedBy>
      <Actions aria-label="Actions" role="group">
        <ToggleButton pressed={counters.userAssociated} loading={pending === 'vote'} onClick={() => void actions.toggleVote()}>
          Recommend
        </ToggleButton>
        <ToggleButton pressed={counters.followed} loading={pending === 'follow'} onClick={() => void actions.toggleFollow()}>
          Follow
        </ToggleButton>
        <ShareMenu url={pageUrl} title={solution.solutionName} shares={counters.shares} onShare={(source) => void actions.recordShare(source)} />
        {solution.canEdit && (
          <Button variant="secondary" onClick={() => wizard.open({ workflow: 'SolutionWorkflow', slug: solution.slug })}>
            Edit
          </Button>
        )}
      </Actions>

      <Sections>
        <DescriptionLists solution={solution} />
        <OrganizationFacts solution={solution} />
        <ActivityFacts solution={view} />
        <Section aria-labelledby="solution-geography-heading">
          <SectionHeading id="solution-geography-heading">Geography</SectionHeading>
          <SolutionGeography
            name={solution.solutionName}
            primaryArea={solution.geoAreaPrimary}
            stateVotes={view.stateVotes}
            combinedArea={combinedGeoArea(view)}
            associations={associationStates(view)}
          />
          <StateVote stateVotes={view.stateVotes} busy={pending === 'voteGeo'} onChange={(states) => void actions.setStateVotes(states)} />
        </Section>
        <MarketingMaterial solution={solution} />
        <References solution={solution} />
        <BadgesAndCertifications solution={solution} />
      </Sections>
    </PageContainer>
  );
}
