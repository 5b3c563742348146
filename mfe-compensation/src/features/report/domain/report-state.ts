import { COMPENSATION_TABS, DEFAULT_COMPENSATION_TAB, defaultTitleOf, effectiveSelection, keepOffered, type CompensationTab, type DeviceMode } from '@x4i/shared/domain';
import { type CompensationFilters, type CompensationOptions, type CompensationOverview, type CompensationTabData, type CompensationTabEntry, type PremiumCompensationResponse } from '@x4i/shared/contracts';

/**
 * The compensation tool's state (SPEC 3 'Compensation report state', SPEC 4 'Compensation tool') as a pure
 * reducer: the page's effects only run the queries it names and hand back the answers with their request ids.
 */

/** A call the page is to make; its id tells a current answer from a stale one. */
export interface DataQuery {
  id: number;
  report: CompensationTab;
  filters: CompensationFilters;
}

export interface OptionsQuery {
  id: number;
  filters: CompensationFilters;
}

export type Load<T> = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; error: unknown };

export interface ReportState {
  mode: DeviceMode | null;
  /** The tab slug of the route, as typed (null on the landing, where the default tab shows). */
  routeSlug: string | null;
  initial: Load<null>;
  desktopTabs: CompensationTabEntry[];
  mobileTabs: CompensationTabEntry[];
  options: CompensationOptions | null;
  jobTitleSynonyms: Record<string, string[]>;
  overview: CompensationOverview | null;
  /** The tab shown; null until the tab lists and the mode are known. */
  tab: CompensationTab | null;
  selectedTitle: string | null;
  selectedIncomeBuckets: string[];
  selectedRegions: string[];
  selectedIssueAreas: string[];
  /** What the options call answered under the current filters (salary calculator); null means the full options. */
  filteredOptions: CompensationOptions | null;
  data: Load<CompensationTabData>;
  dataQuery: DataQuery | null;
  optionsQuery: OptionsQuery | null;
  /** The last request id handed out, for data and options alike. */
  lastRequestId: number;
}

export const initialReportState: ReportState = {
  mode: null,
  routeSlug: null,
  initial: { status: 'idle' },
  desktopTabs: [],
  mobileTabs: [],
  options: null,
  jobTitleSynonyms: {},
  overview: null,
  tab: null,
  selectedTitle: null,
  selectedIncomeBuckets: [],
  selectedRegions: [],
  selectedIssueAreas: [],
  filteredOptions: null,
  data: { status: 'idle' },
  dataQuery: null,
  optionsQuery: null,
  lastRequestId: 0,
};

export type FilterChange =
  | { title: string | null }
  | { incomeBuckets: string[] }
  | { regions: string[] }
  | { issueAreas: string[] };

export type ReportAction =
  | { type: 'initialRequested' }
  | { type: 'initialRetried' }
  | { type: 'initialLoaded'; response: PremiumCompensationResponse }
  | { type: 'initialFailed'; error: unknown }
  | { type: 'modeChanged'; mode: DeviceMode }
  | { type: 'routeChanged'; slug: string | null }
  | { type: 'filterChanged'; change: FilterChange }
  | { type: 'dataLoaded'; requestId: number; data: CompensationTabData }
  | { type: 'dataFailed'; requestId: number; error: unknown }
  | { type: 'optionsLoaded'; requestId: number; options: CompensationOptions }
  | { type: 'optionsFailed'; requestId: number }
  | { type: 'dataRetried' };

/** The mode's tab list: desktopTabs for sm, mobileTabs for xs, in their positions. */
export function tabsOf(state: Pick<ReportState, 'desktopTabs' | 'mobileTabs'>, mode: DeviceMode): CompensationTabEntry[] {
  return [...(mode === 'sm' ? state.desktopTabs : state.mobileTabs)].sort((a, b) => a.position - b.position);
}

/** SPEC 2.2: the route's tab when the mode lists it, otherwise orientation (also for the landing, with no slug). */
export function resolveTab(slug: string | null, tabs: readonly CompensationTabEntry[]): CompensationTab {
  const wanted = slug?.trim().toLowerCase() ?? '';
  return tabs.find((tab) => tab.slug === wanted)?.slug ?? DEFAULT_COMPENSATION_TAB;
}

/** A slug that names a tab, in any case (the tab route then shows it under its own spelling). */
export function isKnownTabSlug(slug: string): boolean {
  return (COMPENSATION_TABS as readonly string[]).includes(slug.trim().toLowerCase());
}

/** The filters a call sends: every income bucket or every region selected counts as none (SPEC 4). */
export function effectiveFilters(state: ReportState): CompensationFilters {
  const all = (list: keyof CompensationOptions) => state.options?.[list].map((option) => option.value) ?? [];
  return {
    title: state.selectedTitle,
    incomeBuckets: effectiveSelection(state.selectedIncomeBuckets, all('incomeBuckets')),
    regions: effectiveSelection(state.selectedRegions, all('regions')),
    issueAreas: [...new Set(state.selectedIssueAreas)],
  };
}

function withDataQuery(state: ReportState): ReportState {
  if (!state.tab) return state;
  const id = state.lastRequestId + 1;
  return { ...state, lastRequestId: id, dataQuery: { id, report: state.tab, filters: effectiveFilters(state) }, data: { status: 'loading' } };
}

function withOptionsQuery(state: ReportState): ReportState {
  const id = state.lastRequestId + 1;
  return { ...state, lastRequestId: id, optionsQuery: { id, filters: effectiveFilters(state) } };
}

/** SPEC 4: choosing a tab resets the filters (the tab's default title, no buckets, regions or issue areas), then loads it. */
function chooseTab(state: ReportState, tab: CompensationTab): ReportState {
  return withDataQuery({
    ...state,
    tab,
    selectedTitle: defaultTitleOf(tab),
    selectedIncomeBuckets: [],
    selectedRegions: [],
    selectedIssueAreas: [],
    filteredOptions: null,
    optionsQuery: null,
  });
}

/** Re-resolves the tab from the route once the tab lists and the mode are known; a tab already shown stays as it is. */
function resolve(state: ReportState): ReportState {
  if (!state.mode || state.initial.status !== 'loaded') return state;
  const tab = resolveTab(state.routeSlug, tabsOf(state, state.mode));
  return tab === state.tab && state.dataQuery ? state : chooseTab(state, tab);
}

function applyFilter(state: ReportState, change: FilterChange): ReportState {
  if ('title' in change) return { ...state, selectedTitle: change.title };
  if ('incomeBuckets' in change) return { ...state, selectedIncomeBuckets: [...new Set(change.incomeBuckets)] };
  if ('regions' in change) return { ...state, selectedRegions: [...new Set(change.regions)] };
  return { ...state, selectedIssueAreas: [...new Set(change.issueAreas)] };
}

export function reportReducer(state: ReportState, action: ReportAction): ReportState {
  switch (action.type) {
    case 'initialRequested':
      return { ...state, initial: { status: 'loading' } };
    case 'initialRetried':
      return state.initial.status === 'failed' ? { ...state, initial: { status: 'idle' } } : state;
    case 'initialLoaded': {
      const { desktopTabs, mobileTabs, options, overview } = action.response;
      const { jobTitleSynonyms, ...lists } = options;
      return resolve({ ...state, initial: { status: 'loaded', value: null }, desktopTabs, mobileTabs, options: lists, jobTitleSynonyms, overview });
    }
    case 'initialFailed':
      return { ...state, initial: { status: 'failed', error: action.error } };
    case 'modeChanged':
      return action.mode === state.mode ? state : resolve({ ...state, mode: action.mode });
    case 'routeChanged':
      return action.slug === state.routeSlug ? state : resolve({ ...state, routeSlug: action.slug });
    case 'filterChanged': {
      if (!state.tab) return state;
      const changed = withDataQuery(applyFilter(state, action.change));
      // SPEC 4: on the salary calculator a filter also reloads the options still offered.
      return state.tab === 'salary-calculator' ? withOptionsQuery(changed) : changed;
    }
    case 'dataRetried':
      return withDataQuery(state);
    case 'dataLoaded':
      // SPEC 4: an answer to a request that a newer one replaced is ignored.
      return action.requestId === state.dataQuery?.id ? { ...state, data: { status: 'loaded', value: action.data } } : state;
    case 'dataFailed':
      return action.requestId === state.dataQuery?.id ? { ...state, data: { status: 'failed', error: action.error } } : state;
    case 'optionsLoaded': {
      if (action.requestId !== state.optionsQuery?.id) return state;
      const { options } = action;
      const offered = (list: keyof CompensationOptions) => options[list].map((option) => option.value);
      const kept = {
        ...state,
        filteredOptions: options,
        selectedIncomeBuckets: keepOffered(state.selectedIncomeBuckets, offered('incomeBuckets')),
        selectedRegions: keepOffered(state.selectedRegions, offered('regions')),
        selectedIssueAreas: keepOffered(state.selectedIssueAreas, offered('issueAreas')),
      };
      const dropped =
        kept.selectedIncomeBuckets.length !== state.selectedIncomeBuckets.length ||
        kept.selectedRegions.length !== state.selectedRegions.length ||
        kept.selectedIssueAreas.length !== state.selectedIssueAreas.length;
      // The tab's data was asked for with the dropped selections: ask again without them.
      return dropped ? withDataQuery(kept) : kept;
    }
    case 'optionsFailed':
      // The full options stay offered; the data call says what the filters found.
      return action.requestId === state.optionsQuery?.id ? { ...state, filteredOptions: null } : state;
  }
}
