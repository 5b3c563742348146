import { CardLink } from '@x4i/shared';
import { formatEin } from '@x4i/shared/domain';
import { type NonprofitSearchResult } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { finderEinPath } from '../domain/finder-paths';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Item = styled.li`
  position: relative;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

// The link covers the whole card, so the card is one large target but reads as the name alone.
const NameLink = styled(CardLink)`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** 'name (state)'; a foreign address has no state. */
export function nameWithState(result: Pick<NonprofitSearchResult, 'name' | 'state'>): string {
  return result.state ? `${result.name} (${result.state})` : result.name;
}

export interface OrganizationLinkListProps {
  results: readonly NonprofitSearchResult[];
  /** The search the list answers, carried to the detail page for its way back. */
  query?: string;
  busy?: boolean;
  'aria-labelledby'?: string;
}

export function OrganizationLinkList({ results, query, busy, ...rest }: OrganizationLinkListProps) {
  return (
    <List aria-busy={busy || undefined} {...rest}>
      {results.map((result) => (
        <Item key={result.ein}>
          <NameLink to={finderEinPath(result.ein)} state={query ? { q: query } : undefined}>
            {nameWithState(result)}
          </NameLink>
          <Facts>
            <span>{result.city || 'City not on file'}</span>
            <span>NTEE code {result.nteeCode ?? 'not on file'}</span>
            <span>EIN {formatEin(result.ein)}</span>
          </Facts>
        </Item>
      ))}
    </List>
  );
}
