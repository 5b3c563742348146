import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemoteModule } from '../unavailable-remote';

/**
 * When a remote cannot be loaded (missing, unreachable, broken entry), hands back a module that says so
 * instead of a rejected promise, so the page area shows the fallback and the rest of the site keeps going.
 * Only the last lifecycle answers: earlier ones (manifest resolution) would take the value as a manifest.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'x4i-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`Remote ${args.id} could not be loaded`, args.error);
      return unavailableRemoteModule(args.id, args.error);
    },
  };
}
