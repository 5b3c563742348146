import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminDataResponse, DataRefreshChangesResponse, DataRefreshView, DataSourceFileView } from '@x4i/shared/contracts';
import { apiErrorResponse, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { routeTable } from '../route-table';
import { expectAccessible, renderAdminPage, snackbars } from '../testing/render-admin-page';
import { PublicDataPage } from './public-data-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'data')!;
const SHA = 'ab'.repeat(32);

const file = (overrides: Partial<DataSourceFileView>): DataSourceFileView => ({
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
});

const refresh = (overrides: Partial<DataRefreshView>): DataRefreshView => ({
  id: 7,
  source: 'irs_eo_bmf',
  trigger: 'schedule',
  requestedBy: null,
  status: 'partial',
  startedAt: '2026-11-20T09:00:00.000Z',
  finishedAt: '2026-11-20T09:02:05.000Z',
  progress: null,
  files: [
    { file: 'eo_ak.csv', region: 'AK', outcome: 'unchanged', rows: null, previousRows: 5802, badRows: 0, bytes: null, message: null },
    { file: 'eo4.csv', region: 'INTL', outcome: 'failed', rows: null, previousRows: 4921, badRows: 0, bytes: null, message: 'the server answered HTTP 500' },
    { file: 'eo_vt.csv', region: 'VT', outcome: 'updated', rows: 6540, previousRows: 6535, badRows: 0, bytes: 1_000_000, message: null },
  ],
  diff: { counts: { added: 6, removed: 1, name: 1, ntee: 0, subsection: 0, foundation: 0, state: 0 }, newRegions: [{ region: 'CA', rows: 190_000 }], droppedRegions: [] },
  error: null,
  ...overrides,
});

function serve(data: AdminDataResponse) {
  const posts: { path: string; body: unknown }[] = [];
  server.use(
    http.get('/api/admin/data', () => HttpResponse.json(data)),
    http.post('/api/admin/data/:action', async ({ request, params }) => {
      posts.push({ path: String(params.action), body: await request.json() });
      if (params.action === 'refresh') return apiErrorResponse(409, 'refresh_running', 'A refresh is already running (started 2026-11-20T09:00:00.000Z).');
      return HttpResponse.json({ refresh: refresh({ id: 8, trigger: 'rollback', status: 'rolled-back' }) });
    }),
    http.post('/api/admin/data/held/confirm', async ({ request }) => {
      posts.push({ path: 'held/confirm', body: await request.json() });
      return HttpResponse.json({ refresh: refresh({ id: 9, status: 'running', trigger: 'team' }) }, { status: 202 });
    }),
  );
  return posts;
}

const source = (files: DataSourceFileView[], overrides: Partial<AdminDataResponse['sources'][number]> = {}) => ({
  id: 'irs_eo_bmf',
  name: 'IRS Exempt Organizations Business Master File extract',
  publisher: 'Internal Revenue Service',
  baseUrl: 'https://www.irs.gov/pub/irs-soi/',
  schedule: 'monthly',
  nextRunAt: '2026-12-20T09:00:00.000Z',
  files,
  ...overrides,
});

describe('the public data page', () => {
  it('lists each file in use with its vintage, size, rows and last check, and the history with what changed', async () => {
    serve({ sources: [source([file({}), file({ file: 'eo_ca.csv', region: 'CA', vintage: null, bytes: null, rows: null, lastOutcome: 'missing', message: 'The publisher has no such file (HTTP 404).' })])], running: null, history: [refresh({})], previousSnapshot: { refreshId: 7, switchedAt: '2026-11-20T09:02:05.000Z' } });
    const { user } = renderAdminPage(server, <PublicDataPage route={route} />, { route: '/admin/data', path: route.path });
    const files = await screen.findByRole('region', { name: 'Files of the IRS Exempt Organizations Business Master File extract' });
    expect(document.title).toBe('X4I - Public Data');
    const alaska = within(files).getByRole('row', { name: /eo_ak\.csv/ });
    expect(alaska).toHaveTextContent('Alaska');
    expect(alaska).toHaveTextContent('2026-11-08');
    expect(alaska).toHaveTextContent('1.2 MB');
    expect(alaska).toHaveTextContent('5,802');
    const california = within(files).getByRole('row', { name: /eo_ca\.csv/ });
    expect(california).toHaveTextContent('Not loaded');
    expect(california).toHaveTextContent('Not at the publisherThe publisher has no such file (HTTP 404).');
    expect(screen.getByText(/Refreshed monthly; the next refresh is due/)).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Partly done');
    expect(history).toHaveTextContent('Schedule, took 2 min 5 s. Files: Updated 1, Unchanged 1, Failed 1.');
    expect(history).toHaveTextContent('Organizations added 6, removed 1, and renamed 1. Loaded for the first time: California (190,000 records).');

    const page: DataRefreshChangesResponse = {
      refresh: refresh({}),
      changes: [{ refreshId: 7, changedAt: '2026-11-20T09:02:05.000Z', ein: '010471151', name: 'RAP ENERGY INSTITUTE', state: 'VT', kind: 'name', before: 'REGULATORY ASSISTANCE PROJECT', after: 'RAP ENERGY INSTITUTE' }],
      total: 1,
      page: 1,
      pageSize: 50,
    };
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/data/refreshes/7/changes', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(page);
      }),
    );
    await user.click(within(history).getByRole('button', { name: 'Show the details' }));
    const changes = await screen.findByRole('region', { name: 'Changes of refresh 7' });
    expect(within(changes).getByRole('row', { name: /01-0471151/ })).toHaveTextContent('RenamedREGULATORY ASSISTANCE PROJECTRAP ENERGY INSTITUTE');
    // The failed file comes first among the files, with why.
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('eo4.csv: Failed. the server answered HTTP 500');
    await user.selectOptions(within(history).getByLabelText('Show'), 'name');
    await waitFor(() => expect(asked.at(-1)).toBe('?kind=name&page=1'));
    await expectAccessible();
  });

  it('says why Refresh now is refused, and asks before a rollback', async () => {
    const posts = serve({ sources: [source([file({})])], running: null, history: [refresh({})], previousSnapshot: { refreshId: 7, switchedAt: '2026-11-20T09:02:05.000Z' } });
    const { user } = renderAdminPage(server, <PublicDataPage route={route} />, { route: '/admin/data', path: route.path });
    await user.click(await screen.findByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(snackbars()).toEqual([{ message: 'A refresh is already running (started 2026-11-20T09:00:00.000Z).', variant: 'error' }]));

    await user.click(screen.getByRole('button', { name: 'Roll back to the previous snapshot' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back to the previous snapshot' });
    expect(posts.filter((post) => post.path === 'rollback')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(posts.filter((post) => post.path === 'rollback')).toEqual([{ path: 'rollback', body: {} }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a running refresh’s progress and holds the buttons; a held file is confirmed with its checksum', async () => {
    const running = refresh({ id: 9, status: 'running', finishedAt: null, diff: null, progress: { fileIndex: 12, fileCount: 53, file: 'eo_ca.csv', rows: 250_000, rowsPerSecond: 12_000, secondsLeft: 125, step: 'Reading' } });
    serve({ sources: [source([file({ file: 'eo_vt.csv', region: 'VT', lastOutcome: 'held', message: '3,000 rows against 6,535 in use.', held: { sha256: SHA, rows: 3000, previousRows: 6535 } })])], running, history: [running], previousSnapshot: null });
    renderAdminPage(server, <PublicDataPage route={route} />, { route: '/admin/data', path: route.path });
    const progress = await screen.findByRole('region', { name: 'A refresh is running' });
    expect(progress).toHaveTextContent('Reading eo_ca.csv: file 12 of 53, 250,000 rows read, 12,000 rows a second, about 2 min 5 s left.');
    expect(within(progress).getByRole('progressbar', { name: 'Files read' })).toHaveAttribute('value', '12');
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeDisabled();
    expect(screen.getByText('A refresh is running.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll back to the previous snapshot' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm eo_vt.csv' })).toBeDisabled();
  });

  it('confirms a held file with exactly its checksum, after saying what it does', async () => {
    const posts = serve({ sources: [source([file({ file: 'eo_vt.csv', region: 'VT', lastOutcome: 'held', held: { sha256: SHA, rows: 3000, previousRows: 6535 } })])], running: null, history: [], previousSnapshot: null });
    const { user } = renderAdminPage(server, <PublicDataPage route={route} />, { route: '/admin/data', path: route.path });
    await user.click(await screen.findByRole('button', { name: 'Confirm eo_vt.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm eo_vt.csv' });
    expect(dialog).toHaveTextContent('eo_vt.csv shrank from 6,535 to 3,000 rows.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and refresh' }));
    await waitFor(() => expect(posts).toEqual([{ path: 'held/confirm', body: { file: 'eo_vt.csv', sha256: SHA } }]));
    expect(snackbars()).toEqual([{ message: 'A refresh started that takes eo_vt.csv as it is.', variant: 'default' }]);
    expect(screen.getByText('No refresh has run yet: the files loaded are those the product was installed with.')).toBeInTheDocument();
  });

  it('says when fetching is switched off and no refresh is scheduled', async () => {
    serve({ sources: [source([file({})], { baseUrl: null, schedule: null, nextRunAt: null })], running: null, history: [], previousSnapshot: null });
    renderAdminPage(server, <PublicDataPage route={route} />, { route: '/admin/data', path: route.path });
    expect(await screen.findByText(/Fetching from the publisher is switched off on this server, so the files loaded stay as they are/)).toBeInTheDocument();
    expect(screen.getByText(/No refresh is scheduled on this server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeDisabled();
  });
});
