import { ErrorState, isApiError, Spinner } from '@x4i/shared';
import { type CompensationTab } from '@x4i/shared/domain';
import { COMPENSATION_MESSAGES } from '@x4i/shared/contracts';
import { Navigate } from '@x4i/shared/router';
import { compensationPaths } from '../../../paths';
import { useDeviceMode } from '../hooks/use-device-mode';
import { useCompensationReport } from '../hooks/use-compensation-report';
import { tabsOf } from '../domain/report-state';
import { ReportFilters } from './report-filters';
import { TabList } from './tab-list';
import { TabView } from './tab-view';

const FILTERLESS: readonly CompensationTab[] = ['orientation', 'resources'];

const failureText = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 403) ? COMPENSATION_MESSAGES.noAccess : isApiError(error) ? error.message : 'The report could not be loaded.';

/** The report for a user with access: the mode's tabs, the tab's filters and its data. */
export function CompensationReport({ routeSlug }: { routeSlug: string | null }) {
  const mode = useDeviceMode();
  const { state, changeFilter, retryData, retryInitial } = useCompensationReport(routeSlug, mode);

  if (state.initial.status === 'failed') return <ErrorState message={failureText(state.initial.error)} onRetry={retryInitial} />;
  if (!state.tab || !state.mode) return <Spinner label="Loading the report" />;
  // A tab route the mode does not list shows orientation, and says so in its URL (as does a slug in capitals).
  // Only once the reducer has taken this route in, or a link's new slug would be sent back to the tab before it.
  if (routeSlug !== null && state.routeSlug === routeSlug && routeSlug !== state.tab) return <Navigate to={compensationPaths.reportTab(state.tab)} replace />;

  const { data } = state;
  return (
    <>
      <TabList tabs={tabsOf(state, state.mode)} current={state.tab} mode={state.mode} />
      {!FILTERLESS.includes(state.tab) && <ReportFilters state={state} mode={state.mode} onChange={changeFilter} />}
      <div aria-live="polite" aria-busy={data.status === 'loading' || undefined}>
        {data.status === 'loaded' && <TabView data={data.value} overview={state.overview} />}
        {data.status === 'loading' && <Spinner label="Loading the figures" />}
        {data.status === 'failed' && <ErrorState message={failureText(data.error)} onRetry={retryData} />}
      </div>
    </>
  );
}
