import { fetchCompensationOptions, fetchCompensationReport, fetchPremiumCompensation, isApiError, SESSION_KEY } from '@x4i/shared';
import { type DeviceMode } from '@x4i/shared/domain';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from '@x4i/shared/router';
import { useSWRConfig } from 'swr';
import { compensationPaths } from '../../../paths';
import { checkedMode } from '../domain/device-mode';
import { initialReportState, reportReducer, type FilterChange } from '../domain/report-state';

const isForbidden = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403);

/**
 * The report's side effects around the pure reducer: the initial load (once, while the tab lists are empty), each
 * data and options query the reducer names, and a refusal (401/403), which sends the user to the landing with the
 * session revalidated.
 */
export function useCompensationReport(routeSlug: string | null, mode: DeviceMode) {
  const [state, dispatch] = useReducer(reportReducer, initialReportState);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  // Held in a ref: navigate changes with the location, and a query must run once, not again on every navigation.
  const refusedRef = useRef(() => {});
  refusedRef.current = () => {
    void mutate(SESSION_KEY);
    navigate(compensationPaths.reportLanding, { replace: true });
  };
  const refused = useCallback(() => refusedRef.current(), []);

  useEffect(() => dispatch({ type: 'routeChanged', slug: routeSlug }), [routeSlug]);
  useEffect(() => {
    const checked = checkedMode(mode);
    if (checked) dispatch({ type: 'modeChanged', mode: checked });
  }, [mode]);

  const initialIdle = state.initial.status === 'idle' && state.desktopTabs.length === 0;
  useEffect(() => {
    if (!initialIdle) return;
    dispatch({ type: 'initialRequested' });
    fetchPremiumCompensation().then(
      (response) => dispatch({ type: 'initialLoaded', response }),
      (error: unknown) => {
        dispatch({ type: 'initialFailed', error });
        if (isForbidden(error)) refused();
      },
    );
  }, [initialIdle, refused]);

  const { dataQuery, optionsQuery } = state;
  useEffect(() => {
    if (!dataQuery) return;
    fetchCompensationReport(dataQuery.report, dataQuery.filters).then(
      (data) => dispatch({ type: 'dataLoaded', requestId: dataQuery.id, data }),
      (error: unknown) => {
        dispatch({ type: 'dataFailed', requestId: dataQuery.id, error });
        if (isForbidden(error)) refused();
      },
    );
  }, [dataQuery, refused]);

  useEffect(() => {
    if (!optionsQuery) return;
    fetchCompensationOptions(optionsQuery.filters).then(
      (options) => dispatch({ type: 'optionsLoaded', requestId: optionsQuery.id, options }),
      () => dispatch({ type: 'optionsFailed', requestId: optionsQuery.id }),
    );
  }, [optionsQuery]);

  return {
    state,
    changeFilter: useCallback((change: FilterChange) => dispatch({ type: 'filterChanged', change }), []),
    retryData: useCallback(() => dispatch({ type: 'dataRetried' }), []),
    retryInitial: useCallback(() => dispatch({ type: 'initialRetried' }), []),
  };
}
