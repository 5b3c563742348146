import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName } from '@x4i/shared/contracts';

const registered = new Map<string, string>();

/**
 * Points the server's federation runtime at each remote's server entry (remote name → absolute path of its
 * `server/remoteEntry.js`). Only a remote whose live version changed is registered again.
 */
export function registerServerRemotes(entries: Record<string, string>): void {
  const changed = Object.entries(entries)
    .map(([name, entry]) => ({ name: containerName(name), entry }))
    .filter((remote) => registered.get(remote.name) !== remote.entry);
  if (changed.length === 0) return;
  registerRemotes(changed, { force: true });
  for (const remote of changed) registered.set(remote.name, remote.entry);
}
