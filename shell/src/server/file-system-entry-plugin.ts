import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare const __non_webpack_require__: NodeJS.Require;

/**
 * On the server a remote's entry is its `server/remoteEntry.js` in the version folder the registry points at,
 * registered under its absolute path: Node's own `require` loads it, and the remote's chunks then load from
 * beside it. Each version is its own file, so Node's module cache is a cache per version.
 */
export default function fileSystemEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'x4i-file-system-entry',
    async loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('/')) return undefined;
      const container = (await __non_webpack_require__(remoteInfo.entry)) as unknown;
      return container as never;
    },
  };
}
