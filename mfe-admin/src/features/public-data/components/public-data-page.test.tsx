import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataRefreshView } from '@x4i/shared/contracts';
import {
  buildDataRefresh,
  buildDataRefreshFile,
  buildDataRefreshProgress,
  buildDataSource,
  buildDataSourceFile,
  buildOrganizationChange,
  buildSessionUser,
  createAdminDataHandlers,
  defaultAdminDataStore,
  emptyDataRefreshDiff,
  recordRequests,
  setupMswServer,
  type AdminDataStore,
} from '@x4i/shared/testing';
import { routeTable } from '../../../route-table';
import { expectAccessible, renderAdminPage, snackbars } from '../../../testing/render-admin-page';
import { PublicDataPage } from './public-data-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'data')!;
const SHA = 'ab'.repeat(32);
const SOURCE = 'IRS Exempt Organizations Business Master File extract';

/** A scheduled refresh that switched in Vermont's file and loaded California for the first time; the international file failed. */
const partial = buildDataRefresh({
  status: 'partial',
  files: [
    buildDataRefreshFile(),
    buildDataRefreshFile({ file: 'eo4.csv', region: 'INTL', outcome: 'failed', previousRows: 4921, message: 'the server answered HTTP 500' }),
    buildDataRefreshFile({ file: 'eo_vt.csv', region: 'VT', outcome: 'updated', rows: 6540, previousRows: 6535, bytes: 1_000_000 }),
  ],
  diff: { counts: { ...emptyDataRefreshDiff().counts, added: 55, name: 5 }, newRegions: [{ region: 'CA', rows: 190_000 }], droppedRegions: [] },
});

const running = (overrides: Partial<DataRefreshView> = {}) =>
  buildDataRefresh({
    id: 9,
    trigger: 'team',
    requestedBy: 'riley@x4i.example.org',
    status: 'running',
    startedAt: '2026-11-25T11:58:00.000Z',
    finishedAt: null,
    files: [],
    diff: null,
    progress: buildDataRefreshProgress({ fileIndex: 12, fileCount: 53, file: 'eo_ca.csv', rows: 250_000, rowsPerSecond: 12_000, secondsLeft: 125, step: 'Reading' }),
    ...overrides,
  });

const heldVermont = buildDataSourceFile({
  file: 'eo_vt.csv',
  region: 'VT',
  rows: 6535,
  lastOutcome: 'held',
  message: '3,000 rows against 6,535 rows in use: a drop of more than 10% waits for a team member to confirm.',
  held: { sha256: SHA, rows: 3000, previousRows: 6535 },
});

function renderPage(store: Partial<AdminDataStore> = {}, data: Partial<AdminDataStore['data']> = {}) {
  const initial = defaultAdminDataStore(store);
  initial.data = { ...initial.data, ...data };
  const fake = createAdminDataHandlers(initial);
  server.use(...fake);
  const view = renderAdminPage(server, <PublicDataPage route={route} />, { route: '/admin/data', path: route.path });
  return { ...view, fake };
}

const refreshSection = () => screen.getByRole('region', { name: 'Refresh' });

afterEach(() => jest.useRealTimers());

describe('the public data page', () => {
  it('lists each file in use with its vintage, size, rows, checks and last outcome, and the history with what changed', async () => {
    renderPage(
      {},
      {
        sources: [
          buildDataSource({
            files: [
              buildDataSourceFile(),
              buildDataSourceFile({ file: 'eo_ca.csv', region: 'CA', vintage: null, bytes: null, rows: null, lastChangedAt: null, lastOutcome: 'missing', message: 'The publisher has no such file (HTTP 404).' }),
              buildDataSourceFile({ file: 'eo4.csv', region: 'INTL', lastOutcome: 'failed', message: 'the server answered HTTP 500' }),
            ],
          }),
        ],
        history: [partial],
      },
    );
    const files = await screen.findByRole('region', { name: `Files of the ${SOURCE}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Public data' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('X4I - Public Data'));
    expect(screen.getByRole('link', { name: 'Public data' })).toHaveAttribute('aria-current', 'page');

    const source = screen.getByRole('region', { name: SOURCE });
    expect(source).toHaveTextContent('PublisherInternal Revenue Service');
    expect(within(source).getByRole('link', { name: /https:\/\/www\.irs\.gov\/pub\/irs-soi\// })).toHaveAttribute('href', 'https://www.irs.gov/pub/irs-soi/');
    expect(source).toHaveTextContent(/Refreshed monthly; the next refresh is due Dec 20, 2026/);

    expect(within(files).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'File',
      'Region',
      'Vintage',
      'Size',
      'Rows',
      'Last check',
      'Last change',
      'Last outcome',
      'Message',
    ]);
    const alaska = within(files).getByRole('row', { name: /eo_ak\.csv/ });
    for (const text of ['Alaska', 'November 8, 2026', '1.2 MB', '5,802', 'Nov 20, 2026', 'Unchanged']) expect(alaska).toHaveTextContent(text);
    const california = within(files).getByRole('row', { name: /eo_ca\.csv/ });
    expect(california).toHaveTextContent('Not loaded');
    expect(california).toHaveTextContent('Not at the publisherThe publisher has no such file (HTTP 404).');
    expect(within(files).getByRole('row', { name: /eo4\.csv/ })).toHaveTextContent('Outside the USNovember 8, 2026');
    expect(within(files).queryByRole('button')).not.toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    const entry = within(history).getAllByRole('listitem')[0]!;
    expect(within(entry).getByRole('heading', { level: 3 })).toHaveTextContent(/Nov 20, 2026.*: Partly done/);
    expect(entry).toHaveTextContent('Started by: Schedule. Took 2 min 5 s. Files: Updated 1, Unchanged 1, Failed 1.');
    expect(entry).toHaveTextContent('Organizations added 55 and renamed 5. Loaded for the first time: California (190,000 records).');
    expect(within(entry).getByRole('button', { name: 'Show changes' })).toHaveAttribute('aria-expanded', 'false');
    // No refresh runs: nothing polls.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await expectAccessible();
  });

  it('shows a running refresh’s progress and polls it every 2 s until it ends, then says how it ended and stops', async () => {
    jest.useFakeTimers();
    const requests = recordRequests(server);
    const done: Partial<DataRefreshView> = { status: 'partial', finishedAt: '2026-11-25T12:00:00.000Z', files: partial.files, diff: partial.diff };
    renderPage(
      { steps: [buildDataRefreshProgress({ fileIndex: 13, fileCount: 53, file: 'eo_co.csv', rows: 270_000, rowsPerSecond: 12_500, secondsLeft: 100, step: 'Downloading' }), 'finish'], finish: done },
      { sources: [buildDataSource({ files: [heldVermont] })], running: running(), history: [running(), buildDataRefresh()] },
    );
    const progress = await screen.findByRole('region', { name: 'A refresh is running' });
    const bar = within(progress).getByRole('progressbar', { name: 'Files read' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '53');
    expect(bar).toHaveAttribute('aria-valuetext', 'File 12 of 53: eo_ca.csv');
    expect(progress).toHaveTextContent('Started Nov 25, 2026');
    expect(progress).toHaveTextContent('by: A team member (riley@x4i.example.org).');
    expect(progress).toHaveTextContent('Reading eo_ca.csv, file 12 of 53');
    expect(progress).toHaveTextContent('250,000 rows read, 12,000 rows a second, about 2 min 5 s left.');

    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh now' })).toHaveAccessibleDescription('A refresh is running: Refresh now is available again when it ends.');
    expect(screen.getByRole('button', { name: 'Roll back to the previous snapshot' })).toHaveAccessibleDescription('A refresh is running: a rollback waits until it ends.');
    expect(screen.getByRole('button', { name: 'Confirm eo_vt.csv' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[0]).toHaveTextContent('Running');

    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await within(progress).findByText('Downloading eo_co.csv, file 13 of 53')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '13');

    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'A refresh is running' })).not.toBeInTheDocument());
    expect(snackbars()).toEqual([{ message: 'The refresh ended: Partly done. Files: Updated 1, Unchanged 1, Failed 1.', variant: 'default' }]);
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[0]).toHaveTextContent('Partly done');

    const asked = () => requests.urls.filter((url) => url.pathname === '/api/admin/data').length;
    expect(asked()).toBe(3);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(asked()).toBe(3);
  });

  it('Refresh now posts an empty body, shows the refresh it started and follows it to its end', async () => {
    jest.useFakeTimers();
    const { fake } = renderPage({ steps: ['finish'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(fake.calls).toEqual([{ path: '/admin/data/refresh', body: {}, status: 202 }]));
    expect(snackbars()).toEqual([{ message: 'A refresh started. This page shows its progress until it ends.', variant: 'default' }]);
    const progress = await screen.findByRole('region', { name: 'A refresh is running' });
    expect(progress).toHaveTextContent('by: A team member (taylor@x4i.example.org).');
    expect(progress).toHaveTextContent('Starting: no file has been asked for yet.');
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'A refresh is running' })).not.toBeInTheDocument());
    expect(snackbars().at(-1)).toEqual({ message: 'The refresh ended: Succeeded.', variant: 'default' });
  });

  it('Refresh now shows the server’s 409 message, and the refresh someone else started', async () => {
    const { user, fake } = renderPage();
    const button = await screen.findByRole('button', { name: 'Refresh now' });
    // Meanwhile the schedule started one.
    const scheduled = running({ id: 8, trigger: 'schedule', requestedBy: null, startedAt: '2026-11-25T11:59:00.000Z' });
    fake.store.data.running = scheduled;
    fake.store.data.history.unshift(scheduled);
    await user.click(button);
    await waitFor(() => expect(snackbars()).toEqual([{ message: 'A refresh is already running (started 2026-11-25T11:59:00.000Z).', variant: 'error' }]));
    expect(fake.calls).toEqual([{ path: '/admin/data/refresh', body: {}, status: 409 }]);
    expect(await screen.findByRole('region', { name: 'A refresh is running' })).toHaveTextContent('by: Schedule.');
    await expectAccessible();
  });

  it('asks before a rollback, posts it once confirmed, and then has nothing to roll back to', async () => {
    const { user, fake } = renderPage({ rollbackDiff: { ...emptyDataRefreshDiff(), counts: { ...emptyDataRefreshDiff().counts, removed: 5 } } });
    const rollBack = await screen.findByRole('button', { name: 'Roll back to the previous snapshot' });
    expect(rollBack).toBeEnabled();

    await user.click(rollBack);
    let dialog = screen.getByRole('dialog', { name: 'Roll back to the previous snapshot' });
    expect(dialog).toHaveTextContent('This switches back in the data that was in use before the refresh switched in on Nov 20, 2026');
    expect(dialog).toHaveTextContent('Only one previous snapshot is kept');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.calls).toEqual([]);
    await waitFor(() => expect(rollBack).toHaveFocus());

    await user.click(rollBack);
    dialog = screen.getByRole('dialog', { name: 'Roll back to the previous snapshot' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(fake.calls).toEqual([{ path: '/admin/data/rollback', body: {}, status: 200 }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(snackbars()).toEqual([{ message: 'Rolled back to the previous snapshot. Organizations removed 5.', variant: 'default' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Roll back to the previous snapshot' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Roll back to the previous snapshot' })).toHaveAccessibleDescription('No previous snapshot is kept, so there is nothing to roll back to.');
    await waitFor(() => expect(within(refreshSection()).getByRole('heading', { name: 'Refresh' })).toHaveFocus());
    const latest = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[0]!;
    expect(latest).toHaveTextContent('Rolled back');
    expect(latest).toHaveTextContent('Started by: Rollback (taylor@x4i.example.org).');
  });

  it('shows a held file’s rows against the file in use, and confirms it with its file and checksum after saying what it does', async () => {
    const { user, fake } = renderPage({}, { sources: [buildDataSource({ files: [buildDataSourceFile(), heldVermont] })] });
    const vermont = within(await screen.findByRole('region', { name: `Files of the ${SOURCE}` })).getByRole('row', { name: /eo_vt\.csv/ });
    expect(vermont).toHaveTextContent('Held for a team member3,000 rows against 6,535 in use (54% fewer)');
    await user.click(within(vermont).getByRole('button', { name: 'Confirm eo_vt.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm eo_vt.csv' });
    expect(dialog).toHaveTextContent('eo_vt.csv shrank from 6,535 to 3,000 rows. Confirming switches it in');
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and refresh' }));
    await waitFor(() => expect(fake.calls).toEqual([{ path: '/admin/data/held/confirm', body: { file: 'eo_vt.csv', sha256: SHA }, status: 202 }]));
    expect(snackbars()).toEqual([{ message: 'A refresh started: it switches eo_vt.csv in if the publisher still serves the file that was held. This page shows its progress.', variant: 'default' }]);
    expect(await screen.findByRole('region', { name: 'A refresh is running' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm eo_vt.csv' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: SOURCE })).toHaveFocus());
  });

  it('says the server’s message when a held file is no longer held with that checksum', async () => {
    const { user, fake } = renderPage({}, { sources: [buildDataSource({ files: [heldVermont] })] });
    await user.click(await screen.findByRole('button', { name: 'Confirm eo_vt.csv' }));
    // Meanwhile a refresh held a different file.
    fake.store.data.sources[0]!.files[0]!.held!.sha256 = 'cd'.repeat(32);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm and refresh' }));
    await waitFor(() =>
      expect(snackbars()).toEqual([{ message: 'That file is no longer held with that checksum; reload the page to see where it stands.', variant: 'error' }]),
    );
    expect(fake.calls).toEqual([{ path: '/admin/data/held/confirm', body: { file: 'eo_vt.csv', sha256: SHA }, status: 409 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Show changes lists the refresh’s files, failed first, and its changes page by page and by kind', async () => {
    const requests = recordRequests(server);
    const changes = [
      ...Array.from({ length: 55 }, (_, index) => buildOrganizationChange({ ein: String(100_000_000 + index), name: `ADDED ORG ${index + 1}`, kind: 'added', before: null, after: null })),
      ...Array.from({ length: 5 }, (_, index) => buildOrganizationChange({ ein: String(200_000_000 + index), kind: 'name' })),
    ];
    const { user } = renderPage({ changes: { 7: changes } }, { history: [partial] });
    const history = await screen.findByRole('region', { name: 'History' });
    const show = within(history).getByRole('button', { name: 'Show changes' });
    expect(show).toHaveAccessibleDescription(/Nov 20, 2026.*: Partly done/);
    await user.click(show);
    expect(within(history).getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');

    const files = within(history).getByRole('region', { name: 'Files of refresh 7' });
    const rows = within(files).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['eo4.csv', 'eo_vt.csv', 'eo_ak.csv']);
    expect(rows[0]).toHaveTextContent('eo4.csvOutside the USFailed4,9210the server answered HTTP 500');

    const table = await within(history).findByRole('table', { name: 'Changes 1–50 of 60' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('10-0000000ADDED ORG 1AKAdded');
    expect(screen.getByText('The organizations of a region loaded for the first time, or no longer covered, are counted above, not listed here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous changes' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next changes' }));
    const second = await within(history).findByRole('table', { name: 'Changes 51–60 of 60' });
    expect(within(second).getAllByRole('row')[6]).toHaveTextContent('20-0000000FOOD BANK OF ALASKA INCAKRenamedFOOD BANK OF ALASKAFOOD BANK OF ALASKA INC');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.selectOptions(within(history).getByLabelText('Show changes of the kind'), 'name');
    expect(within(history).getByRole('option', { name: 'Renamed (5)' })).toBeInTheDocument();
    await within(history).findByRole('table', { name: 'Changes 1–5 of 5 (renamed)' });
    expect(screen.queryByRole('button', { name: 'Next changes' })).not.toBeInTheDocument();
    expect(requests.urls.filter((url) => url.pathname.includes('/changes')).map((url) => url.search)).toEqual(['?page=1', '?page=2', '?kind=name&page=1']);
    await expectAccessible();
  });

  it('says when fetching is switched off and the schedule is off, and offers no refresh', async () => {
    renderPage({}, { sources: [buildDataSource({ baseUrl: null, schedule: null, nextRunAt: null })], history: [], previousSnapshot: null });
    const source = await screen.findByRole('region', { name: SOURCE });
    expect(source).toHaveTextContent('Fetched fromNowhere: fetching from the publisher is switched off on this server, so the files loaded stay as they are.');
    expect(source).toHaveTextContent('The schedule is off on this server: a refresh runs only when a team member or the command line asks for one.');
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh now' })).toHaveAccessibleDescription(
      'Fetching from the publisher is switched off on this server, so there is nothing to refresh from.',
    );
    expect(screen.getByRole('button', { name: 'Roll back to the previous snapshot' })).toBeDisabled();
    expect(screen.getByText('No refresh has run yet: the files loaded are those the product was installed with.')).toBeInTheDocument();
  });

  it('is for the team only', async () => {
    const requests = recordRequests(server);
    server.use(...createAdminDataHandlers());
    renderAdminPage(server, <PublicDataPage route={route} />, { route: '/admin/data', path: route.path, user: buildSessionUser() });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(requests.urls.some((url) => url.pathname === '/api/admin/data')).toBe(false);
  });
});
