import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readBootData } from '@x4i/shared';
import { containerName, type Registry, type RegistryEntry } from '@x4i/shared/contracts';

/**
 * The registry the gateway inlined, checked for the shape the shell reads; a malformed one must not take the
 * site down. The gateway validated every entry against the registry schema when it loaded or deployed it, so
 * the browser does not ship the schema library to check it again.
 */
export function parseRegistry(value: unknown): Registry {
  if (hasRegistryShape(value)) return value;
  console.error('The remote registry is malformed; no remote pages are available', value);
  return { remotes: [] };
}

function hasRegistryShape(value: unknown): value is Registry {
  const remotes = (value as Partial<Registry> | null)?.remotes;
  return (
    Array.isArray(remotes) &&
    remotes.every(
      (remote: Partial<RegistryEntry> | null) =>
        typeof remote?.name === 'string' &&
        typeof remote.entry === 'string' &&
        Array.isArray(remote.exposes) &&
        Array.isArray(remote.routes) &&
        remote.routes.every((route) => typeof route?.id === 'string' && typeof route.path === 'string'),
    )
  );
}

/** Registers every live remote with the federation runtime; nothing is fetched until a page needs it. */
export function registerRegistry(registry: Registry, options: { force?: boolean } = {}): void {
  registerRemotes(
    registry.remotes.map((remote) => ({ name: containerName(remote.name), entry: remote.entry })),
    options,
  );
}

/**
 * The live entry of one remote in the page's registry (the one the gateway inlined), or undefined when that
 * remote is not deployed or the registry is malformed. For code that loads a remote outside the router.
 */
export function findLiveRemote(name: string, registry: unknown = readBootData().registry): RegistryEntry | undefined {
  return hasRegistryShape(registry) ? registry.remotes.find((remote) => remote.name === name) : undefined;
}
