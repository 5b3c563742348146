import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RegistryEntry } from '@x4i/shared/contracts';
import { preloadsSettled } from './preloads';
import { nextRetryToken } from './retry-tokens';
import { isUnavailableRemoteModule } from './unavailable-remote';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
    what = 'pages',
  ) {
    super(`The ${remote} ${what} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

const loading = new Map<string, Promise<unknown>>();
/** Per retried remote: its first attempt's downloads still under way, which a retry must not reuse (see preloads). */
const retrying = new Map<string, Promise<void>>();

// Per version: the server renders for many page loads, across deploys.
const keyOf = (remote: RegistryEntry, expose: string) => `${remote.name}\u0000${remote.version}\u0000${expose}`;

/**
 * Loads one exposed module of a remote (`./routes`, `./SolutionWorkflow`) once per page and checks it keeps its
 * contract. React's `use` needs the same promise on every render, so a failed load stays cached too (the
 * boundary shows the fallback) until `resetRemote` starts over. The runtime plugins (retry, fallback) apply
 * to every load.
 */
export function loadRemoteModule<T>(
  remote: RegistryEntry,
  expose: string,
  keepsContract: (module: unknown) => module is T,
  what = expose,
): Promise<T> {
  const key = keyOf(remote, expose);
  let promise = loading.get(key) as Promise<T> | undefined;
  if (!promise) {
    const load = () => loadRemote<unknown>(`${containerName(remote.name)}/${expose.replace(/^\.\//, '')}`);
    const waiting = retrying.get(remote.name);
    promise = remote.exposes.includes(expose)
      ? (waiting ? waiting.then(load) : load()).then((module) => {
          if (isUnavailableRemoteModule(module)) throw new RemoteLoadError(remote.name, module.error, what);
          if (!keepsContract(module)) throw new RemoteLoadError(remote.name, new Error(`${expose} breaks its contract`), what);
          return module;
        })
      : // The live version of the remote predates the module (the registry lists what its manifest exposes).
        Promise.reject(new RemoteLoadError(remote.name, new Error(`the remote does not expose ${expose}`), what));
    // The boundary reports the failure; this only keeps it from surfacing as an unhandled rejection.
    promise.catch(() => undefined);
    loading.set(key, promise);
  }
  return promise;
}

/** Forgets a remote's failed modules so the next load starts from its manifest again. */
export function resetRemote(remote: RegistryEntry): void {
  for (const key of [...loading.keys()]) if (key.startsWith(`${remote.name}\u0000`)) loading.delete(key);
  nextRetryToken(remote.name);
  retrying.set(remote.name, preloadsSettled(remote.name));
  registerRemotes([{ name: containerName(remote.name), entry: remote.entry }], { force: true });
}
