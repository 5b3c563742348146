import { BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE, Button, ErrorState, isApiError, PageContainer, PageHeading, Spinner, usePageTitle } from '@x4i/shared';
import { useMoneyFlow } from '../hooks/money-flow';
import { coveredStatesText, findUnSdgByUri, INCOME_BUCKET_CODES, incomeBucketFilter, usStateName } from '@x4i/shared/domain';
import { type MoneyFlowResponse } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { ExploreTabs } from '../../explore/components/explore-tabs';
import { GoalSelector } from '../../explore/components/goal-selector';
import { useMarkExploreRoute } from '../../kit/state/explore-route';
import { bucketExport } from '../domain/money-flow-exports';
import { unsdgOfCategory } from '../domain/money-flow-selection';
import { formatOrganizations } from '../domain/money-flow-text';
import { useMoneyFlowSelection, type MoneyFlowSelectionControls } from '../state/money-flow-atoms';
import { DataCoverage } from './data-coverage';
import { GrantIncome } from './grant-income';
import { HeaderMetrics } from './header-metrics';
import { IncomeBuckets } from './income-buckets';
import { SourcesOfIncome } from './sources-of-income';
import { StateMapSection } from './state-map-section';

const Intro = styled.p`
  max-width: 72ch;
  margin: 0 0 16px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  margin: 0 0 24px;
`;

const Status = styled.p`
  flex: 1 1 240px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Sections = styled.div<{ $stale: boolean }>`
  display: grid;
  gap: 24px;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.2s ease;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px;

  ${({ theme }) => theme.below.xs} {
    grid-template-columns: 1fr;
  }
`;

export interface MoneyFlowPageProps {
  /** 'all' or a goal's slug ('zero-hunger'): the page's goal filter. */
  categorySlug: string;
}

/** What the figures cover, said in a live region so that a change of filter is announced. */
function statusText(data: MoneyFlowResponse | undefined, loading: boolean): string {
  if (!data) return '';
  if (loading) return 'Updating the figures…';
  const where = data.filters.state ? usStateName(data.filters.state) : coveredStatesText(data.coverage.states);
  const buckets =
    data.filters.incomeBuckets.length > 0 ? `, ${data.filters.incomeBuckets.length} of ${INCOME_BUCKET_CODES.length} income buckets` : '';
  return `${formatOrganizations(data.headerMetrics.orgCount)} in ${where}${buckets}`;
}

/**
 * The money flow (SPEC 2.4 content type 'money-flow', 4 'Money flow'): the income of the US nonprofits in the IRS
 * files, for the page's goal, by state and by income bucket.
 */
export function MoneyFlowPage({ categorySlug }: MoneyFlowPageProps) {
  useMarkExploreRoute();
  const goal = findUnSdgByUri(categorySlug);
  const heading = goal && goal.position > 0 ? `Money flow: ${goal.label}` : 'Money flow';
  usePageTitle(heading);
  const controls = useMoneyFlowSelection();
  const { selection } = controls;
  const flow = useMoneyFlow({ unsdg: unsdgOfCategory(categorySlug), state: selection.state, incomeBuckets: selection.incomeBuckets });
  const stale = !!flow.data && isStale(flow.data, selection, categorySlug);

  return (
    <PageContainer>
      <PageHeading>{heading}</PageHeading>
      <ExploreTabs categorySlug={categorySlug} contentType="money-flow" searchTerm="" />
      <Intro>
        Where US tax-exempt organizations are and how much income they report to the IRS, by state and by size
        {goal && goal.position > 0 ? `, for those whose field of work counts towards ${goal.label}` : ''}.
      </Intro>
      <Toolbar>
        <GoalSelector categorySlug={categorySlug} contentType="money-flow" searchTerm="" />
        <Status role="status" aria-label="Figures shown">
          {statusText(flow.data, stale && !flow.error)}
        </Status>
        {!controls.isDefault && (
          <Button variant="secondary" onClick={controls.reset}>
            Reset filters
          </Button>
        )}
      </Toolbar>
      <MoneyFlowBody flow={flow} controls={controls} stale={stale} />
    </PageContainer>
  );
}

/** Whether the figures on screen are the previous filters' (keepPreviousData) while the new ones load. */
function isStale(data: MoneyFlowResponse, selection: MoneyFlowSelectionControls['selection'], categorySlug: string): boolean {
  return (
    data.filters.state !== selection.state ||
    data.filters.unsdg !== unsdgOfCategory(categorySlug) ||
    data.filters.incomeBuckets.join(',') !== incomeBucketFilter(selection.incomeBuckets).join(',')
  );
}

function MoneyFlowBody({ flow, controls, stale }: { flow: ReturnType<typeof useMoneyFlow>; controls: MoneyFlowSelectionControls; stale: boolean }) {
  const { data, error } = flow;
  const retry = () => void flow.mutate();
  const message = isApiError(error, BACKEND_UNAVAILABLE) || (isApiError(error) && error.status < 500) ? error.message : BACKEND_UNAVAILABLE_MESSAGE;
  if (!data) {
    if (error) return <ErrorState message={message} onRetry={retry} />;
    return <Spinner label="Loading the money flow" />;
  }
  return (
    <>
      {error && <ErrorState message={message} onRetry={retry} />}
      <Sections $stale={stale} aria-busy={(stale && !error) || undefined}>
        <HeaderMetrics metrics={data.headerMetrics} />
        <StateMapSection data={data} selectedState={controls.selection.state} onSelectState={controls.selectState} />
        <IncomeBuckets
          buckets={data.allIncomeBuckets}
          total={data.allIncomeBucketsTotal}
          selected={controls.selection.incomeBuckets}
          onToggle={controls.toggleIncomeBucket}
          download={bucketExport(data)}
        />
        <Pair>
          <SourcesOfIncome sources={data.sourcesOfIncome} />
          <GrantIncome grants={data.grantIncome} state={data.filters.state} />
        </Pair>
        <DataCoverage coverage={data.coverage} />
      </Sections>
    </>
  );
}
