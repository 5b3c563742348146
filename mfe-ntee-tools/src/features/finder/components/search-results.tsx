import { isApiError, ServerDownloads } from '@x4i/shared';
import { formatCount, formatEin } from '@x4i/shared/domain';
import { type NonprofitSearchResponse } from '@x4i/shared/contracts';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { LoadError } from '../../kit/load-error';
import { OrganizationLinkList } from './organization-link-list';
import { rangeText, ResultPager } from './result-pager';
import { SectionHeading } from '../../kit/section-heading';

const Empty = styled.div`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }

  p + p {
    margin-top: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Range = styled.p`
  margin: -8px 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pending = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SearchResultsProps {
  query: string;
  /** The latest answer; while the next query loads, the previous one. */
  data: NonprofitSearchResponse | undefined;
  stale: boolean;
  error: unknown;
  onRetry(): void;
}

export function SearchResults({ query, data, stale, error, onRetry }: SearchResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(data?.page);
  // Another page of the same search: the reader goes on from the top of the list, keyboard focus included.
  useEffect(() => {
    if (!data || stale) return;
    if (shownPage.current !== undefined && shownPage.current !== data.page) {
      // Focusing scrolls the heading into view.
      heading.current?.focus();
    }
    shownPage.current = data.page;
  }, [data, stale]);

  if (error && !stale) {
    // A 4xx answer (a query the backend refuses) will not change on retry: show its reason instead.
    if (isApiError(error) && error.status < 500) {
      return (
        <Empty role="alert">
          <p>{error.message}</p>
        </Empty>
      );
    }
    return <LoadError error={error} onRetry={onRetry} />;
  }
  // The live region announces this already; the visible line is for sighted users.
  if (!data) return <Pending aria-hidden>Searching…</Pending>;
  if (data.total === 0 && !stale) {
    return data.mode === 'ein' ? (
      <Empty>
        <p>EIN {formatEin(query)} not found.</p>
        <p>Check the digits, or search by the organization&apos;s name.</p>
      </Empty>
    ) : (
      <Empty>
        <p>No organizations match “{query}”.</p>
        <p>Check the spelling, try fewer words, or search by EIN (9 digits, for example 12-3456789).</p>
      </Empty>
    );
  }
  return (
    <section aria-labelledby="finder-results-heading">
      <SectionHeading id="finder-results-heading" ref={heading} tabIndex={-1}>
        Results for “{data.q}”
      </SectionHeading>
      <Range>{rangeText(data)}</Range>
      <ServerDownloads path="/x4i-nonprofit/search/export" params={{ q: data.q }} title={`all ${formatCount(data.total)} results for “${data.q}”`} />
      <OrganizationLinkList results={data.results} query={query} busy={stale} aria-labelledby="finder-results-heading" />
      <ResultPager query={data.q} range={data} />
    </section>
  );
}

/** What the live region says about the search, so that screen reader users hear the outcome. */
export function searchStatus({ query, data, stale, error }: Omit<SearchResultsProps, 'onRetry'>): string {
  if (!query || error) return '';
  if (stale || !data) return 'Searching…';
  if (data.total === 0) return data.mode === 'ein' ? `EIN ${formatEin(query)} not found.` : 'No organizations found.';
  const found = data.total === 1 ? '1 organization found.' : `${formatCount(data.total)} organizations found.`;
  return data.total > data.pageSize ? `${found} ${rangeText(data)}` : found;
}
