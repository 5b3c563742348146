import { formatCount } from '@x4i/shared/domain';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { searchHref } from '../hooks/use-search-text';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  margin-top: 24px;
`;

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius}px;
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Position = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PageRange {
  total: number;
  page: number;
  pageSize: number;
}

export const lastPage = ({ total, pageSize }: PageRange) => Math.max(1, Math.ceil(total / pageSize));

/** 'Showing 21–40 of 1,234 organizations.' */
export function rangeText({ total, page, pageSize }: PageRange): string {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const noun = total === 1 ? 'organization' : 'organizations';
  if (first > total) return `Page ${formatCount(page)} is past the end: ${formatCount(total)} ${noun} match.`;
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}.`;
}

/** Previous and Next through every page of a search; the page is in the URL, so a page can be shared. */
export function ResultPager({ query, range }: { query: string; range: PageRange }) {
  const last = lastPage(range);
  if (last === 1 && range.page === 1) return null;
  const { page } = range;
  return (
    <Nav aria-label="Result pages">
      {page > 1 && (
        <PageLink to={searchHref(query, Math.min(page - 1, last))} rel="prev">
          Previous page
        </PageLink>
      )}
      <Position>
        Page {formatCount(page)} of {formatCount(last)}
      </Position>
      {page < last && (
        <PageLink to={searchHref(query, page + 1)} rel="next">
          Next page
        </PageLink>
      )}
    </Nav>
  );
}
