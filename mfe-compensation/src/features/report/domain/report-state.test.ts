import { DEFAULT_JOB_TITLE } from '@x4i/shared/domain';
import { buildPremiumCompensation, buildTabData, fullOptions } from '../../../testing/compensation-fixtures';
import { effectiveFilters, initialReportState, reportReducer, resolveTab, tabsOf, type ReportAction, type ReportState } from './report-state';

const run = (state: ReportState, ...actions: ReportAction[]) => actions.reduce(reportReducer, state);

/** The report loaded on a desktop, at a route. */
const loadedAt = (slug: string | null, mode: 'sm' | 'xs' = 'sm') =>
  run(
    initialReportState,
    { type: 'routeChanged', slug },
    { type: 'modeChanged', mode },
    { type: 'initialRequested' },
    { type: 'initialLoaded', response: buildPremiumCompensation() },
  );

describe('the compensation report state', () => {
  it('resolves no tab before the tab lists and the mode are known, then the route’s tab, and asks for its data', () => {
    const waiting = run(initialReportState, { type: 'routeChanged', slug: 'gender-gap' }, { type: 'modeChanged', mode: 'sm' });
    expect(waiting.tab).toBeNull();
    expect(waiting.dataQuery).toBeNull();
    const state = reportReducer(waiting, { type: 'initialLoaded', response: buildPremiumCompensation() });
    expect(state.tab).toBe('gender-gap');
    expect(state.dataQuery).toEqual({ id: 1, report: 'gender-gap', filters: { title: null, incomeBuckets: [], regions: [], issueAreas: [] } });
    expect(state.data).toEqual({ status: 'loading' });
  });

  it('shows orientation on the landing and for a slug the mode does not list', () => {
    expect(loadedAt(null).tab).toBe('orientation');
    expect(loadedAt('tech-for-good', 'sm').tab).toBe('tech-for-good');
    expect(loadedAt('tech-for-good', 'xs').tab).toBe('orientation');
    expect(resolveTab('not-a-tab', tabsOf(buildPremiumCompensation(), 'sm'))).toBe('orientation');
  });

  it('re-resolves the tab from the route when the mode switches', () => {
    const desktop = loadedAt('tech-for-good', 'sm');
    const phone = reportReducer(desktop, { type: 'modeChanged', mode: 'xs' });
    expect(phone.tab).toBe('orientation');
    expect(phone.dataQuery?.report).toBe('orientation');
    // A tab both modes list stays, without a new request.
    const both = loadedAt('gender-gap', 'sm');
    expect(reportReducer(both, { type: 'modeChanged', mode: 'xs' })).toMatchObject({ tab: 'gender-gap', dataQuery: both.dataQuery });
  });

  it('resets the filters when a tab is chosen: the tab’s default title, nothing else selected, the full options', () => {
    let state = loadedAt('salary-calculator');
    expect(state.selectedTitle).toBe(DEFAULT_JOB_TITLE);
    state = run(
      state,
      { type: 'filterChanged', change: { title: 'CFO' } },
      { type: 'filterChanged', change: { regions: ['WEST'] } },
      { type: 'filterChanged', change: { incomeBuckets: ['SMALL'] } },
      { type: 'filterChanged', change: { issueAreas: ['B'] } },
    );
    state = reportReducer(state, { type: 'optionsLoaded', requestId: state.optionsQuery!.id, options: fullOptions });
    expect(state.filteredOptions).toBe(fullOptions);

    const gender = reportReducer(state, { type: 'routeChanged', slug: 'gender-gap' });
    expect(gender).toMatchObject({ tab: 'gender-gap', selectedTitle: null, selectedRegions: [], selectedIncomeBuckets: [], selectedIssueAreas: [], filteredOptions: null });
    expect(gender.dataQuery).toMatchObject({ report: 'gender-gap', filters: { title: null, regions: [], incomeBuckets: [], issueAreas: [] } });
    expect(reportReducer(gender, { type: 'routeChanged', slug: 'benchmarking' }).selectedTitle).toBe(DEFAULT_JOB_TITLE);
  });

  it('reloads the tab’s data when a filter changes, and the options too on the salary calculator only', () => {
    const bench = loadedAt('benchmarking');
    const filtered = reportReducer(bench, { type: 'filterChanged', change: { regions: ['WEST'] } });
    expect(filtered.dataQuery).toEqual({ id: bench.dataQuery!.id + 1, report: 'benchmarking', filters: { title: DEFAULT_JOB_TITLE, incomeBuckets: [], regions: ['WEST'], issueAreas: [] } });
    expect(filtered.optionsQuery).toBeNull();

    const calculator = reportReducer(loadedAt('salary-calculator'), { type: 'filterChanged', change: { issueAreas: ['P'] } });
    expect(calculator.optionsQuery).toEqual({ id: calculator.dataQuery!.id + 1, filters: calculator.dataQuery!.filters });
  });

  it('ignores a data or options answer that a newer request replaced', () => {
    const first = reportReducer(loadedAt('benchmarking'), { type: 'filterChanged', change: { regions: ['WEST'] } });
    const second = reportReducer(first, { type: 'filterChanged', change: { regions: ['SOUTH'] } });
    const stale = buildTabData('benchmarking', { summary: 'West only' });
    expect(reportReducer(second, { type: 'dataLoaded', requestId: first.dataQuery!.id, data: stale })).toBe(second);
    expect(reportReducer(second, { type: 'dataFailed', requestId: first.dataQuery!.id, error: new Error('late') })).toBe(second);
    const fresh = buildTabData('benchmarking', { summary: 'South only' });
    expect(reportReducer(second, { type: 'dataLoaded', requestId: second.dataQuery!.id, data: fresh }).data).toEqual({ status: 'loaded', value: fresh });

    const calculator = run(
      loadedAt('salary-calculator'),
      { type: 'filterChanged', change: { regions: ['WEST'] } },
    );
    const newer = reportReducer(calculator, { type: 'filterChanged', change: { regions: ['SOUTH'] } });
    const narrowed = { ...fullOptions, regions: [] };
    expect(reportReducer(newer, { type: 'optionsLoaded', requestId: calculator.optionsQuery!.id, options: narrowed })).toBe(newer);
  });

  it('drops the selections the reloaded options no longer offer, and asks for the data again without them', () => {
    const state = run(
      loadedAt('salary-calculator'),
      { type: 'filterChanged', change: { incomeBuckets: ['SMALL'] } },
      { type: 'filterChanged', change: { regions: ['WEST'] } },
      { type: 'filterChanged', change: { issueAreas: ['B'] } },
    );
    const offered = { ...fullOptions, regions: fullOptions.regions.filter((region) => region.value !== 'WEST'), issueAreas: fullOptions.issueAreas };
    const after = reportReducer(state, { type: 'optionsLoaded', requestId: state.optionsQuery!.id, options: offered });
    expect(after).toMatchObject({ selectedIncomeBuckets: ['SMALL'], selectedRegions: [], selectedIssueAreas: ['B'], filteredOptions: offered });
    expect(after.dataQuery).toMatchObject({ id: state.lastRequestId + 1, filters: { regions: [], incomeBuckets: ['SMALL'], issueAreas: ['B'] } });
    // Nothing dropped: the data asked for stands.
    const kept = reportReducer(state, { type: 'optionsLoaded', requestId: state.optionsQuery!.id, options: fullOptions });
    expect(kept.dataQuery).toBe(state.dataQuery);
  });

  it('counts every income bucket or every region selected as none', () => {
    const state = run(
      loadedAt('benchmarking'),
      { type: 'filterChanged', change: { incomeBuckets: fullOptions.incomeBuckets.map((option) => option.value) } },
      { type: 'filterChanged', change: { regions: ['WEST', 'SOUTH', 'NORTHEAST', 'MIDWEST'] } },
    );
    expect(state.selectedRegions).toHaveLength(4);
    expect(effectiveFilters(state)).toMatchObject({ incomeBuckets: [], regions: [] });
    expect(state.dataQuery!.filters).toMatchObject({ incomeBuckets: [], regions: [] });
    const some = reportReducer(state, { type: 'filterChanged', change: { regions: ['WEST', 'SOUTH'] } });
    expect(some.dataQuery!.filters.regions).toEqual(['WEST', 'SOUTH']);
  });

  it('asks again for the same data on retry', () => {
    const failed = run(loadedAt('top-10'), { type: 'dataFailed', requestId: 1, error: new Error('down') });
    expect(failed.data.status).toBe('failed');
    const retried = reportReducer(failed, { type: 'dataRetried' });
    expect(retried.dataQuery).toEqual({ ...failed.dataQuery, id: 2 });
    expect(retried.data).toEqual({ status: 'loading' });
  });
});
