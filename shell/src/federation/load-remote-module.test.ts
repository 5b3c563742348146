import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DOWNLOADING_ATTRIBUTE, type RegistryEntry, type RemoteRoutesModule } from '@x4i/shared/contracts';
import { loadRemoteModule, RemoteLoadError, resetRemote } from './load-remote-module';
import { loadRemoteRoutes } from './load-remote-routes';
import { withRetryToken } from './retry-tokens';
import { unavailableRemoteModule } from './unavailable-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

const explore: RegistryEntry = {
  name: 'mfe-explore',
  version: '1.0.0',
  entry: '/remotes/mfe-explore/1.0.0/mf-manifest.json',
  exposes: ['./routes', './SolutionWorkflow'],
  routes: [],
};

const routesModule: RemoteRoutesModule = { routeTable: [], pages: {} };
const isWorkflow = (value: unknown): value is { default: () => null } => typeof (value as { default?: unknown })?.default === 'function';

beforeEach(() => {
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  resetRemote(explore);
  registerRemotesMock.mockClear();
});

describe('loadRemoteRoutes', () => {
  it("loads the remote's ./routes once per page", async () => {
    loadRemoteMock.mockResolvedValue(routesModule);
    const first = loadRemoteRoutes(explore);
    expect(loadRemoteRoutes(explore)).toBe(first);
    await expect(first).resolves.toBe(routesModule);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_explore/routes');
  });

  it('fails with RemoteLoadError when the fallback plugin answers for an unreachable remote', async () => {
    loadRemoteMock.mockResolvedValue(unavailableRemoteModule('mfe_explore/routes', new Error('offline')));
    const error = await loadRemoteRoutes(explore).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as Error).message).toBe('The mfe-explore pages could not be loaded');
  });

  it('fails when the module breaks the routes contract', async () => {
    loadRemoteMock.mockResolvedValue({ pages: {} });
    await expect(loadRemoteRoutes(explore)).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('keeps a failure until the remote is reset, then loads from its manifest again under a fresh URL', async () => {
    loadRemoteMock.mockResolvedValueOnce(unavailableRemoteModule('mfe_explore/routes', new Error('offline')));
    const failed = loadRemoteRoutes(explore);
    await expect(failed).rejects.toBeInstanceOf(RemoteLoadError);
    expect(loadRemoteRoutes(explore)).toBe(failed);

    const before = withRetryToken('/remotes/mfe-explore/1.0.0/remoteEntry.js');
    resetRemote(explore);
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_explore', entry: explore.entry }], { force: true });
    expect(withRetryToken('/remotes/mfe-explore/1.0.0/remoteEntry.js')).not.toBe(before);

    loadRemoteMock.mockResolvedValueOnce(routesModule);
    await expect(loadRemoteRoutes(explore)).resolves.toBe(routesModule);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it("waits until the first attempt's downloads of the remote have settled before trying again", async () => {
    const downloading = (href: string) => {
      const link = Object.assign(document.createElement('link'), { rel: 'preload', href, as: 'script' });
      link.setAttribute(DOWNLOADING_ATTRIBUTE, '');
      document.head.append(link);
      return link;
    };
    const pageChunk = downloading('/remotes/mfe-explore/1.0.0/chunks/__federation_expose_routes.js');
    const otherRemote = downloading('/remotes/mfe-reports/1.0.0/remoteEntry.js');
    try {
      resetRemote(explore);
      loadRemoteMock.mockResolvedValueOnce(routesModule);
      const retried = loadRemoteRoutes(explore);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(loadRemoteMock).not.toHaveBeenCalled();

      pageChunk.dispatchEvent(new Event('error'));
      await expect(retried).resolves.toBe(routesModule);
      expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    } finally {
      pageChunk.remove();
      otherRemote.remove();
    }
  });
});

describe('loadRemoteModule', () => {
  it('loads any exposed module by its name, checked against its contract', async () => {
    const workflow = { default: () => null };
    loadRemoteMock.mockResolvedValue(workflow);
    await expect(loadRemoteModule(explore, './SolutionWorkflow', isWorkflow)).resolves.toBe(workflow);
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_explore/SolutionWorkflow');
  });

  it('caches each module of a remote separately, and a reset forgets them all', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => (id.endsWith('/routes') ? routesModule : { default: () => null }));
    const routes = loadRemoteRoutes(explore);
    const workflow = loadRemoteModule(explore, './SolutionWorkflow', isWorkflow);
    expect(workflow).not.toBe(routes);
    await Promise.all([routes, workflow]);
    resetRemote(explore);
    expect(loadRemoteModule(explore, './SolutionWorkflow', isWorkflow)).not.toBe(workflow);
    expect(loadRemoteRoutes(explore)).not.toBe(routes);
  });

  it('names what failed', async () => {
    loadRemoteMock.mockResolvedValue({ default: 'not a component' });
    const error = await loadRemoteModule(explore, './SolutionWorkflow', isWorkflow, 'workflow').catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('The mfe-explore workflow could not be loaded');
  });

  it('does not fetch a module the live version of the remote does not expose', async () => {
    const older = { ...explore, exposes: ['./routes'] };
    await expect(loadRemoteModule(older, './SolutionWorkflow', isWorkflow)).rejects.toBeInstanceOf(RemoteLoadError);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
