import { PageContainer, PageHeading, Spinner, VisuallyHidden, useFinderPage, usePageTitle } from '@x4i/shared';
import { useNonprofitSearch } from '../hooks/nonprofit-search';
import { einLengthMessage, irsCoverageNote, INVALID_EIN_MESSAGE, formatCount, normalizeEin } from '@x4i/shared/domain';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { useSearchText } from '../hooks/use-search-text';
import { finderEinPath } from '../domain/finder-paths';
import { isMalformedEin } from '../domain/finder-query';
import { DataCoverage } from './data-coverage';
import { LoadError } from '../../kit/load-error';
import { OrganizationDetails } from './organization-details';
import { OrganizationLinkList } from './organization-link-list';
import { SearchForm } from './search-form';
import { SearchResults, searchStatus } from './search-results';
import { SectionHeading } from '../../kit/section-heading';

const Intro = styled.p`
  max-width: 72ch;
  margin: 0 0 24px;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Results = styled.div`
  display: grid;
  gap: 48px;
  margin-top: 32px;
`;

const ExampleCard = styled.section`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;

  ${({ theme }) => theme.below.xs} {
    padding: 16px;
  }
`;

const ExampleName = styled(Link)`
  display: inline-block;
  margin-bottom: 24px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.125rem;
  font-weight: 700;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Which IRS files and dates the organization count covers (the issue: figures carry their coverage). */
const CoverageNote = styled.p`
  margin: 0 0 -32px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const ShortEinNote = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SearchViewProps {
  pageTitle: string;
}

/** /nonprofit-ntee-code-finder: search by name or EIN; before any search, examples and what the data covers. */
export function SearchView({ pageTitle }: SearchViewProps) {
  usePageTitle(pageTitle);
  const finder = useFinderPage();
  const { text, setText, query, page, submit } = useSearchText();
  const malformedEin = isMalformedEin(query);
  // The issue: an EIN of the wrong length is explained, with the count of digits typed.
  const lengthMessage = einLengthMessage(query);
  const shortEin = !malformedEin && lengthMessage !== null;
  const searchQuery = malformedEin ? '' : query;
  const search = useNonprofitSearch(searchQuery, page);
  // keepPreviousData also keeps answers once the query is cleared: only a live query shows results.
  const state = { query: searchQuery, data: searchQuery ? search.data : undefined, stale: search.isLoading, error: search.error };

  return (
    <PageContainer>
      <PageHeading>{pageTitle}</PageHeading>
      <Intro>
        Search organizations by name or EIN to find the NTEE code the IRS lists for each, explained from the NTEE taxonomy.
      </Intro>
      <SearchForm
        text={text}
        onTextChange={setText}
        onSubmit={submit}
        error={malformedEin ? `${lengthMessage ?? ''} ${INVALID_EIN_MESSAGE}`.trim() : undefined}
      />
      {shortEin && <ShortEinNote>{lengthMessage} Showing organizations whose EIN starts with {normalizeEin(query)}.</ShortEinNote>}
      <VisuallyHidden role="status">
        {malformedEin ? `${lengthMessage ?? ''} ${INVALID_EIN_MESSAGE}`.trim() : [shortEin ? lengthMessage : '', searchStatus(state)].filter(Boolean).join(' ')}
      </VisuallyHidden>

      <Results>
        {/* With the results, in the place of their spinner: what is on screen already stays where it is when the
            data arrives (no layout shift). */}
        {finder.data && (
          <CoverageNote>
            <strong>Search {formatCount(finder.data.orgCount)} organizations.</strong> <span>{irsCoverageNote(finder.data.freshness)}</span>
          </CoverageNote>
        )}
        {searchQuery ? (
          <SearchResults {...state} onRetry={() => void search.mutate()} />
        ) : (
          !malformedEin && <StartingPoints finder={finder} />
        )}
      </Results>

      {finder.data && <DataCoverage page={finder.data} />}
    </PageContainer>
  );
}

function StartingPoints({ finder }: { finder: ReturnType<typeof useFinderPage> }) {
  if (finder.error && !finder.data) return <LoadError error={finder.error} onRetry={() => void finder.mutate()} />;
  if (!finder.data) return <Spinner label="Loading the finder" />;
  const { defaultSearchResults, defaultOrg } = finder.data;
  return (
    <>
      {defaultSearchResults.length > 0 && (
        <section aria-labelledby="finder-examples-heading">
          <SectionHeading id="finder-examples-heading">Organizations to start with</SectionHeading>
          <OrganizationLinkList results={defaultSearchResults} aria-labelledby="finder-examples-heading" />
        </section>
      )}
      {defaultOrg && (
        <ExampleCard aria-labelledby="finder-example-heading">
          <SectionHeading id="finder-example-heading">An NTEE code, explained</SectionHeading>
          <ExampleName to={finderEinPath(defaultOrg.ein)}>{defaultOrg.name}</ExampleName>
          <OrganizationDetails details={defaultOrg} headingLevel={3} />
        </ExampleCard>
      )}
    </>
  );
}
