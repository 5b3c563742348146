import { buildDataRefresh, buildOrganizationChange, createAdminDataHandlers, defaultAdminDataStore, recordRequests, setupMswServer } from '@x4i/shared/testing';
import { adminDataPollInterval, confirmHeldFile, getAdminData, getRefreshChanges, refreshChangesKey, rollBackData, startDataRefresh } from './admin-data';

const server = setupMswServer();
const SHA = 'ab'.repeat(32);

describe('the public-data calls', () => {
  it('start a refresh, refuse a second, and roll back once', async () => {
    const fake = createAdminDataHandlers();
    server.use(...fake);
    const started = await startDataRefresh();
    expect(started).toMatchObject({ id: 8, trigger: 'team', requestedBy: 'taylor@x4i.example.org', status: 'running' });
    await expect(startDataRefresh()).rejects.toMatchObject({ status: 409, code: 'refresh_running', message: 'A refresh is already running (started 2026-11-25T12:00:00.000Z).' });
    await expect(rollBackData()).rejects.toMatchObject({ status: 409, code: 'refresh_running' });
    expect((await getAdminData()).running?.id).toBe(8);
    expect(fake.calls.map((call) => [call.path, call.body, call.status])).toEqual([
      ['/admin/data/refresh', {}, 202],
      ['/admin/data/refresh', {}, 409],
      ['/admin/data/rollback', {}, 409],
    ]);
  });

  it('roll back to the previous snapshot, then have nothing to roll back to', async () => {
    server.use(...createAdminDataHandlers());
    expect(await rollBackData()).toMatchObject({ trigger: 'rollback', status: 'rolled-back', requestedBy: 'taylor@x4i.example.org' });
    expect((await getAdminData()).previousSnapshot).toBeNull();
    await expect(rollBackData()).rejects.toMatchObject({ status: 409, code: 'no_previous_snapshot' });
  });

  it('confirm a held file with its name and checksum only', async () => {
    const store = defaultAdminDataStore();
    store.data.sources[0]!.files[0]!.held = { rows: 3000, previousRows: 5802, sha256: SHA };
    const fake = createAdminDataHandlers(store);
    server.use(...fake);
    await expect(confirmHeldFile('eo_ak.csv', 'cd'.repeat(32))).rejects.toMatchObject({ status: 409, code: 'not_held' });
    expect(await confirmHeldFile('eo_ak.csv', SHA)).toMatchObject({ status: 'running' });
    expect(fake.calls.at(-1)).toEqual({ path: '/admin/data/held/confirm', body: { file: 'eo_ak.csv', sha256: SHA }, status: 202 });
  });

  it('ask for a page of changes, of one kind or all', async () => {
    const requests = recordRequests(server);
    const changes = Array.from({ length: 60 }, (_, index) => buildOrganizationChange({ ein: String(100000000 + index), kind: index < 55 ? 'added' : 'name' }));
    server.use(...createAdminDataHandlers(defaultAdminDataStore({ changes: { 7: changes } })));
    expect(await getRefreshChanges(7, null, 2)).toMatchObject({ total: 60, page: 2, pageSize: 50, changes: { length: 10 } });
    expect(await getRefreshChanges(7, 'name', 1)).toMatchObject({ total: 5, page: 1 });
    await expect(getRefreshChanges(99, null, 1)).rejects.toMatchObject({ status: 404, code: 'refresh_not_found' });
    expect(requests.urls.map((url) => url.pathname + url.search)).toEqual([
      '/api/admin/data/refreshes/7/changes?page=2',
      '/api/admin/data/refreshes/7/changes?kind=name&page=1',
      '/api/admin/data/refreshes/99/changes?page=1',
    ]);
    expect(refreshChangesKey(null, null, 1)).toBeNull();
  });

  it('poll only while a refresh runs', () => {
    const data = defaultAdminDataStore().data;
    expect(adminDataPollInterval(undefined)).toBe(0);
    expect(adminDataPollInterval(data)).toBe(0);
    expect(adminDataPollInterval({ ...data, running: buildDataRefresh({ status: 'running', finishedAt: null }) })).toBe(2000);
  });
});
