import { isRemoteRoutesModule, routeManifestEntrySchema } from '@x4i/shared/contracts';
import * as routesModule from './routes';

describe('the routes this remote exposes', () => {
  it('keep the remote contract', () => {
    expect(isRemoteRoutesModule(routesModule)).toBe(true);
    for (const entry of routesModule.routeTable) expect(routeManifestEntrySchema.parse(entry)).toEqual(entry);
  });

  it('give every route a page', () => {
    expect(Object.keys(routesModule.pages).sort()).toEqual(routesModule.routeTable.map((entry) => entry.id).sort());
  });

  it('serve the profile at /profile', () => {
    expect(routesModule.routeTable).toContainEqual({ id: 'profile', name: 'profile', path: '/profile', title: 'My Profile', guard: 'signed-in' });
  });
});
