import { type ContentType, formatCount, formatCurrency, getUnSdgByValue, listingUrl, readableTextColor } from '@x4i/shared/domain';
import { type ExploreCategoryMetrics } from '@x4i/shared/contracts';
import { useEffect, useRef } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';

const Panel = styled.section<{ $color: string }>`
  display: grid;
  gap: 16px;
  padding: 24px;
  border-left: 8px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.375rem;
  }

  h2:focus {
    outline: none;
  }

  p {
    margin: 0;
  }
`;

const Counts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled(Link)`
  display: grid;
  gap: 2px;
  height: 100%;
  box-sizing: border-box;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  strong {
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.5rem;
  }

  &:hover span {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Shorthand = styled.span<{ $color: string }>`
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ $color }) => $color};
  color: ${({ $color }) => readableTextColor($color)};
  font-size: 0.8125rem;
  font-weight: 700;
`;

interface Entry {
  contentType: ContentType;
  label: string;
  count: number | null;
  detail?: string;
}

/** A goal's counts per content type, each a link to that goal's listing (the 'wheel results'). */
export function WheelResults({ goalValue, metrics, focusHeading = false }: { goalValue: string; metrics: ExploreCategoryMetrics; focusHeading?: boolean }) {
  const goal = getUnSdgByValue(goalValue);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Chosen just now: the results take focus, so that a screen reader reads them and Tab goes through their links.
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [goalValue, focusHeading]);

  const entries: Entry[] = [
    { contentType: 'social-challenge-idea', label: 'Challenges', count: metrics.challenge },
    { contentType: 'tech-solution', label: 'Solutions', count: metrics.solution },
    {
      contentType: 'grants-funding',
      label: 'Grants',
      count: metrics.grant,
      detail: `${formatCount(metrics.funding)} open, ${formatCurrency(metrics.grantAmount)} in funding`,
    },
    { contentType: 'knowledge-base', label: 'Articles', count: metrics.kg },
    { contentType: 'money-flow', label: 'Money flow', count: null, detail: 'Where nonprofit income comes from' },
  ];

  return (
    <Panel aria-labelledby="home-wheel-heading" $color={goal.color}>
      <Shorthand $color={goal.color}>{goal.shorthand}</Shorthand>
      <h2 id="home-wheel-heading" ref={headingRef} tabIndex={-1}>
        {goal.label}: {formatCount(metrics.total)} {metrics.total === 1 ? 'item' : 'items'}
      </h2>
      <p>{goal.tip}</p>
      <Counts>
        {entries.map((entry) => (
          <li key={entry.contentType}>
            <Count to={listingUrl({ categorySlug: goal.uri, contentType: entry.contentType })}>
              {entry.count !== null && <strong>{formatCount(entry.count)}</strong>}
              <span>{entry.label}</span>
              {entry.detail && <small>{entry.detail}</small>}
            </Count>
          </li>
        ))}
      </Counts>
    </Panel>
  );
}
