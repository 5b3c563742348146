import { DemoBadge, ToggleButton, type AnalyticsEvent, useAnalytics, VisuallyHidden } from '@x4i/shared';
import { formatCount, formatCurrency, type ContentType } from '@x4i/shared/domain';
import { type ContentCard as ContentCardData } from '@x4i/shared/contracts';
import { useId } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { formatDate, isClosed } from '../domain/dates';
import { useContentActions, type ActionCounters } from '../hooks/use-content-actions';
import { ContentLogo } from './content-logo';
import { GoalChips } from './goal-chips';

const Card = styled.article<{ $highlighted: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  border: ${({ theme, $highlighted }) => ($highlighted ? `2px solid ${theme.colors.primaryStrong}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
`;

const Header = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;

  a {
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Organization = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Label = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: 2px 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.8125rem;
  font-weight: 700;
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: 0.9375rem;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
`;

const Count = styled.p`
  margin: 0 auto 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const CLICK_EVENTS: Partial<Record<ContentType, AnalyticsEvent>> = {
  'tech-solution': 'click_link_solution',
  'social-challenge-idea': 'click_link_challenge',
  'grants-funding': 'click_link_grant',
};

export interface ContentCardProps {
  card: ContentCardData;
  /** A short label above the summary, such as 'Highlighted'; the card is framed too. */
  label?: string;
  /** The card's heading level under its list's heading. */
  headingLevel?: 2 | 3 | 4;
  /** Called with the counters after a vote or follow, so a list can keep its data in step. */
  onUpdate?: (counters: ActionCounters) => void;
}

function countersOf(card: ContentCardData): ActionCounters {
  return {
    votes: card.votes,
    follows: card.follows,
    orgsUseSolution: card.orgsUseSolution,
    shares: 0,
    followed: card.followed,
    userAssociated: card.userAssociated,
    stateVotes: [],
  };
}

/** One item of a list (SPEC 3 'Content card'): what it is, who offers it, its goals, and its actions. */
export function ContentCard({ card, label, headingLevel = 3, onUpdate }: ContentCardProps) {
  const titleId = useId();
  const { track } = useAnalytics();
  const clickEvent = CLICK_EVENTS[card.contentType];
  const by = card.contentType === 'grants-funding' ? (card.fundingName ?? card.organization) : card.organization;

  return (
    <Card aria-labelledby={titleId} $highlighted={!!label}>
      <Header>
        <ContentLogo src={card.logo ?? card.fundingLogo} name={by ?? card.title} />
        <div>
          <Title as={`h${headingLevel}`} id={titleId}>
            <Link to={card.url} onClick={() => clickEvent && track(clickEvent, { item_id: card.slug, item_name: card.title })}>
              {card.title}
            </Link>
          </Title>
          {by && <Organization>{by}</Organization>}
        </div>
      </Header>
      {card.demo && <DemoBadge />}
      {label && <Label>{label}</Label>}
      {card.summary && <Summary>{card.summary}</Summary>}
      <GoalChips categories={card.categories} />
      {card.contentType === 'grants-funding' && <GrantFacts card={card} />}
      {card.contentType === 'social-challenge-idea' && <ChallengeFacts card={card} />}
      {card.contentType === 'tech-solution' && <SolutionActions card={card} onUpdate={onUpdate} />}
    </Card>
  );
}

function GrantFacts({ card }: { card: ContentCardData }) {
  const closes = formatDate(card.expirationDate);
  if (!card.fundingName && card.grantAmount === null && !closes) return null;
  return (
    <Facts>
      {card.fundingName && (
        <>
          <dt>Funder</dt>
          <dd>{card.fundingName}</dd>
        </>
      )}
      {card.grantAmount !== null && (
        <>
          <dt>Amount</dt>
          <dd>{formatCurrency(card.grantAmount)}</dd>
        </>
      )}
      {closes && (
        <>
          <dt>{isClosed(card.expirationDate) ? 'Closed' : 'Closes'}</dt>
          <dd>{closes}</dd>
        </>
      )}
    </Facts>
  );
}

function ChallengeFacts({ card }: { card: ContentCardData & { ideas?: number } }) {
  return (
    <Footer>
      {typeof card.ideas === 'number' && <Count>{card.ideas === 1 ? '1 idea' : `${formatCount(card.ideas)} ideas`}</Count>}
      <Count>{card.votes === 1 ? '1 organization has this challenge' : `${formatCount(card.votes)} organizations have this challenge`}</Count>
    </Footer>
  );
}

function SolutionActions({ card, onUpdate }: { card: ContentCardData; onUpdate?: (counters: ActionCounters) => void }) {
  const { counters, pending, toggleVote, toggleFollow } = useContentActions(card, countersOf(card), { onUpdate });
  return (
    <Footer>
      <Count>
        Used by {formatCount(counters.orgsUseSolution)} {counters.orgsUseSolution === 1 ? 'organization' : 'organizations'}
      </Count>
      <ToggleButton pressed={counters.userAssociated} loading={pending === 'vote'} onClick={() => void toggleVote()}>
        Recommend<VisuallyHidden> {card.title}</VisuallyHidden>
      </ToggleButton>
      <ToggleButton pressed={counters.followed} loading={pending === 'follow'} onClick={() => void toggleFollow()}>
        Follow<VisuallyHidden> {card.title}</VisuallyHidden>
      </ToggleButton>
    </Footer>
  );
}
