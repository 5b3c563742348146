import { loadRemote } from '@module-federation/enhanced/runtime';
import type { StaticHandlerContext } from 'react-router';
import { unstable_serialize } from 'swr';
import type { Registry, RemoteRoutesModule } from '@x4i/shared/contracts';
import { resetRemote } from '../federation/load-remote-routes';
import { loadPageData } from './page-data';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const registry: Registry = {
  remotes: [{ name: 'mfe-ntee-tools', version: '1.0.0', entry: '/remotes/mfe-ntee-tools/1.0.0/mf-manifest.json', exposes: ['./routes'], routes: [] }],
};

function contextAt(handle: unknown, params: Record<string, string>, search = ''): StaticHandlerContext {
  return { matches: [{ route: { handle }, params }], location: { search } } as unknown as StaticHandlerContext;
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  resetRemote(registry.remotes[0]!);
});

describe('loadPageData', () => {
  it("loads what the matched remote page declares, keyed as SWR's fallback reads it", async () => {
    const module: RemoteRoutesModule = {
      routeTable: [],
      pages: {},
      pageData: {
        'finder-ein': ({ params, searchParams }) => [
          { key: ['/x4i-nonprofit/details', params.ein], load: async () => ({ ein: params.ein }) },
          { key: '/x4i-nonprofit/finder-page', load: async () => ({ tab: searchParams.get('tab') }) },
        ],
      },
    };
    loadRemoteMock.mockResolvedValue(module);
    const data = await loadPageData(contextAt({ routeName: 'finder', remote: 'mfe-ntee-tools', routeId: 'finder-ein' }, { ein: '123456789' }, '?tab=a'), registry);
    expect(data).toEqual({
      [unstable_serialize(['/x4i-nonprofit/details', '123456789'])]: { ein: '123456789' },
      '/x4i-nonprofit/finder-page': { tab: 'a' },
    });
  });

  it('loads nothing for a page of the shell, or a remote page that declares no data', async () => {
    expect(await loadPageData(contextAt({ routeName: 'about-us' }, {}), registry)).toEqual({});
    expect(loadRemoteMock).not.toHaveBeenCalled();
    loadRemoteMock.mockResolvedValue({ routeTable: [], pages: {} });
    expect(await loadPageData(contextAt({ routeName: 'builder', remote: 'mfe-ntee-tools', routeId: 'builder' }, {}), registry)).toEqual({});
  });

  it('fails when a loader fails, so the page is left to the browser', async () => {
    loadRemoteMock.mockResolvedValue({
      routeTable: [],
      pages: {},
      pageData: { builder: () => [{ key: '/x', load: () => Promise.reject(new Error('backend down')) }] },
    });
    await expect(loadPageData(contextAt({ routeName: 'builder', remote: 'mfe-ntee-tools', routeId: 'builder' }, {}), registry)).rejects.toThrow('backend down');
  });
});
