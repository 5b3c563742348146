import { isRemoteRoutesModule, routeManifestEntrySchema } from '@x4i/shared/contracts';
import * as routesModule from './routes';

describe('the routes this remote exposes', () => {
  it('keep the remote contract', () => {
    expect(isRemoteRoutesModule(routesModule)).toBe(true);
    for (const entry of routesModule.routeTable) expect(routeManifestEntrySchema.parse(entry)).toEqual(entry);
  });

  it('give every route that is not a redirect a page', () => {
    const pageIds = routesModule.routeTable.filter((entry) => !('redirectTo' in entry)).map((entry) => entry.id);
    expect(Object.keys(routesModule.pages).sort()).toEqual([...pageIds].sort());
  });

  it('send the old underscore address to the finder', () => {
    expect(routesModule.routeTable.find((entry) => entry.path === '/nonprofit_ntee_code_finder')).toMatchObject({
      redirectTo: '/nonprofit-ntee-code-finder',
    });
  });
});
