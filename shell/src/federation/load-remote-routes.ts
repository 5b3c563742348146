import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, isRemoteRoutesModule, type RegistryEntry, ROUTES_EXPOSE, type RemoteRoutesModule } from '@x4i/shared';
import { isUnavailableRemoteModule } from './unavailable-remote';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`The ${remote} pages could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

const loading = new Map<string, Promise<RemoteRoutesModule>>();

/**
 * Loads a remote's `./routes` once per page; React's `use` needs the same promise on every render.
 * A failure is not cached, so a retry fetches again.
 */
export function loadRemoteRoutes(remote: RegistryEntry): Promise<RemoteRoutesModule> {
  let promise = loading.get(remote.name);
  if (!promise) {
    promise = loadRemote<unknown>(`${containerName(remote.name)}/${ROUTES_EXPOSE.slice(2)}`).then((module) => {
      if (isUnavailableRemoteModule(module)) throw new RemoteLoadError(remote.name, module.error);
      if (!isRemoteRoutesModule(module)) throw new RemoteLoadError(remote.name, new Error('module breaks the routes contract'));
      return module;
    });
    promise.catch(() => loading.delete(remote.name));
    loading.set(remote.name, promise);
  }
  return promise;
}

/** Forgets a failed remote so the next load starts from its manifest again. */
export function resetRemote(remote: RegistryEntry): void {
  loading.delete(remote.name);
  registerRemotes([{ name: containerName(remote.name), entry: remote.entry }], { force: true });
}
