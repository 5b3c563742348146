import { buildWatchedOrganization, createWatchHandlers, setupMswServer } from '../testing/index.js';
import { getWatches, unwatchOrganization, watchesKey, watchOrganization, withoutWatch, withWatch } from './watches.js';

const server = setupMswServer();

const foodBank = buildWatchedOrganization();
const rifleClub = buildWatchedOrganization({ ein: '010564885', name: 'VALDEZ JUNIOR RIFLE CLUB' });

describe('the watch calls', () => {
  it('watch, list and stop watching an organization', async () => {
    server.use(...createWatchHandlers({ watches: [rifleClub] }));
    const { watch } = await watchOrganization('92-0073175');
    expect(watch).toMatchObject({ ein: '920073175', name: 'FOOD BANK OF ALASKA INC', listed: true, lastChange: null });
    expect((await getWatches()).watches.map((item) => item.ein)).toEqual(['920073175', '010564885']);
    await expect(unwatchOrganization('920073175')).resolves.toBeUndefined();
    expect((await getWatches()).watches).toEqual([rifleClub]);
  });

  it("reject with the backend's codes", async () => {
    server.use(...createWatchHandlers());
    await expect(watchOrganization('999999999')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(unwatchOrganization('920073175')).rejects.toMatchObject({ status: 404, code: 'not_watched' });
  });

  it('ask nothing while signed out', () => {
    expect(watchesKey(false)).toBeNull();
    expect(watchesKey(true)).toBe('/api/me/watches');
  });
});

describe('withWatch and withoutWatch', () => {
  it('put a new watch in name order and replace one already there', () => {
    const alpha = buildWatchedOrganization({ ein: '111111111', name: 'ALPHA' });
    expect(withWatch([foodBank, rifleClub], alpha).map((item) => item.name)).toEqual(['ALPHA', 'FOOD BANK OF ALASKA INC', 'VALDEZ JUNIOR RIFLE CLUB']);
    expect(withWatch([foodBank], rifleClub).map((item) => item.name)).toEqual(['FOOD BANK OF ALASKA INC', 'VALDEZ JUNIOR RIFLE CLUB']);
    const renamed = { ...foodBank, watchedSince: '2026-11-25T12:00:00.000Z' };
    expect(withWatch([foodBank, rifleClub], renamed)).toEqual([renamed, rifleClub]);
  });

  it('leave the others as they are', () => {
    expect(withoutWatch([foodBank, rifleClub], '920073175')).toEqual([rifleClub]);
    expect(withoutWatch([foodBank], '010564885')).toEqual([foodBank]);
  });
});
