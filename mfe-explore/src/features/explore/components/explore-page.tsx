import { Button, PageContainer, PageHeading, ServerDownloads, Spinner, usePageTitle, useWizard, VisuallyHidden, type QueryParams, type WizardWorkflowName } from '@x4i/shared';
import { contentTypeDisplayName, CREATE_ACTION_LABELS, DEFAULT_MARKER, exploreTabOf, findUnSdgByUri, formatCount, isSolutionSlug, normalizeFilters, type ListingContentType } from '@x4i/shared/domain';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { exploreUrl, filterSearchString, searchParamsOf, selectedFiltersOf } from '../../kit/domain/explore-query';
import { LoadError } from '../../kit/components/load-error';
import { useMarkExploreRoute } from '../../kit/state/explore-route';
import { useExploreAtom, useExploreAtomValue, useSetExploreAtom } from '../../kit/state/explore-store';
import { useExploreContent, type ExploreContent, type ExploreState } from '../hooks/use-explore-content';
import { highlightedSolutionAtom, selectedSortAtom } from '../state/explore-atoms';
import { ExploreModal, type ExploreModalView } from './explore-modal';
import { ExploreTabs } from './explore-tabs';
import { GoalSelector } from './goal-selector';
import { HighlightedSolution } from './highlighted-solution';
import { ResultList } from './result-list';
import { SearchBox } from './search-box';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin: 0 0 24px;

  & > form {
    flex: 1 1 360px;
  }
`;

const Sections = styled.div`
  display: grid;
  gap: 24px;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Empty = styled.div`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
`;

const SubHeading = styled.h2`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.25rem;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

/**
 * The create entry of each listing, offered to everyone and gated on click by the wizard: someone allowed gets the
 * workflow, a member without the editing right the permissions modal, whose request form asks for it, and a
 * visitor the sign-in first.
 */
const CREATE_ENTRIES: Partial<Record<ListingContentType, { workflow: WizardWorkflowName; label: string }>> = {
  'social-challenge-idea': { workflow: 'ChallengeWorkflow', label: CREATE_ACTION_LABELS.challenge },
  'tech-solution': { workflow: 'SolutionWorkflow', label: CREATE_ACTION_LABELS.solution },
  'grants-funding': { workflow: 'GrantWorkflow', label: CREATE_ACTION_LABELS.grant },
};

export interface ExplorePageProps {
  categorySlug: string;
  contentType: ListingContentType;
  /** '' on a listing. */
  searchTerm: string;
}

/** The result count line: what the list holds, for everyone (it is a live region too). */
export function resultCountText(state: Pick<ExploreState, 'resultCount' | 'isDefaultResults' | 'searchTerm'>, displayName: string): string {
  const term = state.searchTerm;
  if (term && (state.isDefaultResults || state.resultCount === 0)) return `No results for '${term}'`;
  if (state.resultCount === 0) return `No ${displayName.toLowerCase()} found`;
  const count = `${formatCount(state.resultCount)} ${state.resultCount === 1 ? 'result' : 'results'}`;
  return term ? `${count} for “${term}”` : count;
}

/**
 * A listing or a search (SPEC 2.4, 4): the content-type tabs, the search, the goal, sort and filters, and the
 * results ten at a time.
 */
export function ExplorePage({ categorySlug, contentType, searchTerm }: ExplorePageProps) {
  useMarkExploreRoute();
  const location = useLocation();
  const navigate = useNavigate();
  const wizard = useWizard();
  const tab = exploreTabOf(contentType);
  const [sorts, setSorts] = useExploreAtom(selectedSortAtom);
  const highlight = useExploreAtomValue(highlightedSolutionAtom);
  const setHighlight = useSetExploreAtom(highlightedSolutionAtom);
  const [modal, setModal] = useState<ExploreModalView | null>(null);

  const listing = exploreUrl({ categorySlug, contentType });
  const termIsSlug = isSolutionSlug(searchTerm.toLowerCase());
  const selectedFilters = useMemo(() => selectedFiltersOf(contentType, location.search), [contentType, location.search]);
  const selectedSort = tab ? sorts[tab] : DEFAULT_MARKER;
  const content = useExploreContent({ categorySlug, contentType, searchTerm: termIsSlug ? '' : searchTerm, selectedFilters, selectedSort });

  // A solution slug in the URL's search term is not searched for either (SPEC 5): highlight it on the listing.
  useEffect(() => {
    if (!termIsSlug) return;
    setHighlight({ slug: searchTerm.toLowerCase(), listing });
    navigate(`${listing}${location.search}`, { replace: true });
  }, [termIsSlug, searchTerm, listing, location.search, navigate, setHighlight]);

  const displayName = contentTypeDisplayName(contentType);
  const goal = findUnSdgByUri(categorySlug);
  const heading = goal && goal.position > 0 ? `${displayName}: ${goal.label}` : displayName;
  usePageTitle(searchTerm && !termIsSlug ? `“${searchTerm}” in ${displayName}` : heading);
  const activeFilters = normalizeFilters(selectedFilters).length;
  const createEntry = CREATE_ENTRIES[contentType];

  return (
    <PageContainer>
      <PageHeading>{heading}</PageHeading>
      <ExploreTabs categorySlug={categorySlug} contentType={contentType} searchTerm={searchTerm} />
      <Toolbar>
        <SearchBox categorySlug={categorySlug} contentType={contentType} searchTerm={termIsSlug ? '' : searchTerm} displayName={displayName} />
        <GoalSelector categorySlug={categorySlug} contentType={contentType} searchTerm={searchTerm} />
        {tab && (
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setModal('SORT')}>
            Sort and filter{activeFilters > 0 ? ` (${activeFilters} ${activeFilters === 1 ? 'filter' : 'filters'})` : ''}
          </Button>
        )}
        {createEntry && <Button onClick={() => wizard.open({ workflow: createEntry.workflow })}>{createEntry.label}</Button>}
      </Toolbar>
      <Sections>
        {contentType === 'tech-solution' && highlight && highlight.listing === listing && <HighlightedSolution slug={highlight.slug} />}
        <Results
          content={content}
          displayName={displayName}
          exportParams={searchParamsOf({ categorySlug, contentType, searchTerm: termIsSlug ? '' : searchTerm, selectedFilters, selectedSort })}
        />
      </Sections>
      {modal && tab && (
        <ExploreModal
          tab={tab}
          initialView={modal}
          selectedSort={selectedSort}
          selectedFilters={selectedFilters}
          onSort={(value) => setSorts((current) => ({ ...current, [tab]: value }))}
          onApplyFilters={(values) => {
            setModal(null);
            navigate(`${location.pathname}${filterSearchString(contentType, values)}`);
          }}
          onClose={() => setModal(null)}
        />
      )}
    </PageContainer>
  );
}

function Results({ content, displayName, exportParams }: { content: ExploreContent; displayName: string; exportParams: QueryParams }) {
  const { state } = content;
  if (content.error && state.contentList.length === 0) return <LoadError error={content.error} onRetry={content.retry} />;
  if (content.isLoading) return <Spinner label={`Loading ${displayName.toLowerCase()}`} />;

  const countText = resultCountText(state, displayName);
  const showsDefaults = state.isDefaultResults && !!state.searchTerm;
  return (
    <>
      <Status role="status">{content.isStale ? 'Searching…' : countText}</Status>
      {state.contentList.length === 0 ? (
        <Empty>
          <p>{normalizeFilters(state.selectedFilters).length > 0 ? 'Nothing matches these filters. Try fewer filters.' : `There are no ${displayName.toLowerCase()} here yet.`}</p>
        </Empty>
      ) : (
        <section aria-labelledby="explore-results-heading">
          {showsDefaults ? (
            <SubHeading id="explore-results-heading">Featured {displayName.toLowerCase()}</SubHeading>
          ) : (
            <VisuallyHidden as="h2" id="explore-results-heading">
              {displayName}
            </VisuallyHidden>
          )}
          {!showsDefaults && <ServerDownloads path="/search/content/export" params={exportParams} title={`all ${countText}`} />}
          <ResultList cards={state.contentList} label={showsDefaults ? `Featured ${displayName.toLowerCase()}` : displayName} stale={content.isStale} onUpdate={content.updateCard} />
        </section>
      )}
      {content.error && <LoadError error={content.error} onRetry={content.retry} />}
      {(content.canLoadMore || content.isLoadingMore) && (
        <More>
          <Button variant="secondary" loading={content.isLoadingMore} onClick={content.loadMore}>
            Load more
          </Button>
        </More>
      )}
    </>
  );
}
