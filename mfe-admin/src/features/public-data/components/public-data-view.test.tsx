import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { buildDataRefresh, buildDataSource, buildDataSourceFile, buildSaipeSource, createAdminDataHandlers, defaultAdminDataStore, setupMswServer } from '@x4i/shared/testing';
import { routeTable } from '../../../route-table';
import { renderAdminPage } from '../../../testing/render-admin-page';
import { PublicDataPage } from './public-data-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'data')!;
const IRS = 'IRS Exempt Organizations Business Master File extract';
const SAIPE = 'Census Bureau Small Area Income and Poverty Estimates (SAIPE), states and counties';

function renderTwoSources(irs = buildDataSource()) {
  const saipeRefresh = buildDataRefresh({ id: 8, source: 'census_saipe', diff: null, files: [] });
  const initial = defaultAdminDataStore();
  initial.data = {
    ...initial.data,
    sources: [irs, buildSaipeSource({ previousSnapshot: { refreshId: 8, switchedAt: '2026-11-21T09:00:00.000Z' } })],
    history: [saipeRefresh, ...initial.data.history],
    previousSnapshot: null,
  };
  const fake = createAdminDataHandlers(initial);
  server.use(...fake);
  const view = renderAdminPage(server, <PublicDataPage route={route} />, { route: '/admin/data', path: route.path });
  return { ...view, fake };
}

describe('the public data of two sources', () => {
  it('shows the IRS and SAIPE files, each with its own Refresh now and Roll back', async () => {
    const { user, fake } = renderTwoSources();
    const saipeFiles = await screen.findByRole('region', { name: `Files of the ${SAIPE}` });
    expect(within(saipeFiles).getByRole('row', { name: /est23all\.txt/ })).toHaveTextContent('3,195');
    expect(screen.getByRole('region', { name: `Files of the ${IRS}` })).toBeInTheDocument();

    const irsActions = screen.getByRole('group', { name: IRS });
    const saipeActions = screen.getByRole('group', { name: SAIPE });
    expect(within(irsActions).getByRole('button', { name: 'Roll back to the previous snapshot' })).toBeDisabled();
    expect(within(saipeActions).getByRole('button', { name: 'Roll back to the previous snapshot' })).toBeEnabled();

    await user.click(within(saipeActions).getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(fake.calls).toEqual([{ path: '/admin/data/refresh', body: {}, status: 202 }]));
    expect(fake.store.data.history[0]).toMatchObject({ source: 'census_saipe', status: 'running' });
  });

  it('lists the IRS files not loaded with how to add them, and says nothing of the kind when all are loaded', async () => {
    renderTwoSources(buildDataSource({ files: [buildDataSourceFile(), buildDataSourceFile({ file: 'eo_ca.csv', region: 'CA', vintage: null, rows: null })] }));
    const notLoaded = await screen.findByRole('region', { name: 'Files not loaded' });
    expect(within(notLoaded).getByRole('list', { name: `Files of the ${IRS} not loaded` })).toHaveTextContent('California (eo_ca.csv)');
    expect(notLoaded).toHaveTextContent('1 of 2 files are not loaded.');
    expect(notLoaded).toHaveTextContent('Refresh now fetches every file from the publisher, these included');
    expect(screen.getAllByRole('region', { name: 'Files not loaded' })).toHaveLength(1);
  });
});
