import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, readBootData, type Registry, type RegistryEntry, registrySchema } from '@x4i/shared';

/** Validates the registry the gateway inlined; a malformed one must not take the site down. */
export function parseRegistry(value: unknown): Registry {
  const parsed = registrySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error('The remote registry is malformed; no remote pages are available', parsed.error);
  return { remotes: [] };
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
  const parsed = registrySchema.safeParse(registry);
  return parsed.success ? parsed.data.remotes.find((remote) => remote.name === name) : undefined;
}
