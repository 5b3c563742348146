import { ADMIN_PATHS, isRemoteRoutesModule, routeManifestEntrySchema } from '@x4i/shared/contracts';
import * as routesModule from './routes';

describe('the routes this remote exposes', () => {
  it('keep the remote contract', () => {
    expect(isRemoteRoutesModule(routesModule)).toBe(true);
    for (const entry of routesModule.routeTable) expect(routeManifestEntrySchema.parse(entry)).toEqual(entry);
  });

  it('give every route a page', () => {
    expect(Object.keys(routesModule.pages).sort()).toEqual(routesModule.routeTable.map((entry) => entry.id).sort());
  });

  it('have route names with the admin prefix (SPEC 2.8), at the paths the shell links to', () => {
    for (const entry of routesModule.routeTable) expect(entry.name).toMatch(/^admin-/);
    const paths = routesModule.routeTable.map((entry) => entry.path as string);
    expect(paths).toEqual(
      expect.arrayContaining([ADMIN_PATHS.organizations, ADMIN_PATHS.accessRequests, ADMIN_PATHS.outbox, ADMIN_PATHS.messages, ADMIN_PATHS.newsletter, ADMIN_PATHS.credits, ADMIN_PATHS.content, ADMIN_PATHS.data]),
    );
    expect(ADMIN_PATHS.rules('org-1')).toBe('/admin/organizations/org-1/rules');
  });
});
