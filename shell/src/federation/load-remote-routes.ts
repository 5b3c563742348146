import { isRemoteRoutesModule, type RegistryEntry, ROUTES_EXPOSE, type RemoteRoutesModule } from '@x4i/shared/contracts';
import { loadRemoteModule } from './load-remote-module';

export { RemoteLoadError, resetRemote } from './load-remote-module';

/** Loads a remote's `./routes` once per page (see loadRemoteModule). */
export function loadRemoteRoutes(remote: RegistryEntry): Promise<RemoteRoutesModule> {
  return loadRemoteModule(remote, ROUTES_EXPOSE, isRemoteRoutesModule, 'pages');
}
