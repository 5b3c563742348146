import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, isRemoteRoutesModule, type RegistryEntry, ROUTES_EXPOSE, type RemoteRoutesModule } from '@x4i/shared';
import { nextRetryToken } from './retry-tokens';
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
 * Loads a remote's `./routes` once per page; React's `use` needs the same promise on every render, so a
 * failed load stays cached too (the boundary shows the fallback) until `resetRemote` starts over.
 */
export function loadRemoteRoutes(remote: RegistryEntry): Promise<RemoteRoutesModule> {
  let promise = loading.get(remote.name);
  if (!promise) {
    promise = loadRemote<unknown>(`${containerName(remote.name)}/${ROUTES_EXPOSE.slice(2)}`).then((module) => {
      if (isUnavailableRemoteModule(module)) throw new RemoteLoadError(remote.name, module.error);
      if (!isRemoteRoutesModule(module)) throw new RemoteLoadError(remote.name, new Error('module breaks the routes contract'));
      return module;
    });
    // The boundary reports the failure; this only keeps it from surfacing as an unhandled rejection.
    promise.catch(() => undefined);
    loading.set(remote.name, promise);
  }
  return promise;
}

/** Forgets a failed remote so the next load starts from its manifest again. */
export function resetRemote(remote: RegistryEntry): void {
  loading.delete(remote.name);
  nextRetryToken(remote.name);
  registerRemotes([{ name: containerName(remote.name), entry: remote.entry }], { force: true });
}
