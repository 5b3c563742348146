import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  ORGANIZATION_CHANGE_KINDS,
  type AdminDataResponse,
  type DataRefreshDiff,
  type DataRefreshFile,
  type DataRefreshProgress,
  type DataRefreshView,
  type DataSourceFileView,
  type DataSourceView,
  type OrganizationChange,
  type OrganizationChangeKind,
} from '../contracts/data-refresh.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contracts/session.js';
import { apiErrorResponse, apiPath } from './msw-handlers.js';

/** Test data and MSW handlers for the team's public-data calls (`/admin/data…`), answering like the backend. */

export function buildDataSourceFile(overrides: Partial<DataSourceFileView> = {}): DataSourceFileView {
  return {
    file: 'eo_ak.csv',
    region: 'AK',
    url: 'https://www.irs.gov/pub/irs-soi/eo_ak.csv',
    vintage: '2026-11-08',
    bytes: 1_234_567,
    rows: 5802,
    lastCheckedAt: '2026-11-20T09:00:00.000Z',
    lastChangedAt: '2026-11-08T09:00:00.000Z',
    lastOutcome: 'unchanged',
    message: null,
    held: null,
    ...overrides,
  };
}

export function buildDataSource(overrides: Partial<DataSourceView> = {}): DataSourceView {
  return {
    id: 'irs_eo_bmf',
    name: 'IRS Exempt Organizations Business Master File extract',
    publisher: 'Internal Revenue Service',
    baseUrl: 'https://www.irs.gov/pub/irs-soi/',
    schedule: 'monthly',
    nextRunAt: '2026-12-20T09:00:00.000Z',
    files: [buildDataSourceFile()],
    previousSnapshot: null,
    changesOrganizations: true,
    ...overrides,
  };
}

/** The Census Bureau's SAIPE source, its 2023 file in use. */
export function buildSaipeSource(overrides: Partial<DataSourceView> = {}): DataSourceView {
  return buildDataSource({
    id: 'census_saipe',
    name: 'Census Bureau Small Area Income and Poverty Estimates (SAIPE), states and counties',
    publisher: 'U.S. Census Bureau',
    baseUrl: 'https://www2.census.gov/programs-surveys/saipe/datasets/',
    files: [
      buildDataSourceFile({
        file: 'est23all.txt',
        region: 'US',
        url: 'https://www2.census.gov/programs-surveys/saipe/datasets/2023/2023-state-and-county/est23all.txt',
        vintage: '2024-12-10',
        bytes: 845_000,
        rows: 3195,
        lastOutcome: 'updated',
      }),
    ],
    changesOrganizations: false,
    ...overrides,
  });
}

export function buildDataRefreshFile(overrides: Partial<DataRefreshFile> = {}): DataRefreshFile {
  return { file: 'eo_ak.csv', region: 'AK', outcome: 'unchanged', rows: null, previousRows: 5802, badRows: 0, bytes: null, message: null, ...overrides };
}

export const emptyDataRefreshDiff = (): DataRefreshDiff => ({
  counts: { added: 0, removed: 0, name: 0, ntee: 0, subsection: 0, foundation: 0, state: 0 },
  newRegions: [],
  droppedRegions: [],
});

/** A finished scheduled refresh that switched in one file. */
export function buildDataRefresh(overrides: Partial<DataRefreshView> = {}): DataRefreshView {
  return {
    id: 7,
    source: 'irs_eo_bmf',
    trigger: 'schedule',
    requestedBy: null,
    status: 'succeeded',
    startedAt: '2026-11-20T09:00:00.000Z',
    finishedAt: '2026-11-20T09:02:05.000Z',
    progress: null,
    files: [buildDataRefreshFile(), buildDataRefreshFile({ file: 'eo_vt.csv', region: 'VT', outcome: 'updated', rows: 6540, previousRows: 6535, bytes: 1_000_000 })],
    diff: { ...emptyDataRefreshDiff(), counts: { ...emptyDataRefreshDiff().counts, added: 5 } },
    error: null,
    ...overrides,
  };
}

export function buildDataRefreshProgress(overrides: Partial<DataRefreshProgress> = {}): DataRefreshProgress {
  return { fileIndex: 1, fileCount: 53, file: 'eo_ak.csv', rows: 0, rowsPerSecond: 0, secondsLeft: null, step: 'Downloading', ...overrides };
}

export interface AdminDataStore {
  data: AdminDataResponse;
  /** Each refresh's changes, by refresh id. */
  changes: Record<number, OrganizationChange[]>;
  /**
   * What the running refresh does next, one step after each answer of `GET /admin/data`: a new progress, or
   * 'finish'. With none left it keeps running as it is.
   */
  steps: Array<DataRefreshProgress | 'finish'>;
  /** How a refresh ends at 'finish' (succeeded, with no diff, unless said). */
  finish: Partial<DataRefreshView>;
  /** What a rollback records as changed back. */
  rollbackDiff: DataRefreshDiff;
  /** The team member the calls come from. */
  teamMember: string;
  /** The time of every write. */
  now: string;
}

export function defaultAdminDataStore(overrides: Partial<AdminDataStore> = {}): AdminDataStore {
  const refresh = buildDataRefresh();
  return {
    data: { sources: [buildDataSource()], running: null, history: [refresh], previousSnapshot: { refreshId: refresh.id, switchedAt: refresh.finishedAt! } },
    changes: {},
    steps: [],
    finish: {},
    rollbackDiff: emptyDataRefreshDiff(),
    teamMember: 'taylor@x4i.example.org',
    now: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}

export interface AdminDataCall {
  path: string;
  body: unknown;
  /** The status the fake answered. */
  status: number;
}

export type AdminDataHandlers = RequestHandler[] & {
  store: AdminDataStore;
  /** Every write asked, refused ones included, in order. */
  calls: AdminDataCall[];
};

export const ADMIN_DATA_CHANGES_PAGE_SIZE = 50;

const isEmptyObject = (body: unknown) => Boolean(body) && typeof body === 'object' && !Array.isArray(body) && Object.keys(body as object).length === 0;

/**
 * Handlers for the team's public-data calls over a store (the default one unless given), changed as the backend
 * changes its tables: a refresh started runs through the store's steps as the screen polls, a rollback drops the
 * previous snapshot, a confirmed held file goes in when its refresh finishes. 403 without the CSRF header on a
 * write, 400 on a bad body or query, 404 for an unknown refresh, 409 with the backend's codes and messages.
 */
export function createAdminDataHandlers(initial: AdminDataStore = defaultAdminDataStore()): AdminDataHandlers {
  const store: AdminDataStore = structuredClone(initial);
  const calls: AdminDataCall[] = [];
  const confirmed = new Set<string>();
  const { data } = store;
  // As the backend answers: the top-level previous snapshot is the IRS source's.
  const irs = data.sources.find((source) => source.id === 'irs_eo_bmf');
  if (irs && !irs.previousSnapshot) irs.previousSnapshot = data.previousSnapshot;
  const keep = (source: DataSourceView, kept: DataSourceView['previousSnapshot']) => {
    source.previousSnapshot = kept;
    if (source.id === 'irs_eo_bmf') data.previousSnapshot = kept;
  };
  /** The source a write names (`?source=`, the IRS files when absent); null for an unknown one. */
  const sourceOf = (request: Request) => {
    const id = new URL(request.url).searchParams.get('source') || 'irs_eo_bmf';
    return data.sources.find((source) => source.id === id) ?? null;
  };
  const unknownSource = () => apiErrorResponse(400, 'invalid_query', `source is one of ${data.sources.map((source) => source.id).join(', ')}.`);
  const nextId = () => Math.max(0, ...data.history.map((refresh) => refresh.id)) + 1;

  const replace = (refresh: DataRefreshView) => {
    data.history = data.history.map((entry) => (entry.id === refresh.id ? refresh : entry));
    data.running = refresh.status === 'running' ? refresh : null;
  };

  const finish = (running: DataRefreshView) => {
    const done: DataRefreshView = { ...running, status: 'succeeded', finishedAt: store.now, progress: null, ...store.finish };
    replace(done);
    for (const source of data.sources) {
      source.files = source.files.map((file) =>
        file.held && confirmed.has(file.file)
          ? { ...file, rows: file.held.rows, lastOutcome: 'updated', message: null, lastCheckedAt: store.now, lastChangedAt: store.now, held: null }
          : file,
      );
    }
    confirmed.clear();
    const source = data.sources.find((entry) => entry.id === done.source);
    if (source && (done.diff || done.files.some((file) => file.outcome === 'updated'))) keep(source, { refreshId: done.id, switchedAt: store.now });
  };

  const start = (source: DataSourceView): DataRefreshView => {
    const refresh: DataRefreshView = {
      id: nextId(),
      source: source.id,
      trigger: 'team',
      requestedBy: store.teamMember,
      status: 'running',
      startedAt: store.now,
      finishedAt: null,
      progress: null,
      files: [],
      diff: null,
      error: null,
    };
    data.history = [refresh, ...data.history];
    data.running = refresh;
    return refresh;
  };

  const running = () => (data.running ? apiErrorResponse(409, 'refresh_running', `A refresh is already running (started ${data.running.startedAt}).`) : null);
  const sourceOff = (source: DataSourceView) =>
    source.baseUrl !== null
      ? null
      : apiErrorResponse(409, 'source_off', `Fetching the ${source.name} is switched off on this server (${source.id === 'census_saipe' ? 'SAIPE_URL' : 'IRS_BMF_URL'}=false).`);

  const write =
    (resolve: (body: unknown, source: DataSourceView) => Response) =>
    async ({ request }: { request: Request }): Promise<Response> => {
      const body = (await request.json().catch(() => null)) as unknown;
      const source = sourceOf(request);
      const response =
        request.headers.get(CSRF_HEADER) !== CSRF_HEADER_VALUE
          ? apiErrorResponse(403, 'csrf', 'Missing the request header.')
          : source
            ? resolve(body, source)
            : unknownSource();
      calls.push({ path: new URL(request.url).pathname.replace(/^\/api/, ''), body, status: response.status });
      return response;
    };

  const handlers = [
    http.get(apiPath('/admin/data'), () => {
      const response = HttpResponse.json<AdminDataResponse>(data);
      // The next time the screen asks, the running refresh has moved on.
      if (data.running && store.steps.length > 0) {
        const step = store.steps.shift()!;
        if (step === 'finish') finish(data.running);
        else replace({ ...data.running, progress: step });
      }
      return response;
    }),

    http.post(
      apiPath('/admin/data/refresh'),
      write((body, source) => {
        if (!isEmptyObject(body)) return apiErrorResponse(400, 'invalid_request', 'Send an empty JSON object.');
        return running() ?? sourceOff(source) ?? HttpResponse.json({ refresh: start(source) }, { status: 202 });
      }),
    ),

    http.post(
      apiPath('/admin/data/rollback'),
      write((body, source) => {
        if (!isEmptyObject(body)) return apiErrorResponse(400, 'invalid_request', 'Send an empty JSON object.');
        const refused = running();
        if (refused) return refused;
        if (!source.previousSnapshot) return apiErrorResponse(409, 'no_previous_snapshot', 'No previous snapshot is kept: there is nothing to roll back to.');
        const rollback: DataRefreshView = {
          ...start(source),
          trigger: 'rollback',
          status: 'rolled-back',
          finishedAt: store.now,
          diff: source.changesOrganizations ? structuredClone(store.rollbackDiff) : null,
        };
        replace(rollback);
        keep(source, null);
        return HttpResponse.json({ refresh: rollback });
      }),
    ),

    http.post(
      apiPath('/admin/data/held/confirm'),
      write((body, source) => {
        const { file, sha256 } = (body ?? {}) as { file?: unknown; sha256?: unknown };
        if (typeof file !== 'string' || !/^[a-z0-9_]{1,40}\.(csv|txt)$/.test(file)) return apiErrorResponse(400, 'invalid_request', 'file is the name of a held file, such as eo_ca.csv.');
        if (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) return apiErrorResponse(400, 'invalid_request', 'sha256 is the held file’s checksum, 64 hexadecimal digits.');
        const off = sourceOff(source);
        if (off) return off;
        const held = source.files.find((entry) => entry.file === file && entry.held?.sha256 === sha256);
        if (!held) return apiErrorResponse(409, 'not_held', 'That file is no longer held with that checksum; reload the page to see where it stands.');
        confirmed.add(file);
        return running() ?? HttpResponse.json({ refresh: start(source) }, { status: 202 });
      }),
    ),

    http.get(apiPath('/admin/data/refreshes/:id/changes'), ({ request, params }) => {
      const refresh = data.history.find((entry) => String(entry.id) === params.id);
      if (!refresh) return apiErrorResponse(404, 'refresh_not_found', 'There is no such refresh.');
      const query = new URL(request.url).searchParams;
      const kind = query.get('kind');
      if (kind !== null && !(ORGANIZATION_CHANGE_KINDS as readonly string[]).includes(kind)) {
        return apiErrorResponse(400, 'invalid_query', `kind is one of ${ORGANIZATION_CHANGE_KINDS.join(', ')}.`);
      }
      const page = Number(query.get('page') ?? '1');
      if (!Number.isInteger(page) || page < 1) return apiErrorResponse(400, 'invalid_query', 'page is a whole number from 1.');
      const all = (store.changes[refresh.id] ?? [])
        .filter((change) => kind === null || change.kind === (kind as OrganizationChangeKind))
        .sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.ein < b.ein ? -1 : a.ein > b.ein ? 1 : 0));
      const from = (page - 1) * ADMIN_DATA_CHANGES_PAGE_SIZE;
      return HttpResponse.json({ refresh, changes: all.slice(from, from + ADMIN_DATA_CHANGES_PAGE_SIZE), total: all.length, page, pageSize: ADMIN_DATA_CHANGES_PAGE_SIZE });
    }),
  ];
  return Object.assign(handlers, { store, calls });
}
